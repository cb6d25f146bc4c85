#include "rooms/roomlevel.h"

#include "common/fileio.h"
#include "common/version.h"

#include <filesystem>

namespace tessera::rooms {

namespace {

OrderedJson valuesToJson(const std::array<double, kObjectiveCount> &v) {
    OrderedJson j = OrderedJson::object();
    for (Objective o : kAllObjectives) j[objectiveName(o)] = v[static_cast<std::size_t>(o)];
    return j;
}

std::array<double, kObjectiveCount> valuesFromJson(const JsonCursor &c) {
    std::array<double, kObjectiveCount> v{};
    c.requireObject();
    for (auto it = c.raw().begin(); it != c.raw().end(); ++it) {
        const auto o = objectiveFromName(it.key());
        if (!o) c[it.key()].fail("unknown objective");
        v[static_cast<std::size_t>(*o)] = c[it.key()].number();
    }
    return v;
}

std::vector<int> intList(const JsonCursor &c, long long lo, long long hi) {
    std::vector<int> out;
    for (std::size_t i = 0; i < c.size(); ++i) out.push_back(static_cast<int>(c[i].integer(lo, hi)));
    return out;
}

// Rooms join door to door, so a map of n rooms lies within n prefab sides (at most Prefab::kMaxSide
// each) of its first room. Coordinates further out are refused before the map's bit plane, which spans
// every room, is sized from them (rows at -1e8 and +1e8 asked for one 16 GB allocation).
long long coordLimit(std::size_t rooms) {
    return static_cast<long long>(rooms + 1) * Prefab::kMaxSide;
}

} // namespace

RoomsLevel levelFromResult(const GenerationResult &result, const GeneratorOptions &options,
                           std::uint64_t seed) {
    RoomsLevel level;
    level.set = result.map.prefabSet();
    level.log = result.log;
    for (auto &s : level.log.steps) s.candidates.clear();
    level.start = result.path.start;
    level.end = result.path.end;
    level.seed = seed;
    level.options = options;
    level.tesseraVersion = kVersion;
    return level;
}

OrderedJson levelToJson(const RoomsLevel &level) {
    if (!level.set) throw Error("cannot write a map whose prefab set is not loaded");
    OrderedJson doc;
    doc["format"] = kMapFormat;
    doc["version"] = kMapVersion;
    if (!level.setFile.empty()) {
        doc["prefabSetFile"] = level.setFile;
    } else {
        doc["prefabSet"] = prefabSetToJson(*level.set);
    }
    OrderedJson rooms = OrderedJson::array();
    for (int i = 0; i < level.log.size(); ++i) {
        const PlacementStep &s = level.log.steps[static_cast<std::size_t>(i)];
        OrderedJson r;
        r["prefab"] = level.set->prefab(s.prefab).name();
        r["row"] = s.pos.row;
        r["col"] = s.pos.col;
        r["doors"] = s.doors;
        if (i > 0) {
            r["via"] = {{"door", s.door}, {"room", s.toRoom}, {"roomDoor", s.toDoor}};
            if (!s.loops.empty()) {
                OrderedJson loops = OrderedJson::array();
                for (const auto &l : s.loops)
                    loops.push_back({{"door", l.door}, {"room", l.room}, {"roomDoor", l.roomDoor}});
                r["loops"] = std::move(loops);
            }
        }
        r["fitness"] = s.fitness;
        r["objectives"] = valuesToJson(s.values);
        r["weights"] = valuesToJson(s.weights);
        if (i > 0) {
            r["offered"] = s.offered;
            r["considered"] = s.considered;
            r["evaluated"] = s.evaluated;
            r["cacheHits"] = s.cacheHits;
        }
        rooms.push_back(std::move(r));
    }
    doc["rooms"] = std::move(rooms);
    doc["start"] = level.start;
    doc["end"] = level.end;
    if (level.seed) doc["seed"] = *level.seed;
    if (level.options) doc["options"] = optionsToJson(*level.options);
    doc["tessera"] = level.tesseraVersion.empty() ? std::string(kVersion) : level.tesseraVersion;
    return doc;
}

RoomsLevel levelFromJson(const Json &doc, const std::string &file, const std::string &baseDir,
                         bool resolveSet) {
    try {
        const JsonCursor root(doc);
        root.requireObject();
        // Format and version first: another kind of file should be named as such, not picked apart.
        requireFormat(root, kMapFormat);
        requireVersion(root, kMapVersion);
        requireKeys(root, {"format", "version", "prefabSet", "prefabSetFile", "rooms", "start", "end", "seed",
                           "options", "tessera"});
        RoomsLevel level;
        if (root.has("prefabSet") == root.has("prefabSetFile"))
            root.fail("give the prefab set either inline (\"prefabSet\") or as a file (\"prefabSetFile\")");
        if (root.has("prefabSet")) {
            try {
                level.set = std::make_shared<const PrefabSet>(prefabSetFromJson(root["prefabSet"].raw()));
            } catch (const Error &e) {
                throw e.under("prefabSet");
            }
        } else {
            level.setFile = root["prefabSetFile"].string();
            if (level.setFile.empty()) root["prefabSetFile"].fail("empty file name");
            if (resolveSet) {
                const std::filesystem::path p = std::filesystem::path(baseDir) / level.setFile;
                try {
                    level.set = std::make_shared<const PrefabSet>(loadPrefabSet(p.string()));
                } catch (const Error &e) {
                    throw Error("referenced prefab set: " + std::string(e.what()), "prefabSetFile");
                }
            }
        }

        const JsonCursor rooms = root["rooms"];
        if (rooms.size() == 0) rooms.fail("a map needs at least one room");
        std::vector<int> used(level.set ? static_cast<std::size_t>(level.set->size()) : 0, 0);
        for (std::size_t i = 0; i < rooms.size(); ++i) {
            const JsonCursor r = rooms[i];
            requireKeys(r, {"prefab", "row", "col", "doors", "via", "loops", "fitness", "objectives",
                            "weights", "offered", "considered", "evaluated", "cacheHits"});
            PlacementStep s;
            const std::string name = r["prefab"].string();
            if (level.set) {
                s.prefab = level.set->find(name);
                if (s.prefab < 0) r["prefab"].fail("no prefab named '" + name + "' in the set");
                const int count = level.set->entries[static_cast<std::size_t>(s.prefab)].count;
                s.instance = used[static_cast<std::size_t>(s.prefab)]++;
                if (s.instance >= count)
                    r["prefab"].fail("the set has " + std::to_string(count) + " room(s) of '" + name +
                                     "', this would be one more");
            }
            const long long limit = coordLimit(rooms.size());
            s.pos = {static_cast<int>(r["row"].integer(-limit, limit)),
                     static_cast<int>(r["col"].integer(-limit, limit))};
            s.doors = intList(r["doors"], 0, 100000);
            if (i == 0) {
                if (r.has("via")) r["via"].fail("the first room joins nothing");
                if (r.has("loops")) r["loops"].fail("the first room has nothing to loop to");
            } else {
                const JsonCursor via = r["via"];
                requireKeys(via, {"door", "room", "roomDoor"});
                s.door = static_cast<int>(via["door"].integer(0, 100000));
                s.toRoom = static_cast<int>(via["room"].integer(0, 100000000));
                s.toDoor = static_cast<int>(via["roomDoor"].integer(0, 100000));
                if (r.has("loops")) {
                    const JsonCursor loops = r["loops"];
                    for (std::size_t k = 0; k < loops.size(); ++k) {
                        requireKeys(loops[k], {"door", "room", "roomDoor"});
                        s.loops.push_back({static_cast<int>(loops[k]["door"].integer(0, 100000)),
                                           static_cast<int>(loops[k]["room"].integer(0, 100000000)),
                                           static_cast<int>(loops[k]["roomDoor"].integer(0, 100000))});
                    }
                }
            }
            s.fitness = r.numberOr("fitness", 0);
            if (r.has("objectives")) s.values = valuesFromJson(r["objectives"]);
            if (r.has("weights")) s.weights = valuesFromJson(r["weights"]);
            s.offered = static_cast<int>(r.integerOr("offered", 0, 1LL << 30, 0));
            s.considered = static_cast<int>(r.integerOr("considered", 0, 1LL << 30, 0));
            s.evaluated = static_cast<int>(r.integerOr("evaluated", 0, 1LL << 30, 0));
            s.cacheHits = static_cast<int>(r.integerOr("cacheHits", 0, 1LL << 30, 0));
            level.log.steps.push_back(std::move(s));
        }
        const long long n = static_cast<long long>(rooms.size());
        level.start = static_cast<int>(root["start"].integer(0, n - 1));
        level.end = static_cast<int>(root["end"].integer(0, n - 1));
        if (root.has("seed")) {
            const Json &seed = root["seed"].raw();
            if (!seed.is_number_unsigned() && !(seed.is_number_integer() && seed.get<long long>() >= 0))
                root["seed"].fail("expected a non-negative integer");
            level.seed = seed.get<std::uint64_t>();
        }
        if (root.has("options")) {
            try {
                level.options = optionsFromJson(root["options"].raw());
            } catch (const Error &e) {
                throw e.under("options");
            }
        }
        level.tesseraVersion = root.stringOr("tessera", "");
        if (level.set) rebuildMap(level.set, level.log); // every placement checked, errors "rooms[i]..."
        return level;
    } catch (const Error &e) {
        throw e.inFile(file);
    }
}

RoomsLevel loadLevel(const std::string &path) {
    const std::string base = std::filesystem::path(path).parent_path().string();
    return levelFromJson(parseJson(readTextFile(path), path), path, base);
}

void saveLevel(const RoomsLevel &level, const std::string &path) {
    writeFileAtomic(path, levelToJson(level).dump(2) + "\n");
}

RoomMap levelMap(const RoomsLevel &level) {
    if (!level.set)
        throw Error("the prefab set '" + level.setFile + "' is referenced but not loaded", "prefabSetFile");
    return rebuildMap(level.set, level.log);
}

MainPath levelPath(const RoomsLevel &level, const RoomMap &map) {
    return pathBetween(map, level.start, level.end);
}

} // namespace tessera::rooms
