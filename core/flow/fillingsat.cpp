#include "flow/fillingsat.h"

#include <bit>

namespace tessera::flow {

using Lit = SatSolver::Lit;

bool FillingSat::fits(const Puzzle &puzzle) {
    return static_cast<long long>(puzzle.cellCount()) * puzzle.colourCount() <= kMaxLiterals;
}

FillingSat::FillingSat(const Puzzle &puzzle, Rule rule)
    : mPuzzle(puzzle)
    , mBoard(puzzle, rule) {
    const int cells = mBoard.cells, k = mBoard.colours;
    for (int v = 0; v < cells * k; ++v) mSat.newVar();
    mLinks.assign(static_cast<std::size_t>(cells), {-1, -1});
    for (int i = 0; i < cells; ++i)
        for (int s = 0; s < 2; ++s)
            if (mBoard.neighbour[static_cast<std::size_t>(i)][static_cast<std::size_t>(s + 1)] >= 0)
                mLinks[static_cast<std::size_t>(i)][static_cast<std::size_t>(s)] = mSat.newVar();

    for (int i = 0; i < cells; ++i) {
        const int end = mBoard.endpointColour[static_cast<std::size_t>(i)];
        std::vector<Lit> any;
        for (int a = 0; a < k; ++a) {
            if (end >= 0) {
                mSat.addClause({a == end ? SatSolver::pos(colour(i, a)) : SatSolver::neg(colour(i, a))});
                continue;
            }
            any.push_back(SatSolver::pos(colour(i, a)));
            // At most one colour follows from the links once loops are gone; said outright it
            // propagates sooner, and costs little while colours are few.
            if (k <= 16)
                for (int b = a + 1; b < k; ++b)
                    mSat.addClause({SatSolver::neg(colour(i, a)), SatSolver::neg(colour(i, b))});
        }
        if (end < 0) mSat.addClause(any);

        std::vector<int> around;
        for (int d = 0; d < 4; ++d)
            if (link(i, d) >= 0) around.push_back(link(i, d));
        const int need = mBoard.need[static_cast<std::size_t>(i)];
        const int n = static_cast<int>(around.size());
        // Exactly need of around: no need + 1 of them together, and one of any n - need + 1.
        for (unsigned mask = 0; mask < (1u << n); ++mask) {
            const int bits = std::popcount(mask);
            for (const bool most : {true, false}) {
                if (bits != (most ? need + 1 : n - need + 1)) continue;
                std::vector<Lit> clause;
                for (int j = 0; j < n; ++j)
                    if (mask & (1u << j)) {
                        const int e = around[static_cast<std::size_t>(j)];
                        clause.push_back(most ? SatSolver::neg(e) : SatSolver::pos(e));
                    }
                mSat.addClause(clause);
            }
        }
    }

    for (int i = 0; i < cells; ++i)
        for (int s = 0; s < 2; ++s) {
            const int e = mLinks[static_cast<std::size_t>(i)][static_cast<std::size_t>(s)];
            if (e < 0) continue;
            const int j = mBoard.neighbour[static_cast<std::size_t>(i)][static_cast<std::size_t>(s + 1)];
            for (int a = 0; a < k; ++a) {
                // A link joins cells of one colour.
                mSat.addClause(
                    {SatSolver::neg(e), SatSolver::neg(colour(i, a)), SatSolver::pos(colour(j, a))});
                mSat.addClause(
                    {SatSolver::neg(e), SatSolver::pos(colour(i, a)), SatSolver::neg(colour(j, a))});
                // Strict: neighbours of one colour are consecutive on its path.
                if (rule == Rule::Strict)
                    mSat.addClause(
                        {SatSolver::pos(e), SatSolver::neg(colour(i, a)), SatSolver::neg(colour(j, a))});
            }
        }
    // The smallest loops, round a 2x2 block, forbidden at the start: the models would show them
    // first and one at a time.
    for (int i = 0; i < cells; ++i) {
        const int right = mBoard.neighbour[static_cast<std::size_t>(i)][1];
        const int down = mBoard.neighbour[static_cast<std::size_t>(i)][2];
        if (right < 0 || down < 0) continue;
        mSat.addClause({SatSolver::neg(link(i, 1)), SatSolver::neg(link(i, 2)),
                        SatSolver::neg(link(right, 2)), SatSolver::neg(link(down, 1))});
    }
}

int FillingSat::link(int cell, int dir) const {
    if (dir == 1 || dir == 2)
        return mLinks[static_cast<std::size_t>(cell)][static_cast<std::size_t>(dir - 1)];
    const int other = mBoard.neighbour[static_cast<std::size_t>(cell)][static_cast<std::size_t>(dir)];
    if (other < 0) return -1;
    return mLinks[static_cast<std::size_t>(other)][static_cast<std::size_t>(oppositeDir(dir) - 1)];
}

void FillingSat::exclude(const Solution &solution) {
    const Grid<std::uint8_t> links = linkGrid(mPuzzle, solution);
    std::vector<Lit> clause;
    for (int i = 0; i < mBoard.cells; ++i)
        for (int d : {1, 2})
            if (links[i] & (1u << d)) clause.push_back(SatSolver::neg(link(i, d)));
    mSat.addClause(clause);
}

FillingSat::Outcome FillingSat::next(Solution &out, long long maxConflicts, const CancelToken *cancel) {
    const long long start = mSat.conflicts();
    while (true) {
        long long left = 0;
        if (maxConflicts > 0) {
            left = maxConflicts - (mSat.conflicts() - start);
            if (left <= 0) return Outcome::Unknown;
        }
        const SatSolver::Result r = mSat.solve(left, cancel);
        if (r == SatSolver::Result::Unsat) return Outcome::None;
        if (r == SatSolver::Result::Unknown) return Outcome::Unknown;

        Grid<std::uint8_t> links(mBoard.rows, mBoard.cols, 0);
        for (int i = 0; i < mBoard.cells; ++i)
            for (int d = 0; d < 4; ++d)
                if (link(i, d) >= 0 && mSat.modelValue(link(i, d)))
                    links[i] |= static_cast<std::uint8_t>(1u << d);
        Solution solution = solutionFromLinks(mPuzzle, links);
        std::vector<char> onPath(static_cast<std::size_t>(mBoard.cells), 0);
        for (const auto &path : solution.paths)
            for (Point p : path) onPath[static_cast<std::size_t>(mBoard.index(p))] = 1;
        // Every cell off the traced paths lies on a loop: forbid each loop as a whole.
        bool loops = false;
        for (int i = 0; i < mBoard.cells; ++i) {
            if (onPath[static_cast<std::size_t>(i)]) continue;
            loops = true;
            std::vector<Lit> clause;
            int cur = i, prev = -1;
            while (!onPath[static_cast<std::size_t>(cur)]) {
                onPath[static_cast<std::size_t>(cur)] = 1;
                int next = -1;
                for (int d = 0; d < 4; ++d) {
                    const int q =
                        mBoard.neighbour[static_cast<std::size_t>(cur)][static_cast<std::size_t>(d)];
                    if (!(links[cur] & (1u << d)) || q == prev) continue;
                    clause.push_back(SatSolver::neg(link(cur, d)));
                    next = q;
                    break;
                }
                if (next < 0) return Outcome::Unknown; // not a loop: the clauses are wrong, prove nothing
                prev = cur;
                cur = next;
            }
            mSat.addClause(clause);
        }
        if (loops) continue;
        out = std::move(solution);
        return Outcome::Found;
    }
}

} // namespace tessera::flow
