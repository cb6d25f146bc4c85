#pragma once

#include "foxhunt/generator.h"
#include "pack/levelsource.h"

namespace tessera::foxhunt {

// The one way a Fox Hunt level becomes a pack level (CLI generate, the studio's editor): data (see
// levelToJson), statistics (size, foxes, openings, the measured probes: mean, best, worst, runs and
// the strategy), difficulty (measureDifficulty's 0-10 value), tags (foxhunt, openings when there are
// some), default title "RxC, F foxes".
pack::Level packLevel(const Level &level, const pack::LevelSource &source);
// The same with a difficulty measured beforehand (the studio measures in a job).
pack::Level packLevel(const Level &level, const pack::LevelSource &source, const Difficulty &measured);
// A generated level: title "RxC, F foxes, seed S", provenance (seed, options, "foxhunt generate").
pack::Level generatedPackLevel(const Level &level, std::uint64_t seed, const GeneratorOptions &options);
// The same from a pack level's data object (the module backend's packLevel).
pack::Level packLevelFromData(const Json &data, const pack::LevelSource &source);

} // namespace tessera::foxhunt
