#include "pack/idallocator.h"

namespace tessera::pack {

IdAllocator::IdAllocator(const LevelPack &pack) {
    for (const Level &level : pack.levels) mIds.insert(level.id);
}

std::string IdAllocator::fresh(const std::string &module) {
    long &n = mNext.try_emplace(module, 1).first->second;
    while (used(module + "-" + std::to_string(n))) ++n;
    std::string id = module + "-" + std::to_string(n);
    mIds.insert(id);
    return id;
}

std::string IdAllocator::take(const Level &level) {
    if (level.id.empty() || used(level.id)) return fresh(level.module);
    mIds.insert(level.id);
    return level.id;
}

} // namespace tessera::pack
