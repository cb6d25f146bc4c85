// generateMap: one build, or with restarts (best search) the fittest of several builds.
#include "rooms/generator.h"

#include "common/bench.h"
#include "common/error.h"
#include "common/rng.h"

#include <algorithm>
#include <optional>
#include <string>

namespace tessera::rooms {

namespace {

// Progress of build k of n as a share of the whole.
class BuildProgress : public ProgressSink {
public:
    BuildProgress(ProgressSink *sink, int k, int n)
        : mSink(sink)
        , mK(k)
        , mN(n) {}
    void progress(const ProgressUpdate &u) override {
        mSink->progress({(mK + std::max(0.0, u.fraction)) / mN,
                         "build " + std::to_string(mK + 1) + " of " + std::to_string(mN) + ": " + u.message});
    }

private:
    ProgressSink *mSink;
    int mK, mN;
};

double finalFitness(const GenerationResult &r) {
    return r.log.steps.empty() ? 0.0 : r.log.steps.back().fitness;
}

} // namespace

GenerationResult generateMap(std::shared_ptr<const PrefabSet> set, const GeneratorOptions &options,
                             std::uint64_t seed, ProgressSink *progress, const CancelToken *cancel) {
    if (!set) throw Error("no prefab set");
    validateOptions(options);
    if (options.restarts <= 1 || options.selector != SelectorKind::BestSearch)
        return buildMap(std::move(set), options, seed, progress, cancel);
    // Restarts: the seed's own build first, then builds from seeds drawn from it; a complete build
    // beats an incomplete one, then the fitter wins (the earlier on a tie).
    Rng seeds(seed);
    const double t0 = nowSeconds();
    std::optional<GenerationResult> best;
    GenerationStats total;
    for (int k = 0; k < options.restarts; ++k) {
        const std::uint64_t s = k == 0 ? seed : seeds.next();
        BuildProgress share(progress, k, options.restarts);
        GenerationResult r = buildMap(set, options, s, progress ? &share : nullptr, cancel);
        total.considered += r.stats.considered;
        total.evaluated += r.stats.evaluated;
        total.cacheHits += r.stats.cacheHits;
        total.backtracks += r.stats.backtracks;
        const bool cancelled = r.status == GenerationStatus::Cancelled;
        const bool better =
            !best ||
            (r.status == GenerationStatus::Complete &&
             (best->status != GenerationStatus::Complete || finalFitness(r) > finalFitness(*best) + 1e-9));
        if (better && !(cancelled && best)) best = std::move(r);
        if (cancelled) {
            best->status = GenerationStatus::Cancelled;
            break;
        }
    }
    best->stats = total;
    best->stats.seconds = nowSeconds() - t0;
    return std::move(*best);
}

} // namespace tessera::rooms
