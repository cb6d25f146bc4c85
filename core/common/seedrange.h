#pragma once

#include <cstdint>
#include <vector>

namespace tessera {

// Which levels of a generate run to make and from which seeds: level i (0 <= i < count) uses seed + i;
// a shard makes the levels with i % shards == shard, so n machines together make the count levels.
// The CLI's --seed/--count/--shard and the studio's Seed and Count fields both fill one, so the same
// numbers give the same levels in either.
struct SeedRange {
    std::uint64_t seed = 1;
    int count = 1;
    int shard = 0;
    int shards = 1;
    // The level indices this shard makes, in order.
    std::vector<int> indices() const;
    std::uint64_t seedOf(int index) const { return seed + std::uint64_t(index); }
    // Throws Error when count is negative or the shard is not 0 <= shard < shards.
    void check() const;
};

} // namespace tessera
