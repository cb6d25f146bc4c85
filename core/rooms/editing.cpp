#include "rooms/editing.h"

#include "common/error.h"

#include <algorithm>

namespace tessera::rooms {

std::vector<PrefabDraft> draftsOf(const PrefabSet &set) {
    std::vector<PrefabDraft> drafts;
    drafts.reserve(set.entries.size());
    for (const PrefabEntry &e : set.entries)
        drafts.push_back({e.prefab.name(), e.prefab.tiles(), e.count, e.weight});
    return drafts;
}

Json draftsToJson(const std::string &name, const std::vector<PrefabDraft> &drafts) {
    Json doc;
    doc["format"] = kPrefabSetFormat;
    doc["version"] = kPrefabSetVersion;
    doc["name"] = name;
    doc["prefabs"] = Json::array();
    for (const PrefabDraft &d : drafts) {
        Json p;
        p["name"] = d.name;
        p["count"] = d.count;
        p["weight"] = d.weight;
        p["tiles"] = tileRows(d.tiles);
        doc["prefabs"].push_back(std::move(p));
    }
    return doc;
}

std::vector<PrefabDraft> draftsFromJson(const Json &doc, std::string &name) {
    const JsonCursor root(doc);
    root.requireObject();
    name = root.stringOr("name", "");
    const JsonCursor prefabs = root["prefabs"];
    if (prefabs.size() > kMaxDrafts) prefabs.fail("more than " + std::to_string(kMaxDrafts) + " prefabs");
    std::vector<PrefabDraft> drafts;
    for (std::size_t i = 0; i < prefabs.size(); ++i) {
        const JsonCursor p = prefabs[i];
        p.requireObject();
        PrefabDraft d;
        d.name = p.stringOr("name", "");
        d.count = static_cast<int>(p["count"].integer(0, 1 << 20));
        d.weight = p["weight"].number();
        const JsonCursor rows = p["tiles"];
        if (rows.size() < 1 || rows.size() > std::size_t(Prefab::kMaxSide))
            rows.fail("a prefab is 1 to " + std::to_string(Prefab::kMaxSide) + " rows");
        const std::size_t cols = rows[0].string().size();
        if (cols < 1 || cols > std::size_t(Prefab::kMaxSide))
            rows[0].fail("a prefab is 1 to " + std::to_string(Prefab::kMaxSide) + " columns");
        d.tiles = Grid<Tile>(int(rows.size()), int(cols), Tile::Outer);
        for (std::size_t r = 0; r < rows.size(); ++r) {
            const std::string row = rows[r].string();
            if (row.size() != cols) rows[r].fail("rows of one prefab have one length");
            for (std::size_t c = 0; c < cols; ++c)
                if (!tileFromChar(row[c], d.tiles[Point{int(r), int(c)}]))
                    rows[r].fail("column " + std::to_string(c + 1) + " is not a tile");
        }
        drafts.push_back(std::move(d));
    }
    return drafts;
}

Grid<Tile> plainRoomTiles(int rows, int cols) {
    Grid<Tile> tiles(rows, cols, Tile::Solid);
    for (int r = 1; r + 1 < rows; ++r)
        for (int c = 1; c + 1 < cols; ++c) tiles[Point{r, c}] = Tile::Inner;
    return tiles;
}

Grid<Tile> resizedTiles(const Grid<Tile> &tiles, int rows, int cols) {
    Grid<Tile> out(rows, cols, Tile::Outer);
    for (int r = 0; r < std::min(rows, tiles.rows()); ++r)
        for (int c = 0; c < std::min(cols, tiles.cols()); ++c) out[Point{r, c}] = tiles[Point{r, c}];
    return out;
}

void paintTiles(PrefabDraft &draft, const std::vector<std::pair<Point, Tile>> &tiles) {
    for (const auto &[p, t] : tiles)
        if (draft.tiles.inside(p)) draft.tiles[p] = t;
}

std::string draftProblem(const PrefabDraft &draft) {
    try {
        Prefab prefab(draft.name, draft.tiles);
        (void)prefab;
        return {};
    } catch (const Error &e) {
        // "tiles[3]" is the JSON path; in the editor it is row 3.
        const std::string &place = e.place();
        if (place.rfind("tiles[", 0) == 0 && place.back() == ']')
            return "row " + place.substr(6, place.size() - 7) + ": " + e.message();
        return e.message();
    }
}

std::string freshPrefabName(const std::vector<PrefabDraft> &drafts, const std::string &base) {
    const auto taken = [&](const std::string &name) {
        return std::any_of(drafts.begin(), drafts.end(),
                           [&](const PrefabDraft &d) { return d.name == name; });
    };
    if (!taken(base)) return base;
    for (int n = 2;; ++n) {
        const std::string name = base + "-" + std::to_string(n);
        if (!taken(name)) return name;
    }
}

bool sameSettings(const GeneratorOptions &a, std::uint64_t seedA, const GeneratorOptions &b,
                  std::uint64_t seedB) {
    return seedA == seedB && optionsToJson(a) == optionsToJson(b);
}

} // namespace tessera::rooms
