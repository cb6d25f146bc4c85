#include "rooms/moveenumerator.h"

namespace tessera::rooms {

MoveEnumerator::MoveEnumerator(const InstanceTable *instances)
    : mInstances(instances) {}

std::size_t MoveEnumerator::total() const {
    std::size_t n = 0;
    for (std::size_t p = 0; p < mLists.size(); ++p) n += size(static_cast<int>(p));
    return n;
}

void MoveEnumerator::shareKinds(std::vector<int> kinds) {
    for (std::size_t p = 0; p < mSource.size(); ++p)
        if (mSource[p] >= 0) unshare(static_cast<int>(p));
    mKinds = std::move(kinds);
}

void MoveEnumerator::unshare(int prefab) const {
    const auto p = static_cast<std::size_t>(prefab);
    auto &own = mLists[p];
    own = mLists[static_cast<std::size_t>(mSource[p])];
    mSource[p] = -1;
    for (auto &c : own) {
        c.move.prefab = prefab;
        c.move.instance = mListInstance[p];
    }
}

Candidate MoveEnumerator::candidate(int prefab, std::size_t i) const {
    const int from = sharedWith(prefab);
    if (from < 0) return mLists[static_cast<std::size_t>(prefab)][i];
    Candidate c = mLists[static_cast<std::size_t>(from)][i];
    c.move.prefab = prefab;
    c.move.instance = mListInstance[static_cast<std::size_t>(prefab)];
    return c;
}

void MoveEnumerator::enumerateDoor(const RoomMap &map, const RoomInstance &instance, int instanceIndex,
                                   int mapDoor, std::vector<Candidate> &out) {
    const MapDoor &d = map.door(mapDoor);
    // The new room's door tile goes on the cell this door faces; if a room covers it, nothing fits.
    const Point target = step(d.cell, d.facing);
    if (map.occupied(target)) return;
    const Prefab &prefab = map.prefabs().prefab(instance.prefab);
    for (int u : instance.facing[static_cast<int>(opposite(d.facing))]) {
        const Point pos = target - prefab.doors()[static_cast<std::size_t>(u)].pos;
        if (!map.fits(instance.prefab, pos)) continue;
        Candidate c;
        c.move = Move{instance.prefab, instanceIndex, pos, u, mapDoor};
        out.push_back(c);
    }
}

void MoveEnumerator::rebuildList(const RoomMap &map, int prefab, int k) {
    auto &list = mLists[static_cast<std::size_t>(prefab)];
    list.clear();
    mListInstance[static_cast<std::size_t>(prefab)] = k;
    if (k < 0) return;
    const RoomInstance &inst = instance(prefab, k);
    const int doors = static_cast<int>(map.doors().size());
    for (int id = 0; id < doors; ++id)
        if (map.door(id).open()) enumerateDoor(map, inst, k, id, list);
}

void MoveEnumerator::reset(const RoomMap &map, const std::vector<int> &offered) {
    // Sized here, not in the constructor: the owner may fill the instance table after constructing us.
    mLists.assign(mInstances->size(), {});
    mListInstance.assign(mInstances->size(), -1);
    mSource.assign(mInstances->size(), -1);
    for (std::size_t p = 0; p < mLists.size(); ++p) rebuildList(map, static_cast<int>(p), offered[p]);
}

void MoveEnumerator::copyLists(const MoveEnumerator &from, const std::vector<int> &offered) {
    mLists.assign(from.mLists.size(), {});
    mListInstance.assign(from.mLists.size(), -1);
    mSource.assign(from.mLists.size(), -1);
    for (std::size_t p = 0; p < mLists.size(); ++p) {
        if (offered[p] < 0) continue;
        mListInstance[p] = from.mListInstance[p];
        const int source = from.sharedWith(static_cast<int>(p));
        if (source < 0) {
            mLists[p] = from.mLists[p];
            continue;
        }
        // Copied here, so that readers of `from` do not change it.
        mLists[p] = from.mLists[static_cast<std::size_t>(source)];
        for (auto &c : mLists[p]) {
            c.move.prefab = static_cast<int>(p);
            c.move.instance = mListInstance[p];
        }
    }
}

void MoveEnumerator::roomPlaced(const RoomMap &map, int room, const std::vector<int> &offered) {
    const PlacedRoom &placed = map.room(room);
    const CellRect placedBox = map.prefabs().prefab(placed.prefab).footprintBox().shifted(placed.pos);
    const auto sameDoors = [&](int a, int b) {
        return instance(a, offered[static_cast<std::size_t>(a)]).doors ==
               instance(b, offered[static_cast<std::size_t>(b)]).doors;
    };
    if (!mKinds.empty()) {
        // A shared list that is updated on its own below (it becomes its kind's first list, the first
        // having run out, or its doors differ) needs its copy before the first list changes.
        mKindDone.assign(mKinds.size(), -1);
        for (std::size_t p = 0; p < mLists.size(); ++p) {
            if (offered[p] < 0) continue;
            int &first = mKindDone[static_cast<std::size_t>(mKinds[p])];
            if (first < 0) first = static_cast<int>(p);
            if (sharedWith(static_cast<int>(p)) >= 0 &&
                (first == static_cast<int>(p) || !sameDoors(first, static_cast<int>(p))))
                unshare(static_cast<int>(p));
        }
    }
    mKindDone.assign(mKinds.size(), -1);
    for (std::size_t p = 0; p < mLists.size(); ++p) {
        const int k = offered[p];
        const int prefab = static_cast<int>(p);
        if (k < 0) {
            mLists[p].clear();
            mListInstance[p] = -1;
            mSource[p] = -1;
            continue;
        }
        if (!mKinds.empty()) {
            int &done = mKindDone[static_cast<std::size_t>(mKinds[p])];
            if (done >= 0 && sameDoors(done, prefab)) {
                // A copy of the kind's first list, made when read.
                mLists[p].clear();
                mSource[p] = done;
                mListInstance[p] = k;
                continue;
            }
            if (done < 0) done = prefab;
        }
        if (k != mListInstance[p]) {
            const int old = mListInstance[p];
            if (old < 0 || instance(prefab, old).doors != instance(prefab, k).doors) {
                // Other active doors: other moves. Only this prefab's list is rebuilt.
                rebuildList(map, prefab, k);
                continue;
            }
            for (auto &c : mLists[p]) c.move.instance = k;
            mListInstance[p] = k;
        }
        auto &list = mLists[p];
        const Prefab &pf = map.prefabs().prefab(prefab);
        const CellRect box = pf.footprintBox();
        // Stable compaction keeps the (map door, prefab door) order.
        std::size_t keep = 0;
        for (std::size_t i = 0; i < list.size(); ++i) {
            const Candidate &c = list[i];
            if (!map.door(c.move.mapDoor).open()) continue;
            if (box.shifted(c.move.pos).intersects(placedBox) && !map.fits(prefab, c.move.pos)) continue;
            if (keep != i) list[keep] = c;
            ++keep;
        }
        list.resize(keep);
        const RoomInstance &inst = instance(prefab, k);
        for (int id : placed.doorIds)
            if (id >= 0 && map.door(id).open()) enumerateDoor(map, inst, k, id, list);
    }
}

} // namespace tessera::rooms
