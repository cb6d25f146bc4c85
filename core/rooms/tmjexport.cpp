#include "rooms/tmjexport.h"

#include "common/error.h"
#include "rooms/preview.h"
#include "rooms/tilemap.h"

namespace tessera::rooms {

namespace {

OrderedJson property(const std::string &name, const char *type, OrderedJson value) {
    OrderedJson p;
    p["name"] = name;
    p["type"] = type;
    p["value"] = std::move(value);
    return p;
}

OrderedJson object(int id, const std::string &name, const std::string &type, double x, double y, double w,
                   double h) {
    OrderedJson o;
    o["height"] = h;
    o["id"] = id;
    o["name"] = name;
    o["rotation"] = 0;
    o["type"] = type;
    o["visible"] = true;
    o["width"] = w;
    o["x"] = x;
    o["y"] = y;
    return o;
}

} // namespace

OrderedJson toTmj(const RoomMap &map, const MainPath &path, const TmjOptions &options) {
    if (options.tileSize < 1) throw Error("the tile size must be at least 1 pixel");
    const TileMap tiles = renderTiles(map);
    const int width = tiles.cells.cols();
    const int height = tiles.cells.rows();
    const double ts = options.tileSize;

    OrderedJson data = OrderedJson::array();
    for (const Cell c : tiles.cells) {
        switch (c) {
        case Cell::Empty:
            data.push_back(0);
            break;
        case Cell::Wall:
            data.push_back(kTmjWallTile + 1);
            break;
        case Cell::Floor:
            data.push_back(kTmjFloorTile + 1);
            break;
        case Cell::Door:
            data.push_back(kTmjDoorTile + 1);
            break;
        }
    }
    OrderedJson tileLayer;
    tileLayer["data"] = std::move(data);
    tileLayer["height"] = height;
    tileLayer["id"] = 1;
    tileLayer["name"] = "tiles";
    tileLayer["opacity"] = 1;
    tileLayer["type"] = "tilelayer";
    tileLayer["visible"] = true;
    tileLayer["width"] = width;
    tileLayer["x"] = 0;
    tileLayer["y"] = 0;

    std::vector<char> onPath(static_cast<std::size_t>(map.roomCount()), 0);
    for (int r : path.rooms) onPath[static_cast<std::size_t>(r)] = 1;
    OrderedJson objects = OrderedJson::array();
    int nextId = 1;
    const auto centre = [&](Point mapCell) {
        const Point g = tiles.toGrid(mapCell);
        return std::pair<double, double>{(g.col + 0.5) * ts, (g.row + 0.5) * ts};
    };
    for (int i = 0; i < map.roomCount(); ++i) {
        const CellRect box = map.prefabOf(i).footprintBox().shifted(map.room(i).pos);
        const Point g = tiles.toGrid({box.top, box.left});
        OrderedJson o = object(nextId++, "room " + std::to_string(i), "room", g.col * ts, g.row * ts,
                               box.width() * ts, box.height() * ts);
        o["properties"] =
            OrderedJson::array({property("index", "int", i),
                                property("mainPath", "bool", onPath[static_cast<std::size_t>(i)] != 0),
                                property("prefab", "string", map.prefabOf(i).name())});
        objects.push_back(std::move(o));
    }
    for (const Connection &c : map.connections()) {
        for (int id : {c.doorA, c.doorB}) {
            const MapDoor &d = map.door(id);
            const auto [x, y] = centre(d.cell);
            OrderedJson o = object(nextId++, "door", "door", x, y, 0, 0);
            o["point"] = true;
            o["properties"] =
                OrderedJson::array({property("facing", "string", dirName(d.facing)),
                                    property("loop", "bool", c.loop), property("room", "int", d.room)});
            objects.push_back(std::move(o));
        }
    }
    const auto cells = mainPathCells(map, path);
    if (!cells.empty()) {
        const auto [x0, y0] = centre(cells.front());
        OrderedJson o = object(nextId++, "main path", "mainPath", x0, y0, 0, 0);
        OrderedJson points = OrderedJson::array();
        for (const Point &p : cells) {
            const auto [x, y] = centre(p);
            points.push_back({{"x", x - x0}, {"y", y - y0}});
        }
        o["polyline"] = std::move(points);
        objects.push_back(std::move(o));
    }
    for (const auto &[room, label] : {std::pair{path.start, "start"}, std::pair{path.end, "end"}}) {
        if (room < 0) continue;
        const auto [x, y] = centre(map.room(room).pos + map.prefabOf(room).anchor());
        OrderedJson o = object(nextId++, label, label, x, y, 0, 0);
        o["point"] = true;
        o["properties"] = OrderedJson::array({property("room", "int", room)});
        objects.push_back(std::move(o));
    }
    OrderedJson objectLayer;
    objectLayer["draworder"] = "topdown";
    objectLayer["id"] = 2;
    objectLayer["name"] = "rooms";
    objectLayer["objects"] = std::move(objects);
    objectLayer["opacity"] = 1;
    objectLayer["type"] = "objectgroup";
    objectLayer["visible"] = true;
    objectLayer["x"] = 0;
    objectLayer["y"] = 0;

    OrderedJson tileset;
    tileset["columns"] = 3;
    tileset["firstgid"] = 1;
    tileset["image"] = options.tilesetImage;
    tileset["imageheight"] = options.tileSize;
    tileset["imagewidth"] = 3 * options.tileSize;
    tileset["margin"] = 0;
    tileset["name"] = "tessera-rooms";
    tileset["spacing"] = 0;
    tileset["tilecount"] = 3;
    tileset["tileheight"] = options.tileSize;
    tileset["tiles"] = OrderedJson::array({{{"id", kTmjWallTile}, {"type", "wall"}},
                                           {{"id", kTmjFloorTile}, {"type", "floor"}},
                                           {{"id", kTmjDoorTile}, {"type", "door"}}});
    tileset["tilewidth"] = options.tileSize;

    OrderedJson tmj;
    tmj["compressionlevel"] = -1;
    tmj["height"] = height;
    tmj["infinite"] = false;
    tmj["layers"] = OrderedJson::array({std::move(tileLayer), std::move(objectLayer)});
    tmj["nextlayerid"] = 3;
    tmj["nextobjectid"] = nextId;
    tmj["orientation"] = "orthogonal";
    tmj["properties"] = OrderedJson::array(
        {property("generator", "string", "tessera rooms"), property("name", "string", options.name)});
    tmj["renderorder"] = "right-down";
    tmj["tiledversion"] = "1.10.2";
    tmj["tileheight"] = options.tileSize;
    tmj["tilesets"] = OrderedJson::array({std::move(tileset)});
    tmj["tilewidth"] = options.tileSize;
    tmj["type"] = "map";
    tmj["version"] = "1.10";
    tmj["width"] = width;
    return tmj;
}

Image tmjTilesetImage(int tileSize) {
    if (tileSize < 1) throw Error("the tile size must be at least 1 pixel");
    Drawing d;
    d.width = 3;
    d.height = 1;
    d.background = rgb(0, 0, 0, 0);
    d.rect(0, 0, 1, 1, rgb(68, 70, 84));
    d.rect(1, 0, 1, 1, rgb(222, 216, 200));
    d.rect(2, 0, 1, 1, rgb(176, 104, 44));
    // A light inner edge so single tiles read as tiles in Tiled.
    const double e = 1.0 / tileSize;
    d.rect(0, 0, 1, e, rgb(96, 98, 112));
    d.rect(2, 0, 1, e, rgb(206, 134, 74));
    return rasterize(d, 3 * tileSize);
}

} // namespace tessera::rooms
