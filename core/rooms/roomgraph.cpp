#include "rooms/roomgraph.h"

#include "common/error.h"
#include "rooms/thesisgraph.h"

#include <algorithm>

namespace tessera::rooms {

std::vector<int> bfsDistances(const RoomMap &map, int from) {
    const int n = map.roomCount();
    std::vector<int> dist(static_cast<std::size_t>(n), -1);
    std::vector<int> queue;
    queue.reserve(static_cast<std::size_t>(n));
    dist[static_cast<std::size_t>(from)] = 0;
    queue.push_back(from);
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const int v = queue[head];
        for (int w : map.neighbours(v)) {
            if (dist[static_cast<std::size_t>(w)] >= 0) continue;
            dist[static_cast<std::size_t>(w)] = dist[static_cast<std::size_t>(v)] + 1;
            queue.push_back(w);
        }
    }
    return dist;
}

std::vector<int> allPairsDistances(const RoomMap &map) {
    const int n = map.roomCount();
    std::vector<int> all(static_cast<std::size_t>(n) * static_cast<std::size_t>(n));
    for (int v = 0; v < n; ++v) {
        const auto d = bfsDistances(map, v);
        std::copy(d.begin(), d.end(), all.begin() + static_cast<std::ptrdiff_t>(v) * n);
    }
    return all;
}

MapMeasures measureMap(const RoomMap &map, bool fixedStart, FitnessModel model) {
    MapMeasures m;
    const int n = map.roomCount();
    m.rooms = n;
    m.connections = static_cast<int>(map.connections().size());
    m.area = map.area();
    m.width = map.bounds().width();
    m.height = map.bounds().height();
    if (n == 0) return m;
    for (int v = 0; v < n; ++v) {
        const int deg = static_cast<int>(map.neighbours(v).size());
        m.leaves += deg == 1 ? 1 : 0;
        m.bifurcations += deg >= 3 ? 1 : 0;
    }
    m.startDegree = static_cast<int>(map.neighbours(0).size());
    const auto dist = allPairsDistances(map);
    if (fixedStart) {
        m.pathEdges = *std::max_element(dist.begin(), dist.begin() + n);
    } else {
        m.pathEdges = *std::max_element(dist.begin(), dist.end());
    }
    if (model == FitnessModel::Thesis) {
        const ThesisMeasure t = measureThesis(thesisGraphOf(map), fixedStart);
        m.thesisPathRooms = static_cast<int>(t.path.size());
        m.thesisAlternative = t.alternative;
        m.thesisBranching = t.branching;
    }
    return m;
}

MainPath pathBetween(const RoomMap &map, int start, int end) {
    const int n = map.roomCount();
    if (start < 0 || start >= n || end < 0 || end >= n)
        throw Error("main path ends are not rooms of the map");
    // Walk from start towards end along decreasing distance to end, taking the lowest-numbered choice.
    const auto toEnd = bfsDistances(map, end);
    if (toEnd[static_cast<std::size_t>(start)] < 0) throw Error("the start and end rooms are not connected");
    MainPath path;
    path.start = start;
    path.end = end;
    int v = start;
    path.rooms.push_back(v);
    while (v != end) {
        int next = -1;
        for (int w : map.neighbours(v))
            if (toEnd[static_cast<std::size_t>(w)] == toEnd[static_cast<std::size_t>(v)] - 1 &&
                (next < 0 || w < next))
                next = w;
        v = next;
        path.rooms.push_back(v);
    }
    return path;
}

MainPath findMainPath(const RoomMap &map, bool fixedStart, FitnessModel model) {
    const int n = map.roomCount();
    if (n == 0) return {};
    if (model == FitnessModel::Thesis) {
        MainPath path;
        path.rooms = measureThesis(thesisGraphOf(map), fixedStart).path;
        path.start = path.rooms.front();
        path.end = path.rooms.back();
        return path;
    }
    int start = 0;
    if (!fixedStart) {
        int bestEcc = -1;
        for (int v = 0; v < n; ++v) {
            const auto d = bfsDistances(map, v);
            const int ecc = *std::max_element(d.begin(), d.end());
            if (ecc > bestEcc) {
                bestEcc = ecc;
                start = v;
            }
        }
    }
    const auto d = bfsDistances(map, start);
    const int end = static_cast<int>(std::max_element(d.begin(), d.end()) - d.begin());
    return pathBetween(map, start, end);
}

} // namespace tessera::rooms
