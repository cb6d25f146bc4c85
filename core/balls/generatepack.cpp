#include "balls/generatepack.h"

#include "balls/packlevel.h"

namespace tessera::balls {

pack::GeneratedLevels generatePack(const BandOptions &options, const SeedRange &range, ProgressSink *progress,
                                   const CancelToken *cancel) {
    range.check();
    const BandRun run =
        generateBand(options, range.seed, range.count, range.shard, range.shards, progress, cancel);
    pack::GeneratedLevels out;
    out.failed = run.failed;
    out.lastFailure = run.lastFailure;
    out.cancelled = run.cancelled;
    for (const BandRun::Entry &e : run.levels) {
        out.levels.push_back(generatedPackLevel(e.level, range.seedOf(e.index), options));
        out.indices.push_back(e.index);
    }
    return out;
}

} // namespace tessera::balls
