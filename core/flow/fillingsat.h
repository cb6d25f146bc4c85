#pragma once

#include "common/satsolver.h"
#include "flow/board.h"
#include "flow/solution.h"

#include <optional>

namespace tessera::flow {

// A puzzle's fillings as clauses, for the proofs the depth-first search cannot finish in its budget:
// under the any-filling rule a path may run beside itself, so propagation learns little and the
// search tree of an open 14x14 is out of reach, while clause learning settles it in a fraction of a
// second. Variables: a colour per cell and a link per pair of neighbours. Clauses: one colour per cell
// (the endpoints' fixed), one link at an endpoint and two elsewhere, a link joins cells of one colour,
// and under the strict rule two neighbours of one colour are linked. A loop away from every endpoint
// satisfies these too; each one a model shows is forbidden and the solver asked again.
class FillingSat {
public:
    FillingSat(const Puzzle &puzzle, Rule rule);

    // Within the size this is meant for: cells times colours at most kMaxLiterals.
    static constexpr long long kMaxLiterals = 40000;
    static bool fits(const Puzzle &puzzle);

    // Forbids this filling (its set of links), so next() finds another.
    void exclude(const Solution &solution);

    enum class Outcome { Found, None, Unknown };
    // A filling not excluded yet (Found, in out), the proof that there is none (None), or Unknown when
    // maxConflicts (0 = none) conflicts were spent or cancel was set first.
    Outcome next(Solution &out, long long maxConflicts, const CancelToken *cancel);
    long long conflicts() const { return mSat.conflicts(); }

private:
    int link(int cell, int dir) const; // the link variable, -1 off the board
    int colour(int cell, int k) const { return cell * mBoard.colours + k; }

    const Puzzle &mPuzzle;
    Board mBoard;
    SatSolver mSat;
    std::vector<std::array<int, 2>> mLinks; // per cell: the right and down link variables, -1 off the board
};

} // namespace tessera::flow
