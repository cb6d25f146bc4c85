#pragma once

#include "linjat/generatoroptions.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tessera::linjat {

// The original game's four tiers: board, number count and score weights its levels were made with.
struct Preset {
    const char *name;
    int rows;
    int cols;
    int numbers;
    double cover, cantFit, square, dependency, oneOf, width;
};

const std::vector<Preset> &presets();
const Preset *findPreset(std::string_view name);
// Board, numbers and weights of the preset (leak weights and rule switches stay as they are).
void applyPreset(const Preset &preset, GeneratorOptions &options);

} // namespace tessera::linjat
