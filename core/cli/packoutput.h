#pragma once

#include "cli/registry.h"
#include "common/seedrange.h"
#include "pack/generatedlevels.h"
#include "pack/idallocator.h"
#include "pack/levelpack.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace tessera::cli {

// The options every module's generate verb shares, read and explained in one place:
//   --seed S --count K --shard i/n   the run's SeedRange (common/seedrange.h): level i uses seed S + i,
//                                    a shard makes the levels with i % n == this shard's i
//   --out FILE --append --name TEXT --created TEXT   the pack written (stdout without --out)
using SeedRange = tessera::SeedRange;
SeedRange seedRange(const Args &args, int maxCount = 10000000);
// --shard i/n (default 0/1) as {i, n}; throws Error unless 0 <= i < n. Shared by every split job
// (generate, banqi match).
std::pair<int, int> shardOption(const Args &args);

// The pack a generate verb adds its levels to: the one in --out when --append is given and the file
// exists, else a new one named --name (or defaultName) created --created (or now).
class PackOutput {
public:
    PackOutput(const Args &args, const std::string &defaultName);
    pack::LevelPack &pack() { return mPack; }
    // Adds a level under a fresh id (the level's own id when it has one that is free).
    void add(pack::Level level);
    // Adds the levels of a generate run, in order.
    void add(const pack::GeneratedLevels &generated);
    // Writes the pack to --out (atomically) or prints it; says on stderr how many levels were added.
    void finish(Context &ctx) const;

private:
    pack::LevelPack mPack;
    std::optional<pack::IdAllocator> mIds; // of mPack's levels, from the first add
    std::string mOut;
    int mAdded = 0;
};

// What a generate verb does once it has read its own options: reads the shared ones, makes the levels
// (progress on stderr), adds them to the pack and writes it. When some seeds made no level it still
// writes the others, says "<n> <noun>(s) <notFound(run)>" on stderr and returns 1; otherwise 0.
int generateIntoPack(const Args &args, Context &ctx, const std::string &packName, const std::string &noun,
                     const std::function<pack::GeneratedLevels(const SeedRange &, ProgressSink *)> &generate,
                     const std::function<std::string(const pack::GeneratedLevels &)> &notFound);

// Flags (options without a value) the shared options bring, for a verb's flagNames.
const std::vector<std::string> &generateFlags();
// The --help lines of the shared options.
std::string generateUsage();

} // namespace tessera::cli
