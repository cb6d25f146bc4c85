#pragma once

#include "rooms/move.h"
#include "rooms/roominstance.h"
#include "rooms/roommap.h"

#include <vector>

namespace tessera::rooms {

// Keeps, for every prefab, the list of moves of its offered instance, and updates the lists
// incrementally: after a placement only moves touching the new room change (moves that now overlap it
// or used a door that is no longer open go, moves onto its open doors come). A list is ordered by (map
// door id, prefab door index) whichever way it was built, so the order does not depend on history.
class MoveEnumerator {
public:
    // The table must outlive the enumerator; it is read from reset() on.
    explicit MoveEnumerator(const InstanceTable *instances);

    // offered[p]: the instance of prefab p on offer (index into instances[p]), or -1 when none is left.
    void reset(const RoomMap &map, const std::vector<int> &offered);
    // Call after the room was added to the map, joined and its loops closed.
    void roomPlaced(const RoomMap &map, int room, const std::vector<int> &offered);

    // Prefabs of one kind (placementKinds) then share one enumeration: the lists of the others are
    // copies of the kind's first list (the lowest prefab with an instance on offer) with their prefab
    // and instance, cache entries included, made only when read through moves(). For callers whose
    // lists of one kind would hold the same cache entries anyway (every list scored alike each step),
    // or that keep none. An empty vector stops sharing (copies are made first).
    void shareKinds(std::vector<int> kinds);
    // The prefab whose list `prefab`'s is a copy of (not yet made), or -1 for a list of its own.
    int sharedWith(int prefab) const {
        return mSource.empty() ? -1 : mSource[static_cast<std::size_t>(prefab)];
    }
    // Move i of a prefab's list, without making a shared copy.
    Candidate candidate(int prefab, std::size_t i) const;

    // The lists of the prefabs with an instance in `offered` (as built for those instances), the others
    // empty: a lighter copy for looking ahead.
    void copyLists(const MoveEnumerator &from, const std::vector<int> &offered);

    // A shared list is copied from its kind's first list on first read.
    std::vector<Candidate> &moves(int prefab) { return list(prefab); }
    const std::vector<Candidate> &moves(int prefab) const { return list(prefab); }
    // The number of moves of a prefab (a shared list not copied for it).
    std::size_t size(int prefab) const {
        const int from = sharedWith(prefab);
        return mLists[static_cast<std::size_t>(from < 0 ? prefab : from)].size();
    }
    std::size_t total() const;

    // Every placement of an instance joining one map door, in prefab door order (no cache entries).
    static void enumerateDoor(const RoomMap &map, const RoomInstance &instance, int instanceIndex,
                              int mapDoor, std::vector<Candidate> &out);

private:
    const RoomInstance &instance(int prefab, int k) const {
        return (*mInstances)[static_cast<std::size_t>(prefab)][static_cast<std::size_t>(k)];
    }
    void rebuildList(const RoomMap &map, int prefab, int k);
    std::vector<Candidate> &list(int prefab) const {
        if (sharedWith(prefab) >= 0) unshare(prefab);
        return mLists[static_cast<std::size_t>(prefab)];
    }
    // Makes a shared list a list of its own (a copy of its source as it is now).
    void unshare(int prefab) const;

    const InstanceTable *mInstances;
    // Mutable: a shared list is copied on first read, through const access too (the lists the
    // lookahead reads). Not for concurrent readers.
    mutable std::vector<std::vector<Candidate>> mLists;
    mutable std::vector<int> mSource; // per prefab: the prefab whose list its list copies, or -1
    std::vector<int> mListInstance;
    std::vector<int> mKinds;    // shareKinds(); empty: every list enumerated on its own
    std::vector<int> mKindDone; // scratch of roomPlaced: per kind, the prefab whose list is up to date
};

} // namespace tessera::rooms
