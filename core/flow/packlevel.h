#pragma once

#include "common/progress.h"
#include "flow/fastsolver.h"
#include "flow/generator.h"
#include "flow/puzzle.h"
#include "pack/difficultyscale.h"
#include "pack/levelsource.h"

#include <array>
#include <vector>

namespace tessera::flow {

// The one way a Flow level becomes a pack level (CLI generate, the studio's editor and generator
// panel): data, the solution when unique, statistics (size, colours, rule, solutions up to 2, and the
// grade: difficulty, layers, depth per rule, widest layer, deduced fraction), difficulty (the grade's),
// tags (flow, the rule, deduction or search, not-unique), default title "RxC, K colours". The
// difficulty is the grade on the pack scale (scaleDifficulty); a level that is not unique gets none.
// Bounded: the counter and the grader's counter stop after maxNodes search nodes each (0 = none) or
// when cancel is set; a count stopped that way is not a count, so statistics then say "solutions":
// "unknown" and "uniqueness": "unknown" (with "solutionsFound" and "maxNodes"), the level gets no
// difficulty and the tag "unproven".
pack::Level packLevel(const Puzzle &puzzle, const pack::LevelSource &source,
                      long long maxNodes = kDefaultSolveNodes, const CancelToken *cancel = nullptr);

// Flow on the pack scale (0..10). As the official packs do, the set is decided by the board: regular up
// to 9x9, jumbo up to 14x14, extreme beyond (the size of the long-path sets); each set has a third of
// the scale, in that order. Within its third a level lands by its grade, calibrated on the set's shipped
// levels (README, "Difficulty"): the set's lowest grade at 10%, its median at 50%, its highest at 95%.
// The grades alone overlap between sets (a hard 9x9 grades above an easy 14x14), so a board's set
// comes first, as a tier does in Linjat.
struct SetCalibration {
    const char *name;               // "regular", "jumbo", "extreme"
    int maxSide;                    // largest board side in the set
    double lowest, median, highest; // grades of the shipped levels
};
const std::array<SetCalibration, 3> &setCalibration();
const SetCalibration &setOf(int rows, int cols);
double scaleDifficulty(double grade, int rows, int cols);
// A generated level as the CLI's generate and the studio's generator panel both add it: title
// "RxC, K colours, seed S", provenance (seed, options, "flow generate", version).
pack::Level generatedPackLevel(const Puzzle &puzzle, std::uint64_t seed, const GeneratorOptions &options);
// The same from a pack level's data object (the module backend's packLevel).
pack::Level packLevelFromData(const Json &data, const pack::LevelSource &source);

} // namespace tessera::flow
