#pragma once

#include "linjat/generatoroptions.h"
#include "linjat/tiers.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tessera::linjat {

// The original game's four tiers: board, number count and score weights its levels were made with (its
// gen.sh), and the collection filter (tiers.h) a level must pass to belong to the tier.
struct Preset {
    const char *name;
    Tier tier;
    int rows;
    int cols;
    int numbers;
    double cover, cantFit, square, dependency, oneOf, width;
};

const std::vector<Preset> &presets();
const Preset *findPreset(std::string_view name);
// Board, numbers, weights and tier filter of the preset (leak weights and rule switches stay as they are).
void applyPreset(const Preset &preset, GeneratorOptions &options);

} // namespace tessera::linjat
