#include "rooms/prefabset.h"

#include "common/fileio.h"

#include <cmath>
#include <unordered_set>

namespace tessera::rooms {

int PrefabSet::totalRooms() const {
    int total = 0;
    for (const auto &e : entries) total += e.count;
    return total;
}

int PrefabSet::find(std::string_view name) const {
    for (std::size_t i = 0; i < entries.size(); ++i)
        if (entries[i].prefab.name() == name) return static_cast<int>(i);
    return -1;
}

void requireKeys(const JsonCursor &object, std::initializer_list<std::string_view> allowed) {
    object.requireObject();
    for (auto it = object.raw().begin(); it != object.raw().end(); ++it) {
        bool known = false;
        for (auto a : allowed) known = known || it.key() == a;
        if (known) continue;
        std::string list;
        for (auto a : allowed) list += (list.empty() ? "" : ", ") + std::string(a);
        throw Error("unknown field '" + it.key() + "' (allowed: " + list + ")",
                    object.path().empty() ? it.key() : object.path() + "." + it.key());
    }
}

namespace {

Grid<Tile> parseTiles(const JsonCursor &rows) {
    const std::size_t n = rows.size();
    if (n == 0) rows.fail("expected at least one row of tiles");
    std::size_t width = 0;
    for (std::size_t r = 0; r < n; ++r) {
        const std::string row = rows[r].string();
        if (r == 0) width = row.size();
        if (row.size() != width)
            rows[r].fail("row has " + std::to_string(row.size()) + " tiles, expected " +
                         std::to_string(width) + " like row 0 (a prefab must be rectangular)");
    }
    if (width == 0) rows[0].fail("empty row");
    if (n > static_cast<std::size_t>(Prefab::kMaxSide) || width > static_cast<std::size_t>(Prefab::kMaxSide))
        rows.fail("a prefab is at most " + std::to_string(Prefab::kMaxSide) +
                  " tiles on each side, this one is " + std::to_string(n) + " x " + std::to_string(width));
    Grid<Tile> tiles(static_cast<int>(n), static_cast<int>(width), Tile::Outer);
    for (std::size_t r = 0; r < n; ++r) {
        const std::string row = rows[r].string();
        for (std::size_t c = 0; c < width; ++c) {
            Tile t{};
            if (!tileFromChar(row[c], t))
                rows[r].fail("unknown tile '" + std::string(1, row[c]) + "' at column " + std::to_string(c) +
                             " (use '#' wall, '.' floor, '-' outside)");
            tiles[Point{static_cast<int>(r), static_cast<int>(c)}] = t;
        }
    }
    return tiles;
}

PrefabEntry parseEntry(const JsonCursor &c) {
    requireKeys(c, {"name", "tiles", "count", "weight"});
    const std::string name = c["name"].string();
    if (name.empty()) c["name"].fail("a prefab needs a name");
    Grid<Tile> tiles = parseTiles(c["tiles"]);
    try {
        PrefabEntry entry{Prefab(name, std::move(tiles)), 1, 1.0};
        entry.count = static_cast<int>(c.integerOr("count", 0, 10000, 1));
        if (c.has("weight")) {
            entry.weight = c["weight"].number();
            if (!(entry.weight > 0) || !std::isfinite(entry.weight))
                c["weight"].fail("the weight must be a positive number");
        }
        return entry;
    } catch (const Error &e) {
        if (!e.place().empty() && e.place().rfind("tiles", 0) == 0)
            throw Error("prefab '" + name + "': " + e.message(), e.under(c.path()).place());
        throw;
    }
}

} // namespace

PrefabSet prefabSetFromJson(const Json &doc, const std::string &file) {
    try {
        const JsonCursor root(doc);
        root.requireObject();
        requireFormat(root, kPrefabSetFormat);
        requireVersion(root, kPrefabSetVersion);
        PrefabSet set;
        set.name = root.stringOr("name", "");
        const JsonCursor prefabs = root["prefabs"];
        const std::size_t n = prefabs.size();
        if (n == 0) prefabs.fail("a prefab set needs at least one prefab");
        std::unordered_set<std::string> names; // a search per prefab made large sets quadratic
        for (std::size_t i = 0; i < n; ++i) {
            PrefabEntry entry = parseEntry(prefabs[i]);
            if (!names.insert(entry.prefab.name()).second)
                prefabs[i]["name"].fail("duplicate prefab name '" + entry.prefab.name() + "'");
            set.entries.push_back(std::move(entry));
        }
        if (set.totalRooms() == 0) prefabs.fail("every prefab has count 0: the set makes no rooms");
        return set;
    } catch (const Error &e) {
        throw e.inFile(file);
    }
}

OrderedJson prefabSetToJson(const PrefabSet &set) {
    OrderedJson doc;
    doc["format"] = kPrefabSetFormat;
    doc["version"] = kPrefabSetVersion;
    doc["name"] = set.name;
    doc["prefabs"] = OrderedJson::array();
    for (const auto &e : set.entries) {
        OrderedJson p;
        p["name"] = e.prefab.name();
        p["count"] = e.count;
        p["weight"] = e.weight;
        p["tiles"] = tileRows(e.prefab.tiles());
        doc["prefabs"].push_back(std::move(p));
    }
    return doc;
}

PrefabSet loadPrefabSet(const std::string &path) {
    return prefabSetFromJson(parseJson(readTextFile(path), path), path);
}

void savePrefabSet(const PrefabSet &set, const std::string &path) {
    writeFileAtomic(path, prefabSetToJson(set).dump(2) + "\n");
}

} // namespace tessera::rooms
