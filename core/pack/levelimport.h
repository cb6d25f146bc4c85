#pragma once

#include "pack/levelpack.h"

#include <vector>

namespace tessera::pack {

struct LevelImport {
    std::vector<Level> levels; // in their incoming order, each under an id free in the pack and among them
    int duplicatesDropped = 0; // incoming levels whose content the pack, or an earlier one of them, has
};

// What importing incoming into pack adds: merge()'s rule (content seen drops the level, a taken id is
// renamed "<module>-<n>", the lowest n free) with the pack's own levels left as they are, even two of
// the same content (merge would drop the second, and the import took its tail for the new levels).
LevelImport levelsToImport(const LevelPack &pack, std::vector<Level> incoming);

} // namespace tessera::pack
