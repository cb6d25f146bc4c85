#pragma once

// A big pack for tests of scale: the sample's levels over and over, each copy with an id of its own.
#include "pack/levelpack.h"

#include <string>

inline tessera::pack::LevelPack repeatedPack(const tessera::pack::LevelPack &sample, int count) {
    tessera::pack::LevelPack out = sample;
    out.levels.clear();
    out.levels.reserve(std::size_t(count));
    for (int i = 0; i < count; ++i) {
        tessera::pack::Level level = sample.levels[std::size_t(i) % sample.levels.size()];
        level.id.append(1, '-').append(std::to_string(i));
        out.levels.push_back(std::move(level));
    }
    return out;
}
