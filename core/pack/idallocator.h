#pragma once

#include "pack/levelpack.h"

#include <map>
#include <string>
#include <unordered_set>

namespace tessera::pack {

// Ids for levels added to a pack one after another, each as freshId() would give it with the ones
// before already in the pack ("<module>-<n>", the lowest n free), in time linear in the levels: freshId
// looks at the whole pack on every call, which made adding a thousand levels quadratic.
class IdAllocator {
public:
    explicit IdAllocator(const LevelPack &pack);
    bool used(const std::string &id) const { return mIds.count(id) > 0; }
    // A fresh id for a level of this module, taken from then on.
    std::string fresh(const std::string &module);
    // The level's own id when it has one that is free, else a fresh one; taken from then on.
    std::string take(const Level &level);

private:
    std::unordered_set<std::string> mIds;
    // Per module: no "<module>-<n>" below it is free. Ids are only added, so it never goes down.
    std::map<std::string, long> mNext;
};

} // namespace tessera::pack
