#include "common/seedrange.h"

#include "common/error.h"

#include <string>

namespace tessera {

std::vector<int> SeedRange::indices() const {
    std::vector<int> out;
    for (int i = shard; i < count; i += shards) out.push_back(i);
    return out;
}

void SeedRange::check() const {
    if (count < 0) throw Error("count: expected 0 or more, found " + std::to_string(count));
    if (shards < 1 || shard < 0 || shard >= shards)
        throw Error("shard " + std::to_string(shard) + "/" + std::to_string(shards) +
                    " is not a valid shard");
}

} // namespace tessera
