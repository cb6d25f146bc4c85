#pragma once

#include "rooms/prefabset.h"
#include "rooms/roominstance.h"
#include "rooms/roommap.h"

#include <memory>
#include <string>
#include <vector>

// Helpers shared by the room-map tests: hand-made prefabs and sets.
namespace roomstest {

using namespace tessera;
using namespace tessera::rooms;

inline Grid<Tile> tilesFrom(const std::vector<std::string> &rows) {
    Grid<Tile> g(static_cast<int>(rows.size()), static_cast<int>(rows.front().size()), Tile::Outer);
    for (int r = 0; r < g.rows(); ++r)
        for (int c = 0; c < g.cols(); ++c) {
            Tile t{};
            if (!tileFromChar(rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)], t))
                throw Error("bad test tile");
            g[Point{r, c}] = t;
        }
    return g;
}

inline Prefab prefabFrom(const std::string &name, const std::vector<std::string> &rows) {
    return Prefab(name, tilesFrom(rows));
}

inline const std::vector<std::string> kSquare5{"#####", "#...#", "#...#", "#...#", "#####"};
inline const std::vector<std::string> kLShape{"#####---", "#...#---", "#...####", "#......#", "########"};
inline const std::vector<std::string> kCorridor{"#######", "#######", "#.....#", "#######", "#######"};

struct Entry {
    std::string name;
    std::vector<std::string> rows;
    int count = 1;
    double weight = 1;
};

inline std::shared_ptr<const PrefabSet> makeSet(const std::vector<Entry> &entries) {
    PrefabSet set;
    set.name = "test";
    for (const auto &e : entries) set.entries.push_back({prefabFrom(e.name, e.rows), e.count, e.weight});
    return std::make_shared<const PrefabSet>(std::move(set));
}

inline std::vector<int> allDoors(const PrefabSet &set, int prefab) {
    std::vector<int> d;
    for (int i = 0; i < static_cast<int>(set.prefab(prefab).doors().size()); ++i) d.push_back(i);
    return d;
}

// Index of the prefab door at a tile, or -1.
inline int doorAt(const Prefab &p, Point pos) {
    for (std::size_t i = 0; i < p.doors().size(); ++i)
        if (p.doors()[i].pos == pos) return static_cast<int>(i);
    return -1;
}

} // namespace roomstest
