#include "rooms/roominstance.h"

#include <algorithm>
#include <cmath>

namespace tessera::rooms {

RoomInstance makeInstance(const PrefabSet &set, int prefab, std::vector<int> doors) {
    RoomInstance inst;
    inst.prefab = prefab;
    inst.doors = std::move(doors);
    const Prefab &p = set.prefab(prefab);
    for (int d : inst.doors)
        inst.facing[static_cast<int>(p.doors()[static_cast<std::size_t>(d)].facing)].push_back(d);
    return inst;
}

std::vector<int> sampleIndices(int n, int k, Rng &rng) {
    k = std::clamp(k, 0, n);
    std::vector<int> out;
    out.reserve(static_cast<std::size_t>(k));
    if (2 * k <= n) {
        // Selection sampling: one draw per index until k are taken.
        int needed = k;
        for (int i = 0; i < n && needed > 0; ++i) {
            if (static_cast<int>(rng.below(static_cast<std::uint64_t>(n - i))) < needed) {
                out.push_back(i);
                --needed;
            }
        }
        return out;
    }
    // Most are kept: draw the n - k left out instead (Floyd's algorithm, one draw each).
    std::vector<char> dropped(static_cast<std::size_t>(n), 0);
    for (int j = k; j < n; ++j) {
        const auto t = static_cast<std::size_t>(rng.below(static_cast<std::uint64_t>(j) + 1));
        dropped[dropped[t] ? static_cast<std::size_t>(j) : t] = 1;
    }
    for (int i = 0; i < n; ++i)
        if (!dropped[static_cast<std::size_t>(i)]) out.push_back(i);
    return out;
}

InstanceTable makeInstances(const PrefabSet &set, DoorMode mode, double fraction, Rng &rng) {
    InstanceTable table(static_cast<std::size_t>(set.size()));
    for (int p = 0; p < set.size(); ++p) {
        const int doorCount = static_cast<int>(set.prefab(p).doors().size());
        for (int k = 0; k < set.entries[static_cast<std::size_t>(p)].count; ++k) {
            std::vector<int> doors;
            if (mode == DoorMode::All) {
                for (int d = 0; d < doorCount; ++d) doors.push_back(d);
            } else {
                const int keep = std::max(1, static_cast<int>(std::lround(fraction * doorCount)));
                doors = sampleIndices(doorCount, std::min(keep, doorCount), rng);
            }
            table[static_cast<std::size_t>(p)].push_back(makeInstance(set, p, std::move(doors)));
        }
    }
    return table;
}

std::vector<int> placementKinds(const PrefabSet &set, const InstanceTable &instances) {
    std::vector<int> kind(static_cast<std::size_t>(set.size()));
    const auto sameDoors = [&](int a, int b) {
        for (const auto &i : instances[static_cast<std::size_t>(a)])
            for (const auto &j : instances[static_cast<std::size_t>(b)])
                if (i.doors != j.doors) return false;
        return true;
    };
    for (int p = 0; p < set.size(); ++p) {
        kind[static_cast<std::size_t>(p)] = p;
        const Prefab &pp = set.prefab(p);
        for (int q = 0; q < p; ++q) {
            const Prefab &pq = set.prefab(q);
            if (kind[static_cast<std::size_t>(q)] == q && pp.rows() == pq.rows() &&
                pp.rowMasks() == pq.rowMasks() && pp.doors() == pq.doors() && sameDoors(p, q)) {
                kind[static_cast<std::size_t>(p)] = q;
                break;
            }
        }
    }
    return kind;
}

} // namespace tessera::rooms
