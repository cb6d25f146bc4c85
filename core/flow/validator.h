#pragma once

#include "flow/puzzle.h"
#include "flow/solution.h"

#include <string>

namespace tessera::flow {

// The verdict of the independent validator: ok, or the first problem found and where.
struct Verdict {
    bool ok = true;
    std::string problem; // empty when ok; names the colour and the cell
};

// Checks a solution against the rules from scratch, sharing no code with any solver: one path per
// colour from its endpoint a to its endpoint b through orthogonal steps, no cell used twice, every cell
// used, and under the strict rule no path touching itself. Every solution a solver returns goes
// through this.
Verdict validateSolution(const Puzzle &puzzle, const Solution &solution, Rule rule);

} // namespace tessera::flow
