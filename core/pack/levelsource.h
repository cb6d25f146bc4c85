#pragma once

#include "pack/levelpack.h"

#include <string>
#include <vector>

namespace tessera::pack {

// Everything a module's packLevel() takes beside the level itself: where the level goes (id, title)
// and where it came from (tags a person gave it, provenance). The CLI and the studio fill one of these
// and call the same core function, so the same level leaves both byte for byte the same.
struct LevelSource {
    std::string id;                // empty: a fresh id is picked when the level enters a pack
    std::string title;             // empty: the module's default title for the level
    std::vector<std::string> tags; // kept, except tags the module computes itself (they are redone)
    Provenance provenance;         // version empty: this build's version
};

// The source a level was made from, to make it again after an edit (keeps id, title, tags, provenance).
LevelSource sourceOf(const Level &level);

// A level of module with id, title (defaultTitle when the source has none) and provenance from source.
Level startLevel(const std::string &module, const LevelSource &source, const std::string &defaultTitle);

// The module's tags for this level, then the source's tags that are not in the module's vocabulary of
// computed tags (an edited level does not keep a stale "deduction" beside a fresh "search").
void setTags(Level &level, const std::vector<std::string> &own, const std::vector<std::string> &vocabulary,
             const std::vector<std::string> &kept);

} // namespace tessera::pack
