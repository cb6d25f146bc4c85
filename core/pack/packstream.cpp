#include "pack/packstream.h"

#include "common/fileio.h"

#include <utility>

namespace tessera::pack {

LevelPack streamPack(const std::string &path,
                     const std::function<void(Json &&level, std::size_t index)> &onLevel) {
    const std::string text = readTextFile(path);
    // Levels are streamed only once the format and version are known to be ours; a file that writes
    // them after the levels is read whole, as load() would.
    const auto onStart = [&](const Json &soFar) {
        if (!soFar.contains("format") || !soFar.contains("version")) return false;
        try {
            const JsonCursor c(soFar);
            requireFormat(c, kFormat);
            requireVersion(c, kVersion);
        } catch (const Error &e) {
            throw e.inFile(path);
        }
        return true;
    };
    Json doc = parseJsonStreaming(text, "levels", onStart, onLevel, path);
    // The header's checks are fromJson's, on the document without its levels.
    Json kept = Json::array();
    if (doc.is_object() && doc.contains("levels") && doc["levels"].is_array()) std::swap(kept, doc["levels"]);
    LevelPack header = fromJson(doc, path);
    for (std::size_t i = 0; i < kept.size(); ++i) onLevel(std::move(kept[i]), i);
    return header;
}

} // namespace tessera::pack
