#include "pack/levelsource.h"

#include "common/version.h"

#include <algorithm>

namespace tessera::pack {

LevelSource sourceOf(const Level &level) {
    return {level.id, level.title, level.tags, level.provenance};
}

Level startLevel(const std::string &module, const LevelSource &source, const std::string &defaultTitle) {
    Level level;
    level.id = source.id;
    level.module = module;
    level.title = source.title.empty() ? defaultTitle : source.title;
    level.provenance = source.provenance;
    if (level.provenance.version.empty()) level.provenance.version = kVersion;
    return level;
}

void setTags(Level &level, const std::vector<std::string> &own, const std::vector<std::string> &vocabulary,
             const std::vector<std::string> &kept) {
    auto has = [](const std::vector<std::string> &list, const std::string &t) {
        return std::find(list.begin(), list.end(), t) != list.end();
    };
    level.tags.clear();
    for (const std::string &t : own)
        if (!has(level.tags, t)) level.tags.push_back(t);
    for (const std::string &t : kept)
        if (!has(vocabulary, t) && !has(level.tags, t)) level.tags.push_back(t);
}

} // namespace tessera::pack
