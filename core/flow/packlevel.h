#pragma once

#include "flow/generator.h"
#include "flow/puzzle.h"
#include "pack/levelsource.h"

namespace tessera::flow {

// The one way a Flow level becomes a pack level (CLI generate, the studio's editor and generator
// panel): data, the solution when unique, statistics (size, colours, rule, solutions up to 2, and the
// grade: difficulty, layers, depth per rule, widest layer, deduced fraction), difficulty (the grade's),
// tags (flow, the rule, deduction or search, not-unique), default title "RxC, K colours".
pack::Level packLevel(const Puzzle &puzzle, const pack::LevelSource &source);
// A generated level as the CLI's generate and the studio's generator panel both add it: title
// "RxC, K colours, seed S", provenance (seed, options, "flow generate", version).
pack::Level generatedPackLevel(const Puzzle &puzzle, std::uint64_t seed, const GeneratorOptions &options);
// The same from a pack level's data object (the module backend's packLevel).
pack::Level packLevelFromData(const Json &data, const pack::LevelSource &source);

} // namespace tessera::flow
