#pragma once

#include "common/jsonutil.h"
#include "rooms/prefab.h"

#include <string>
#include <string_view>
#include <vector>

namespace tessera::rooms {

inline constexpr const char *kPrefabSetFormat = "tessera-rooms-prefabs";
inline constexpr int kPrefabSetVersion = 1;

// One prefab of a set, with how many rooms of it a map gets and its weight for the probability
// prefab selector.
struct PrefabEntry {
    Prefab prefab;
    int count = 1;
    double weight = 1;
};

struct PrefabSet {
    std::string name;
    std::vector<PrefabEntry> entries;

    int size() const { return static_cast<int>(entries.size()); }
    const Prefab &prefab(int i) const { return entries[static_cast<std::size_t>(i)].prefab; }
    int totalRooms() const;
    // Index of the prefab with that name, or -1.
    int find(std::string_view name) const;
};

// {"format": "tessera-rooms-prefabs", "version": 1, "name": "...", "prefabs": [{"name": "hall",
// "count": 2, "weight": 1.0, "tiles": ["#####", "#...#", "#####"]}, ...]}. Refuses a wrong format, a
// newer version, unknown or mistyped fields, duplicate names, bad tile matrices (see Prefab) and a set
// without any room, with the JSON path of the problem and the file.
PrefabSet prefabSetFromJson(const Json &doc, const std::string &file = {});
OrderedJson prefabSetToJson(const PrefabSet &set);
PrefabSet loadPrefabSet(const std::string &path);
void savePrefabSet(const PrefabSet &set, const std::string &path);

// Checks that an object has only the listed keys (typos are refused, not ignored).
void requireKeys(const JsonCursor &object, std::initializer_list<std::string_view> allowed);

} // namespace tessera::rooms
