#pragma once

#include "banqi/challenge.h"
#include "pack/levelsource.h"

namespace tessera::banqi {

// The one way a challenge becomes a pack level (CLI generate, the studio's editor): data
// (challengeToJson), statistics (the measured score, runs, wins/draws/losses of the reference bot,
// revealed and hidden cells), difficulty (measureDifficulty's 0-10 value), tags (banqi, the variant,
// the goal, fresh-deal or mid-game), default title "<variant> <goal> vs <opponent>".
pack::Level packLevel(const Challenge &c, const pack::LevelSource &source);
// The same with the difficulty already measured (measureDifficulty(c), e.g. in a worker): byte for byte
// what the call above makes.
pack::Level packLevel(const Challenge &c, const pack::LevelSource &source, const Difficulty &measured);
pack::Level generatedPackLevel(const Challenge &c, std::uint64_t seed, const GeneratorOptions &options);
pack::Level packLevelFromData(const Json &data, const pack::LevelSource &source);

} // namespace tessera::banqi
