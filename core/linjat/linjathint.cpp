#include "linjat/linjathint.h"

#include "common/cellname.h"
#include "linjat/layeredsolver.h"

namespace tessera::linjat {

namespace {

std::string numberName(const Puzzle &puzzle, int i) {
    const Number &n = puzzle.number(i);
    return "the " + std::to_string(n.value) + " at " + tessera::cellName({n.row, n.col});
}

// What a rule's deduction means, for people.
std::string ruleWords(Rule rule) {
    switch (rule) {
    case Rule::Cover:
        return "a dot only one number can reach must be covered by it";
    case Rule::CantFit:
        return "every way the line still fits covers these cells";
    case Rule::Square:
        return "of two dots only two numbers reach, each covers one, which rules out lines through neither";
    case Rule::Dependency:
        return "every line through an open dot covers the cells its candidates share, which rules out other "
               "lines there";
    case Rule::OneOf:
        return "of two numbers that can reach one cell only one covers it, so the cells either must cover "
               "are taken";
    case Rule::UncontestedNoCover:
        return "no other number needs these cells (if the level has one solution)";
    case Rule::SingleSolution:
        return "the other ways are interchangeable, so they cannot be the one solution";
    }
    return {};
}

// The arm lengths that reach every cell fixed to number i in a trace state.
std::array<int, 4> armsReaching(const Puzzle &puzzle, const TraceState &state, int i) {
    std::array<int, 4> need{0, 0, 0, 0};
    const Number &n = puzzle.number(i);
    for (int r = 0; r < puzzle.rows(); ++r)
        for (int c = 0; c < puzzle.cols(); ++c) {
            if (state.owner[std::size_t(puzzle.cellIndex(r, c))] != i) continue;
            if (c == n.col && r < n.row) need[LinjatGame::Up] = std::max(need[LinjatGame::Up], n.row - r);
            if (c == n.col && r > n.row) need[LinjatGame::Down] = std::max(need[LinjatGame::Down], r - n.row);
            if (r == n.row && c < n.col) need[LinjatGame::Left] = std::max(need[LinjatGame::Left], n.col - c);
            if (r == n.row && c > n.col)
                need[LinjatGame::Right] = std::max(need[LinjatGame::Right], c - n.col);
        }
    return need;
}

} // namespace

std::optional<play::Hint> hint(const LinjatGame &game, const SolverOptions &options,
                               const CancelToken *cancel) {
    if (game.status().over() || (cancel && cancel->cancelled())) return std::nullopt;
    const Puzzle &puzzle = game.puzzle();
    SolveTrace trace;
    LayeredSolver solver(options);
    solver.reset(puzzle);
    solver.run(&trace);
    if (trace.status != SolveStatus::Solved) return std::nullopt;
    const std::vector<Line> solution = solver.solution();

    // A drawn arm the solution does not have: take it back to what the solution needs on that side.
    const std::vector<std::string> right = LinjatGame::movesFor(puzzle, solution);
    for (int i = 0; i < puzzle.numberCount(); ++i) {
        const Number &n = puzzle.number(i);
        const Line &want = solution[std::size_t(i)];
        const int at = want.horizontal ? n.col : n.row;
        std::array<int, 4> target{0, 0, 0, 0};
        target[want.horizontal ? LinjatGame::Left : LinjatGame::Up] = at - want.first;
        target[want.horizontal ? LinjatGame::Right : LinjatGame::Down] = want.last - at;
        for (int arm = 0; arm < 4; ++arm)
            if (game.arms(i)[std::size_t(arm)] > target[std::size_t(arm)])
                return play::Hint{
                    LinjatGame::moveName(puzzle, i, LinjatGame::Arm(arm), target[std::size_t(arm)]),
                    "the line of " + numberName(puzzle, i) + " goes too far this way: no solution has it"};
    }

    // The first layer whose deduction is not drawn yet.
    for (std::size_t k = 0; k < trace.layers.size(); ++k) {
        const TraceLayer &layer = trace.layers[k];
        for (int i = 0; i < puzzle.numberCount(); ++i) {
            const std::array<int, 4> need = armsReaching(puzzle, layer.after, i);
            for (int arm = 0; arm < 4; ++arm) {
                if (need[std::size_t(arm)] <= game.arms(i)[std::size_t(arm)]) continue;
                const std::string move =
                    LinjatGame::moveName(puzzle, i, LinjatGame::Arm(arm), need[std::size_t(arm)]);
                return play::Hint{
                    move, "layer " + std::to_string(k + 1) + " (" + kRules[std::size_t(layer.rule)].name +
                              "): " + ruleWords(layer.rule) + ", so " + numberName(puzzle, i) + " reaches " +
                              std::to_string(need[std::size_t(arm)]) + " further"};
            }
        }
    }
    // Every deduced cell drawn; the rest of a line is the solution's.
    for (const std::string &m : right) {
        LinjatGame probe = game;
        if (probe.apply(m).changed) return play::Hint{m, "the solution's line"};
    }
    return std::nullopt;
}

} // namespace tessera::linjat
