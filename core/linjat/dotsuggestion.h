#pragma once

#include "common/rng.h"
#include "linjat/placement.h"
#include "linjat/puzzle.h"
#include "linjat/solveroptions.h"

#include <optional>
#include <utility>
#include <vector>

namespace tessera::linjat {

struct DotSuggestion {
    int row = 0;
    int col = 0;
    // The dot takes away an uncontested-no-cover pattern (the generator checks that before every
    // layer); otherwise it is the dot for a stuck solver.
    bool removesLeak = false;
    // Layers the leak-free solver ran on the puzzle before it needed the dot.
    int layers = 0;
    // Every open cell as good as the chosen one by the generator's measure, (row, col) in row-major
    // order; the chosen one is among them.
    std::vector<std::pair<int, int>> ties;
    // Set by suggestTieBreakingDot: the dot is covered by solution coveredBy (0 or 1) of the two given
    // and not by the other, so adding it rules the other out.
    bool breaksTie = false;
    int coveredBy = 0;
};

// The dot the generator would add next to this puzzle, keeping its numbers and dots: the choice
// Generator::addDots makes while it builds a level (before every layer, a dot in reach of a number
// that shows the uncontested-no-cover leak; when the leak-free solver is stuck, the open cell the most
// lines could cover, lines possible at the start plus lines possible now). Among equally good cells
// rng picks one in row-major order; the generator scans them in its own order, so it may take another
// of the ties (all of them are listed).
// Nothing when the leak-free solver solves the puzzle as it is, when it reaches a contradiction, or
// when no open cell is left for a dot.
std::optional<DotSuggestion> suggestGeneratorDot(const Puzzle &puzzle, const SolverOptions &options,
                                                 Rng &rng);

// Per cell (row-major): whether the lines cover it, the numbers' own cells included.
std::vector<bool> coveredCells(const Puzzle &p, const std::vector<Line> &lines);

// For a level with two or more solutions, given two different ones: an open cell (no number, no dot)
// that exactly one of them covers, so a dot there rules the other out. Among such cells the
// generator's measure picks (the most lines could cover the cell at the start), rng among equals.
// Nothing when both solutions cover the same cells (they differ only in which number covers which
// cell): then no dot can tell them apart.
std::optional<DotSuggestion> suggestTieBreakingDot(const Puzzle &puzzle, const std::vector<Line> &first,
                                                   const std::vector<Line> &second, Rng &rng);

} // namespace tessera::linjat
