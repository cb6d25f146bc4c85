#include "rooms/preview.h"

#include "rooms/tilemap.h"

namespace tessera::rooms {

namespace {
constexpr Color kOutside = rgb(250, 250, 247);
constexpr Color kWall = rgb(68, 70, 84);
constexpr Color kFloor = rgb(222, 216, 200);
constexpr Color kPathFloor = rgb(246, 222, 160);
constexpr Color kDoor = rgb(176, 104, 44);
constexpr Color kPathLine = rgb(200, 56, 40);
constexpr Color kStart = rgb(46, 160, 67);
constexpr Color kEnd = rgb(200, 40, 40);
} // namespace

std::vector<Point> mainPathCells(const RoomMap &map, const MainPath &path) {
    std::vector<Point> cells;
    const auto anchor = [&](int room) { return map.room(room).pos + map.prefabOf(room).anchor(); };
    for (std::size_t i = 0; i < path.rooms.size(); ++i) {
        const int room = path.rooms[i];
        if (i > 0) {
            const int prev = path.rooms[i - 1];
            for (const Connection &c : map.connections()) {
                if (!((c.roomA == prev && c.roomB == room) || (c.roomA == room && c.roomB == prev))) continue;
                cells.push_back(map.door(c.roomA == prev ? c.doorA : c.doorB).cell);
                cells.push_back(map.door(c.roomA == prev ? c.doorB : c.doorA).cell);
                break;
            }
        }
        cells.push_back(anchor(room));
    }
    return cells;
}

Drawing drawRoomMap(const RoomMap &map, const MainPath &path) {
    Drawing d;
    d.background = kOutside;
    if (map.roomCount() == 0) {
        d.width = d.height = 1;
        return d;
    }
    const TileMap tiles = renderTiles(map);
    d.width = tiles.cells.cols();
    d.height = tiles.cells.rows();
    std::vector<char> onPath(static_cast<std::size_t>(map.roomCount()), 0);
    for (int r : path.rooms) onPath[static_cast<std::size_t>(r)] = 1;
    const auto colorAt = [&](Point g) {
        switch (tiles.cells[g]) {
        case Cell::Empty:
            return kOutside;
        case Cell::Wall:
            return kWall;
        case Cell::Door:
            return kDoor;
        case Cell::Floor:
            return onPath[static_cast<std::size_t>(tiles.rooms[g])] ? kPathFloor : kFloor;
        }
        return kOutside;
    };
    // One rectangle per run of equal colour in a row keeps big maps small.
    for (int r = 0; r < tiles.cells.rows(); ++r) {
        int c = 0;
        while (c < tiles.cells.cols()) {
            const Color color = colorAt({r, c});
            int end = c + 1;
            while (end < tiles.cells.cols() && colorAt({r, end}) == color) ++end;
            if (color != kOutside) d.rect(c, r, end - c, 1, color);
            c = end;
        }
    }
    const auto cells = mainPathCells(map, path);
    for (std::size_t i = 1; i < cells.size(); ++i) {
        const Point a = tiles.toGrid(cells[i - 1]);
        const Point b = tiles.toGrid(cells[i]);
        d.line(a.col + 0.5, a.row + 0.5, b.col + 0.5, b.row + 0.5, kPathLine, 0.3);
    }
    const auto mark = [&](int room, Color color, const char *label) {
        const Point g = tiles.toGrid(map.room(room).pos + map.prefabOf(room).anchor());
        d.circle(g.col + 0.5, g.row + 0.5, 0.9, color, rgb(255, 255, 255), 0.15);
        d.text(g.col + 0.5, g.row + 0.5, 0.8, label, rgb(255, 255, 255));
    };
    if (path.start >= 0) mark(path.start, kStart, "S");
    if (path.end >= 0 && path.end != path.start) mark(path.end, kEnd, "E");
    return d;
}

} // namespace tessera::rooms
