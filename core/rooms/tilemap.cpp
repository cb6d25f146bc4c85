#include "rooms/tilemap.h"

namespace tessera::rooms {

TileMap renderTiles(const RoomMap &map) {
    TileMap t;
    const CellRect box = map.bounds();
    t.origin = {box.top, box.left};
    t.cells = Grid<Cell>(box.height(), box.width(), Cell::Empty);
    t.rooms = Grid<int>(box.height(), box.width(), -1);
    for (int i = 0; i < map.roomCount(); ++i) {
        const PlacedRoom &room = map.room(i);
        const Prefab &p = map.prefabOf(i);
        for (int r = 0; r < p.rows(); ++r)
            for (int c = 0; c < p.cols(); ++c) {
                const Tile tile = p.tile({r, c});
                if (tile == Tile::Outer) continue;
                const Point g = t.toGrid(room.pos + Point{r, c});
                t.cells[g] = tile == Tile::Inner ? Cell::Floor : Cell::Wall;
                t.rooms[g] = i;
            }
    }
    for (const MapDoor &d : map.doors())
        if (!d.open()) t.cells[t.toGrid(d.cell)] = Cell::Door;
    return t;
}

} // namespace tessera::rooms
