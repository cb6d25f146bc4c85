#include "balls/ballshint.h"

#include "balls/formats.h"
#include "balls/physics.h"
#include "common/error.h"

namespace tessera::balls {

std::optional<play::Hint> pushHint(const play::View &view, const CancelToken *cancel, std::size_t maxStates) {
    if (view.legalMoves().empty()) return std::nullopt; // won or lost
    if (cancel && cancel->cancelled()) return std::nullopt;
    // The position as the player sees it: nothing is hidden in a ball push.
    std::vector<std::string> rows;
    std::string row;
    for (const char c : view.position()) {
        if (c == '\n') {
            rows.push_back(row);
            row.clear();
        } else {
            row += c;
        }
    }
    const Board board = boardFromRows(rows, "position");
    StateGraph g;
    try {
        g = buildStateGraph(board, maxStates, cancel, kHintBytes);
    } catch (const Error &) {
        return std::nullopt; // past the budget or cancelled: no hint rather than a wait
    }
    if (!g.solvable(0)) return play::Hint{{}, "no push wins from here: take back"};
    for (Dir d : sortedDirs()) {
        const int t = g.next[0][static_cast<int>(d)];
        if (t < 0 || g.dist[t] != g.dist[0] - 1) continue;
        const std::string move(1, moveChar(d));
        const int left = g.dist[0];
        return play::Hint{
            move, move + (left == 1 ? ": this push wins"
                                    : ": " + std::to_string(left) + " pushes from here win, this one first")};
    }
    return std::nullopt; // not reached: a solvable position has a push one step nearer the win
}

} // namespace tessera::balls
