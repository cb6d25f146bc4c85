#include "pack/levelimport.h"

#include "pack/idallocator.h"

#include <unordered_set>

namespace tessera::pack {

LevelImport levelsToImport(const LevelPack &pack, std::vector<Level> incoming) {
    std::unordered_set<std::uint64_t> seen;
    seen.reserve(pack.levels.size() + incoming.size());
    for (const Level &level : pack.levels) seen.insert(contentHashValue(level));
    IdAllocator ids(pack);
    LevelImport result;
    for (Level &level : incoming) {
        if (!seen.insert(contentHashValue(level)).second) {
            ++result.duplicatesDropped;
            continue;
        }
        level.id = ids.take(level);
        result.levels.push_back(std::move(level));
    }
    return result;
}

} // namespace tessera::pack
