#pragma once

#include "pack/levelpack.h"

#include <cstddef>
#include <functional>
#include <string>

namespace tessera::pack {

// Reads a pack a level at a time, for packs too big to hold whole (pack validate on hundreds of
// thousands of levels): the file's text stays, but neither the document tree nor the LevelPack is
// built. The header gets fromJson's checks (format and version before any level when the file
// writes them first, as save() does; then the known members and the name); each element of "levels" is
// handed to onLevel as JSON with its index, in file order, and forgotten. Throws Error naming the file
// for the header and for malformed JSON; onLevel's exceptions pass through. Returns the header (levels
// empty).
LevelPack streamPack(const std::string &path,
                     const std::function<void(Json &&level, std::size_t index)> &onLevel);

} // namespace tessera::pack
