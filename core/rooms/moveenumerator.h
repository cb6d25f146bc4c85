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
    // copies with their prefab and instance. Only for callers that keep no cache entries in the lists
    // (a copy carries the entries of the list it was copied from).
    void shareKinds(std::vector<int> kinds) { mKinds = std::move(kinds); }

    // The lists of the prefabs with an instance in `offered` (as built for those instances), the others
    // empty: a lighter copy for looking ahead.
    void copyLists(const MoveEnumerator &from, const std::vector<int> &offered);

    std::vector<Candidate> &moves(int prefab) { return mLists[static_cast<std::size_t>(prefab)]; }
    const std::vector<Candidate> &moves(int prefab) const { return mLists[static_cast<std::size_t>(prefab)]; }
    std::size_t total() const;

    // Every placement of an instance joining one map door, in prefab door order (no cache entries).
    static void enumerateDoor(const RoomMap &map, const RoomInstance &instance, int instanceIndex,
                              int mapDoor, std::vector<Candidate> &out);

private:
    const RoomInstance &instance(int prefab, int k) const {
        return (*mInstances)[static_cast<std::size_t>(prefab)][static_cast<std::size_t>(k)];
    }
    void rebuildList(const RoomMap &map, int prefab, int k);

    const InstanceTable *mInstances;
    std::vector<std::vector<Candidate>> mLists;
    std::vector<int> mListInstance;
    std::vector<int> mKinds;    // shareKinds(); empty: every list enumerated on its own
    std::vector<int> mKindDone; // scratch of roomPlaced: per kind, the prefab whose list is up to date
};

} // namespace tessera::rooms
