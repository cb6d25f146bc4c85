#include "ui/rooms/packlevel.h"

#include "rooms/packlevel.h"

namespace tessera::rooms::ui {

RoomsLevel levelOfResult(const MapResult &result) {
    RoomsLevel level =
        result.level ? *result.level : levelFromResult(result.generation, result.options, result.seed);
    level.set = result.setPointer();
    level.setFile.clear();
    return level;
}

pack::Level makePackLevel(const MapResult &result, const std::string &title, const pack::Level *opened) {
    const RoomsLevel level = levelOfResult(result);
    if (opened && Json::parse(levelToJson(level).dump()) == opened->data)
        return packLevel(level, pack::sourceOf(*opened));
    pack::LevelSource source;
    source.title = title;
    source.provenance.seed = level.seed;
    if (level.options) source.provenance.options = Json::parse(optionsToJson(*level.options).dump());
    source.provenance.generator = "rooms generate";
    return packLevel(level, source);
}

} // namespace tessera::rooms::ui
