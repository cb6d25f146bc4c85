#pragma once

#include "common/jsonutil.h"
#include "common/progress.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <unordered_set>
#include <vector>

// The "tessera-pack" format, version 1: one JSON object.
//   {"format": "tessera-pack", "version": 1,
//    "name": string (required), "author", "description", "created" (ISO 8601 UTC): strings, default "",
//    "levels": [ {                                  (required, in play order)
//        "id": non-empty string, unique in the pack (required),
//        "module": a module id, one of knownModuleIds() (common/module.h) (required),
//        "title": string (required),
//        "data": object, the module's level JSON (required; checked by the module's validator),
//        "solution": any JSON, module-defined (optional),
//        "statistics": object (default {}),
//        "difficulty": number, on the scale 0..10 (pack/difficultyscale.h); absent when the level has
//                      none (unsolvable or ambiguous, or never measured). Older packs may carry other
//                      finite numbers: they load, and the studio flags them as off the scale.
//        "tags": [string] (default []),
//        "provenance": {"seed": unsigned 64-bit integer (optional), "options": object (default {}),
//                       "generator": string, "version": string} (default all empty) } ] }
// Unknown members are refused (a typo must not vanish silently); a newer version is refused before
// anything else is read. save() writes every member (seed and solution only when present) in this order.
namespace tessera::pack {

inline constexpr const char *kFormat = "tessera-pack";
inline constexpr int kVersion = 1;

// Where a level came from, recorded so it can be made again.
struct Provenance {
    std::optional<std::uint64_t> seed;
    Json options = Json::object(); // the generator's options, as that module writes them
    std::string generator;         // e.g. "linjat optimize"; empty for hand-made levels
    std::string version;           // tessera version that made it
    friend bool operator==(const Provenance &, const Provenance &) = default;
};

struct Level {
    std::string id;     // unique within the pack
    std::string module; // one of knownModuleIds()
    std::string title;
    Json data = Json::object();       // module-defined level JSON
    std::optional<Json> solution;     // module-defined, optional
    Json statistics = Json::object(); // module-defined numbers (solver depths, counts, ...)
    std::optional<double> difficulty; // none: unsolvable, ambiguous or never measured
    std::vector<std::string> tags;
    Provenance provenance;
    friend bool operator==(const Level &, const Level &) = default;
};

struct LevelPack {
    std::string name;
    std::string author;
    std::string description;
    std::string created; // ISO 8601, UTC
    std::vector<Level> levels;
    friend bool operator==(const LevelPack &, const LevelPack &) = default;
};

// JSON <-> pack. fromJson refuses a wrong format, an unknown (newer) version, missing or mistyped
// fields, duplicate level ids and unknown modules, throwing Error with the JSON path
// ("levels[3].data.rows") and the file. Level data is checked by the module's validator when the
// module is registered.
LevelPack fromJson(const Json &doc, const std::string &file = {});
// With a cancel token, stops between levels once it is set: the result is then incomplete and the caller
// drops it (the crash-recovery copy, when the pack is about to change under it).
OrderedJson toJson(const LevelPack &pack, const CancelToken *cancel = nullptr);
// One level as every writer writes it (pack files, crash recovery, exports): fixed member order, measures
// without float noise.
OrderedJson levelToJson(const Level &level);
Level levelFromJson(const Json &value, const std::string &place = {});

LevelPack load(const std::string &path);
// Atomic: writes a temporary file and renames it, so a failed save leaves the old file intact. With a
// cancel token, a save cancelled before the write leaves the file alone too: false then.
bool save(const LevelPack &pack, const std::string &path, const CancelToken *cancel = nullptr);

// Identity of a level's content (module + data, canonical JSON), independent of id, title and order:
// 64-bit FNV-1a, as 16 hex digits or as the number.
std::string contentHash(const Level &level);
std::uint64_t contentHashValue(const Level &level);
// Identity of a whole pack as saved (every member, levels in order): 64-bit FNV-1a of toJson's compact
// text, 16 hex digits. Traces name it ("pack"), and the web play-test page keys its progress by it.
std::string packHash(const LevelPack &pack);

struct MergeResult {
    LevelPack pack;
    int duplicatesDropped = 0;
};
// Concatenates packs in order (metadata from the first), drops levels whose content hash was already
// seen, and renames clashing ids.
MergeResult merge(const std::vector<LevelPack> &packs);

// merge()'s rule for one level after another, for merges that stream (pack/packmerge.h): keeps per level
// seen its content hash and its id, nothing else.
class MergeFilter {
public:
    // Whether level joins the merge (its content is new); when its id is taken it gets
    // "<module>-<n>", the lowest n free.
    bool admit(Level &level);
    int duplicatesDropped() const { return mDropped; }

private:
    std::unordered_set<std::uint64_t> mSeen;
    std::unordered_set<std::string> mIds;
    std::map<std::string, long> mNextNumber; // per module, so renaming stays linear in big merges
    int mDropped = 0;
};

// Whether text reads as a Tessera version as provenance.version records it: digits separated by dots
// ("1.4.0"), optionally followed by '-' or '+' and letters, digits, dots or dashes ("1.4.0-rc1").
// Older builds wrote the character U+0001 (the pack format's integer) instead; pack validate warns
// about such levels, and startLevel() (so pack measure and every re-made level) puts this build's
// version in their place.
bool isVersionText(const std::string &text);

// A fresh id not used in the pack, "<module>-<n>".
std::string freshId(const LevelPack &pack, const std::string &module);
// Current UTC time in ISO 8601, for "created".
std::string nowIso8601();

} // namespace tessera::pack
