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
