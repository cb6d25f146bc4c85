#pragma once

#include "common/rng.h"
#include "linjat/puzzle.h"
#include "linjat/solveroptions.h"

#include <optional>

namespace tessera::linjat {

struct DotSuggestion {
    int row = 0;
    int col = 0;
    // The dot takes away an uncontested-no-cover pattern (the generator checks that before every
    // layer); otherwise it is the dot for a stuck solver.
    bool removesLeak = false;
    // Layers the leak-free solver ran on the puzzle before it needed the dot.
    int layers = 0;
};

// The dot the generator would add next to this puzzle, keeping its numbers and dots: the same choice
// as Generator::addDots makes while it builds a level (before every layer, a dot in reach of a number
// that shows the uncontested-no-cover leak; when the leak-free solver is stuck, the open cell the most
// lines could cover, lines possible at the start plus lines possible now, ties broken by rng).
// Nothing when the leak-free solver solves the puzzle as it is, when it reaches a contradiction, or
// when no open cell is left for a dot.
std::optional<DotSuggestion> suggestGeneratorDot(const Puzzle &puzzle, const SolverOptions &options,
                                                 Rng &rng);

} // namespace tessera::linjat
