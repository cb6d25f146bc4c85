#pragma once

#include "rooms/bitplane.h"
#include "rooms/cellrect.h"
#include "rooms/prefabset.h"

#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace tessera::rooms {

struct PlacedRoom {
    int prefab = -1;
    int instance = -1;        // which instance of the prefab (k-th of its count)
    Point pos;                // map cell of the prefab's tile (0, 0)
    std::vector<int> doorIds; // per prefab door: its map door id, or -1 when the door is not active
};

// An active door of a placed room. Open while it has no connection.
struct MapDoor {
    int room = -1;
    int door = -1; // prefab door index
    Point cell;    // map cell of the door tile
    Dir facing = Dir::Up;
    int connection = -1;
    bool open() const { return connection < 0; }
};

// Two door tiles side by side, joined. loop is set for connections made by loop closing, which turn
// the room tree into a graph with alternative routes.
struct Connection {
    int doorA = -1;
    int doorB = -1;
    int roomA = -1;
    int roomB = -1;
    bool loop = false;
};

// The map state: placed rooms, their doors (open or used) and the connections between rooms. Rooms
// may be placed anywhere (negative cells too); the map grows in every direction.
class RoomMap {
public:
    explicit RoomMap(std::shared_ptr<const PrefabSet> set);

    const PrefabSet &prefabs() const { return *mSet; }
    const std::shared_ptr<const PrefabSet> &prefabSet() const { return mSet; }

    int roomCount() const { return static_cast<int>(mRooms.size()); }
    const PlacedRoom &room(int i) const { return mRooms[static_cast<std::size_t>(i)]; }
    const std::vector<PlacedRoom> &rooms() const { return mRooms; }
    const Prefab &prefabOf(int room) const { return mSet->prefab(this->room(room).prefab); }
    const std::vector<MapDoor> &doors() const { return mDoors; }
    const MapDoor &door(int id) const { return mDoors[static_cast<std::size_t>(id)]; }
    const std::vector<Connection> &connections() const { return mConnections; }
    const std::vector<int> &neighbours(int room) const { return mNeighbours[static_cast<std::size_t>(room)]; }
    bool adjacent(int a, int b) const;

    // Whether a prefab placed with its (0, 0) at pos overlaps no room (outside cells may overlap).
    bool fits(int prefab, Point pos) const { return !mOccupied.collides(mSet->prefab(prefab), pos); }
    bool occupied(Point cell) const { return mOccupied.test(cell); }
    // The open door whose tile is this cell, or -1. A bit test first: the hash lookup only runs on the
    // rare cells that hold an open door.
    int openDoorAt(Point cell) const {
        if (!mOpenDoorBits.test(cell)) return -1;
        const auto it = mOpenDoorIds.find(cellKey(cell));
        return it == mOpenDoorIds.end() ? -1 : it->second;
    }
    // The open door of another room that door `id` faces (tiles side by side, facing each other), or -1.
    int facingOpenDoor(int id) const;

    // Adds a room (activeDoors: prefab door indices, ascending) and returns its index. Throws Error when
    // it overlaps a room or a door index is out of range.
    int addRoom(int prefab, int instance, Point pos, const std::vector<int> &activeDoors);
    // Joins two open doors of different rooms whose tiles face each other. Throws Error otherwise.
    int connect(int doorA, int doorB, bool loop);
    // Loop closing: joins every open door of the room, in door order, to the open door facing it,
    // unless the two rooms are already joined. Returns the new connections.
    std::vector<int> closeLoops(int room);

    // Box around every room's walls and floors, and how many cells they cover.
    const CellRect &bounds() const { return mBounds; }
    long long area() const { return mArea; }
    // Map cell of a prefab door of a room.
    Point doorCell(int room, int prefabDoor) const;

private:
    std::shared_ptr<const PrefabSet> mSet;
    std::vector<PlacedRoom> mRooms;
    std::vector<MapDoor> mDoors;
    std::vector<Connection> mConnections;
    std::vector<std::vector<int>> mNeighbours;
    static std::int64_t cellKey(Point p) {
        return (static_cast<std::int64_t>(p.row) << 32) ^
               static_cast<std::int64_t>(static_cast<std::uint32_t>(p.col));
    }
    BitPlane mOccupied;
    BitPlane mOpenDoorBits;
    std::unordered_map<std::int64_t, int> mOpenDoorIds;
    CellRect mBounds;
    long long mArea = 0;
};

// The map's layout as a key: every room's position and every connection's rooms, not which prefab of
// a shape (maps that differ only in decoration have the same key).
std::string layoutKey(const RoomMap &map);

} // namespace tessera::rooms
