#include "balls/physics.h"

namespace tessera::balls {

char moveChar(Dir d) {
    constexpr char names[] = {'U', 'R', 'D', 'L'};
    return names[static_cast<int>(d)];
}

std::optional<Dir> dirOfMove(char c) {
    switch (c) {
    case 'U':
        return Dir::Up;
    case 'D':
        return Dir::Down;
    case 'L':
        return Dir::Left;
    case 'R':
        return Dir::Right;
    default:
        return std::nullopt;
    }
}

const std::vector<Dir> &sortedDirs() {
    static const std::vector<Dir> dirs{Dir::Down, Dir::Left, Dir::Right, Dir::Up};
    return dirs;
}

PushOutcome push(const Board &board, State &state, Dir d, PushRecord *record) {
    const Point v = delta(d);
    const Point start = board.point(state.black);
    if (record) {
        *record = PushRecord{};
        record->dir = d;
        record->black.cells.push_back(start);
    }
    auto free = [&](Point p) {
        const int i = board.index(p);
        return !board.blocks.test(i) && !state.whites.test(i);
    };
    Point b = start;
    Point next = b + v;
    while (board.inside(next) && free(next)) {
        if (record) record->black.cells.push_back(next);
        b = next;
        next = next + v;
    }
    if (!board.inside(next)) {
        if (record) {
            record->black.off = true;
            record->outcome = PushOutcome::Lost;
        }
        return PushOutcome::Lost;
    }
    bool moved = b != start;
    state.black = board.index(b);
    // Each struck ball rolls until the next ball (which rolls on in turn), a block or the edge.
    Point ball = next;
    while (!board.blocks.test(board.index(ball))) {
        Track track;
        if (record) track.cells.push_back(ball);
        state.whites.reset(board.index(ball));
        Point p = ball;
        Point n = p + v;
        while (board.inside(n) && free(n)) {
            if (record) track.cells.push_back(n);
            p = n;
            n = n + v;
        }
        const bool off = !board.inside(n);
        if (!off) state.whites.set(board.index(p));
        moved = moved || p != ball || off;
        if (record) {
            track.off = off;
            record->whites.push_back(std::move(track));
        }
        if (off || board.blocks.test(board.index(n))) break;
        ball = n;
    }
    const PushOutcome outcome = moved ? PushOutcome::Moved : PushOutcome::Unchanged;
    if (record) record->outcome = outcome;
    return outcome;
}

std::vector<PushRecord> pushLine(const Board &board, const std::vector<Dir> &line) {
    std::vector<PushRecord> records;
    records.reserve(line.size());
    State s = board.start;
    for (Dir d : line) {
        records.emplace_back();
        push(board, s, d, &records.back());
    }
    return records;
}

} // namespace tessera::balls
