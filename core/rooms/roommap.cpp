#include "rooms/roommap.h"

#include "common/error.h"

#include <algorithm>

namespace tessera::rooms {

RoomMap::RoomMap(std::shared_ptr<const PrefabSet> set)
    : mSet(std::move(set)) {
    if (!mSet) throw Error("a room map needs a prefab set");
}

bool RoomMap::adjacent(int a, int b) const {
    const auto &n = neighbours(a);
    return std::find(n.begin(), n.end(), b) != n.end();
}

Point RoomMap::doorCell(int room, int prefabDoor) const {
    const PlacedRoom &r = this->room(room);
    return r.pos + mSet->prefab(r.prefab).doors()[static_cast<std::size_t>(prefabDoor)].pos;
}

int RoomMap::facingOpenDoor(int id) const {
    const MapDoor &d = door(id);
    if (!d.open()) return -1;
    const int other = openDoorAt(step(d.cell, d.facing));
    if (other < 0) return -1;
    const MapDoor &o = door(other);
    return o.facing == opposite(d.facing) && o.room != d.room ? other : -1;
}

int RoomMap::addRoom(int prefab, int instance, Point pos, const std::vector<int> &activeDoors) {
    if (prefab < 0 || prefab >= mSet->size()) throw Error("unknown prefab index " + std::to_string(prefab));
    const Prefab &p = mSet->prefab(prefab);
    if (!fits(prefab, pos))
        throw Error("room '" + p.name() + "' at row " + std::to_string(pos.row) + ", column " +
                    std::to_string(pos.col) + " overlaps another room");
    const int index = roomCount();
    PlacedRoom room;
    room.prefab = prefab;
    room.instance = instance;
    room.pos = pos;
    room.doorIds.assign(p.doors().size(), -1);
    int previous = -1;
    for (int d : activeDoors) {
        if (d < 0 || d >= static_cast<int>(p.doors().size()))
            throw Error("door " + std::to_string(d) + " does not exist (prefab '" + p.name() + "' has " +
                        std::to_string(p.doors().size()) + " potential doors)");
        if (d <= previous) throw Error("active doors must be listed once each, in ascending order");
        previous = d;
    }
    mOccupied.add(p, pos);
    for (int d : activeDoors) {
        const Door &door = p.doors()[static_cast<std::size_t>(d)];
        MapDoor md;
        md.room = index;
        md.door = d;
        md.cell = pos + door.pos;
        md.facing = door.facing;
        room.doorIds[static_cast<std::size_t>(d)] = static_cast<int>(mDoors.size());
        mOpenDoorBits.set(md.cell);
        mOpenDoorIds[cellKey(md.cell)] = static_cast<int>(mDoors.size());
        mDoors.push_back(md);
    }
    mRooms.push_back(std::move(room));
    mNeighbours.emplace_back();
    mBounds = mBounds.united(p.footprintBox().shifted(pos));
    mArea += p.area();
    return index;
}

int RoomMap::connect(int doorA, int doorB, bool loop) {
    const int n = static_cast<int>(mDoors.size());
    if (doorA < 0 || doorA >= n || doorB < 0 || doorB >= n) throw Error("no such door");
    MapDoor &a = mDoors[static_cast<std::size_t>(doorA)];
    MapDoor &b = mDoors[static_cast<std::size_t>(doorB)];
    if (!a.open() || !b.open()) throw Error("the door is already in use");
    if (a.room == b.room) throw Error("a room cannot be joined to itself");
    if (a.facing != opposite(b.facing) || step(a.cell, a.facing) != b.cell)
        throw Error("the two doors do not face each other");
    if (adjacent(a.room, b.room)) throw Error("the two rooms are already joined");
    const int id = static_cast<int>(mConnections.size());
    mConnections.push_back({doorA, doorB, a.room, b.room, loop});
    a.connection = id;
    b.connection = id;
    for (const MapDoor *d : {&a, &b}) {
        mOpenDoorBits.clear(d->cell);
        mOpenDoorIds.erase(cellKey(d->cell));
    }
    mNeighbours[static_cast<std::size_t>(a.room)].push_back(b.room);
    mNeighbours[static_cast<std::size_t>(b.room)].push_back(a.room);
    return id;
}

std::vector<int> RoomMap::closeLoops(int room) {
    std::vector<int> made;
    for (int id : this->room(room).doorIds) {
        if (id < 0) continue;
        const int other = facingOpenDoor(id);
        if (other < 0 || adjacent(room, door(other).room)) continue;
        made.push_back(connect(id, other, true));
    }
    return made;
}

std::string layoutKey(const RoomMap &map) {
    std::string key;
    for (const PlacedRoom &r : map.rooms())
        key += std::to_string(r.pos.row) + "," + std::to_string(r.pos.col) + ";";
    for (const Connection &c : map.connections())
        key += std::to_string(c.roomA) + "-" + std::to_string(c.roomB) + ";";
    return key;
}

} // namespace tessera::rooms
