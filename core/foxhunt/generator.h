#pragma once

#include "common/jsonutil.h"
#include "common/progress.h"
#include "foxhunt/difficulty.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace tessera::foxhunt {

struct GeneratorOptions {
    int rows = 10;
    int cols = 10;
    int foxes = 8;
    int openings = 0;         // empty cells probed before play starts
    double minDifficulty = 0; // the band on the 0-10 scale, inclusive
    double maxDifficulty = 10;
    int attempts = 200; // placements tried per level
};
// Throws Error naming the option when the options cannot make a level.
void checkGeneratorOptions(const GeneratorOptions &options);
// The options as a level's provenance records them (camelCase), and back: a missing member keeps its
// default, and the snake_case keys written before ("min_difficulty", "max_difficulty") are still read.
Json generatorOptionsToJson(const GeneratorOptions &options);
GeneratorOptions generatorOptionsFromJson(const Json &json);

struct Generated {
    Level level;
    Difficulty difficulty;
    int attempts = 0;
};
// A level whose measured difficulty lies in the band: random placements (and openings on random empty
// cells) from the seed until one fits; nullopt when none did within the attempts or on cancel.
std::optional<Generated> generateLevel(const GeneratorOptions &options, std::uint64_t seed,
                                       const CancelToken *cancel = nullptr);

} // namespace tessera::foxhunt
