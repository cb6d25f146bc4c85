#pragma once

#include "common/rng.h"
#include "rooms/prefabset.h"

#include <array>
#include <vector>

namespace tessera::rooms {

// One room to place (the seed's "instance"): a prefab and the subset of its potential doors that are
// active. Instances of a prefab are offered one at a time, in order.
struct RoomInstance {
    int prefab = -1;
    std::vector<int> doors;                 // active prefab door indices, ascending
    std::array<std::vector<int>, 4> facing; // the same doors split by facing direction

    friend bool operator==(const RoomInstance &a, const RoomInstance &b) {
        return a.prefab == b.prefab && a.doors == b.doors;
    }
};

// Instances of every prefab, indexed [prefab][k].
using InstanceTable = std::vector<std::vector<RoomInstance>>;

enum class DoorMode { All, Random };

// An instance with the given active doors (checked against the prefab by the caller).
RoomInstance makeInstance(const PrefabSet &set, int prefab, std::vector<int> doors);

// count instances per prefab. With DoorMode::Random each instance keeps round(fraction * doors) of its
// prefab's potential doors (at least one), drawn with the Rng; with All every door is active.
InstanceTable makeInstances(const PrefabSet &set, DoorMode mode, double fraction, Rng &rng);

// Per prefab, the first prefab that places exactly like it: the same footprint and doors, and every
// instance of both with the same active doors, so both make the same moves with the same fitness.
std::vector<int> placementKinds(const PrefabSet &set, const InstanceTable &instances);

// k of the indices 0..n-1, ascending, every subset equally likely: selection sampling when few are
// kept, Floyd's algorithm on the ones left out when most are (fewer draws either way).
std::vector<int> sampleIndices(int n, int k, Rng &rng);

} // namespace tessera::rooms
