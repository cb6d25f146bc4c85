#include "linjat/dotsuggestion.h"

#include "linjat/layeredsolver.h"
#include "linjat/rules.h"

#include <memory>
#include <vector>

namespace tessera::linjat {

namespace {

// The generator's pick among open cells some number in numbers can reach; ties receives every cell as
// good as the pick.
std::optional<int> bestDotCell(const Board &b, const SolverState &s, const std::vector<int> &startReach,
                               std::uint64_t numbers, Rng &rng, std::vector<int> &ties) {
    int best = -1;
    ties.clear();
    for (int cell = 0; cell < b.cells; ++cell) {
        const std::uint64_t cand = s.cand[std::size_t(cell)];
        if (!(cand & numbers) || s.owner[std::size_t(cell)] >= 0 || b.dot[std::size_t(cell)]) continue;
        const int score = startReach[std::size_t(cell)] + bitCount(cand);
        if (score > best) {
            best = score;
            ties.clear();
        }
        if (score == best) ties.push_back(cell);
    }
    if (best < 0) return std::nullopt;
    return ties.size() == 1 ? ties[0] : ties[std::size_t(rng.below(ties.size()))];
}

} // namespace

std::vector<bool> coveredCells(const Puzzle &p, const std::vector<Line> &lines) {
    std::vector<bool> covered(std::size_t(p.cellCount()), false);
    for (int n = 0; n < p.numberCount() && n < int(lines.size()); ++n) {
        const Number &at = p.number(n);
        const Line &l = lines[std::size_t(n)];
        for (int k = l.first; k <= l.last; ++k)
            covered[std::size_t(l.horizontal ? p.cellIndex(at.row, k) : p.cellIndex(k, at.col))] = true;
    }
    return covered;
}

std::optional<DotSuggestion> suggestTieBreakingDot(const Puzzle &puzzle, const std::vector<Line> &first,
                                                   const std::vector<Line> &second, Rng &rng) {
    const std::vector<bool> a = coveredCells(puzzle, first), b = coveredCells(puzzle, second);
    auto solver = std::make_unique<LayeredSolver>(SolverOptions().withoutLeaks());
    solver->reset(puzzle);
    const Board &board = solver->board();
    const SolverState &s = solver->state();
    int best = -1;
    std::vector<int> ties;
    for (int cell = 0; cell < board.cells; ++cell) {
        const int r = board.rowOf[std::size_t(cell)], c = board.colOf[std::size_t(cell)];
        const int index = puzzle.cellIndex(r, c);
        if (a[std::size_t(index)] == b[std::size_t(index)] || puzzle.isDot(r, c) ||
            puzzle.numberAt(r, c) >= 0)
            continue;
        const int score = bitCount(s.cand[std::size_t(cell)]);
        if (score > best) {
            best = score;
            ties.clear();
        }
        if (score == best) ties.push_back(cell);
    }
    if (ties.empty()) return std::nullopt;
    const int cell = ties.size() == 1 ? ties[0] : ties[std::size_t(rng.below(ties.size()))];
    DotSuggestion d;
    d.row = board.rowOf[std::size_t(cell)];
    d.col = board.colOf[std::size_t(cell)];
    d.breaksTie = true;
    d.coveredBy = a[std::size_t(puzzle.cellIndex(d.row, d.col))] ? 0 : 1;
    for (int t : ties) d.ties.emplace_back(board.rowOf[std::size_t(t)], board.colOf[std::size_t(t)]);
    return d;
}

std::optional<DotSuggestion> suggestGeneratorDot(const Puzzle &puzzle, const SolverOptions &options,
                                                 Rng &rng) {
    auto solver = std::make_unique<LayeredSolver>(options.withoutLeaks());
    // A level the solver already finishes needs no dot, even where the generator would still have
    // taken away a leak pattern on its way.
    solver->reset(puzzle);
    if (solver->run().solved()) return std::nullopt;
    solver->reset(puzzle);
    const Board &b = solver->board();
    const SolverState &s = solver->state();
    std::vector<int> startReach(std::size_t(b.cells));
    for (int cell = 0; cell < b.cells; ++cell)
        startReach[std::size_t(cell)] = bitCount(s.cand[std::size_t(cell)]);
    auto leak = std::make_unique<Deductions>();
    std::vector<int> ties;
    auto at = [&](int cell, bool removesLeak, int layers) {
        DotSuggestion d{b.rowOf[std::size_t(cell)], b.colOf[std::size_t(cell)], removesLeak, layers, {}};
        for (int t : ties) d.ties.emplace_back(b.rowOf[std::size_t(t)], b.colOf[std::size_t(t)]);
        return d;
    };
    for (int layers = 0;; ++layers) {
        if (solver->contradiction() || solver->complete()) return std::nullopt;
        leak->clear();
        findUncontestedNoCover(RuleInput{b, s}, *leak);
        // Numbers in order, as the generator tries them; one with no open cell in reach is passed over.
        for (std::uint64_t open = leak->pruned; open; open &= open - 1) {
            const std::uint64_t first = open & (~open + 1);
            if (const auto cell = bestDotCell(b, s, startReach, first, rng, ties))
                return at(*cell, true, layers);
        }
        if (solver->step().progress) continue;
        if (const auto cell = bestDotCell(b, s, startReach, ~std::uint64_t(0), rng, ties))
            return at(*cell, false, layers);
        return std::nullopt;
    }
}

} // namespace tessera::linjat
