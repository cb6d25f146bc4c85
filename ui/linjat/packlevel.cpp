#include "ui/linjat/packlevel.h"

#include "common/error.h"
#include "linjat/levelio.h"
#include "linjat/packlevel.h"

namespace tessera::linjat::ui {

pack::Level makePackLevel(const Puzzle &puzzle, const LevelOrigin &origin) {
    return packLevel(puzzle,
                     {origin.packLevelId, origin.title.toStdString(), origin.tags, origin.provenance});
}

Puzzle puzzleOfLevel(const pack::Level &level) {
    if (level.module != "linjat")
        throw Error("level '" + level.id + "' is a " + level.module + " level, not a linjat level");
    try {
        return puzzleFromData(level.data);
    } catch (const Error &e) {
        throw Error("level '" + level.id + "': " + std::string(e.what()));
    }
}

} // namespace tessera::linjat::ui
