#include "rooms/squareset.h"

namespace tessera::rooms {

PrefabSet squareRoomSet(int prefabs, int side, int instances) {
    PrefabSet set;
    set.name = std::to_string(prefabs) + " square rooms " + std::to_string(side) + "x" + std::to_string(side);
    for (int k = 0; k < prefabs; ++k) {
        Grid<Tile> tiles(side, side, Tile::Inner);
        for (int i = 0; i < side; ++i) {
            tiles[Point{0, i}] = tiles[Point{side - 1, i}] = Tile::Solid;
            tiles[Point{i, 0}] = tiles[Point{i, side - 1}] = Tile::Solid;
        }
        // Pillars only in the core (two tiles from every wall), so the ring of floor along the walls
        // stays whole: every door keeps floor behind it and the floor stays connected.
        int bit = 0;
        for (int r = 2; r <= side - 3; ++r)
            for (int c = 2; c <= side - 3; ++c, ++bit)
                if (bit < 30 && ((k + 1) >> bit & 1) && (r + c) % 2 == 0) tiles[Point{r, c}] = Tile::Solid;
        set.entries.push_back({Prefab("square-" + std::to_string(k + 1), std::move(tiles)), instances, 1.0});
    }
    return set;
}

} // namespace tessera::rooms
