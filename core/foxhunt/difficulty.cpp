#include "foxhunt/difficulty.h"

#include "foxhunt/prober.h"

#include <algorithm>
#include <cmath>

namespace tessera::foxhunt {

double difficultyOf(double meanProbes, int foxesLeft) {
    if (foxesLeft <= 0) return 0;
    const double raw = 10 * (meanProbes - foxesLeft) / (3.0 * foxesLeft);
    return std::round(std::clamp(raw, 0.0, 10.0) * 10) / 10;
}

Difficulty measureDifficulty(const Level &level, ProgressSink *progress, const CancelToken *cancel) {
    return measureDifficulty(level, DifficultyOptions{}, progress, cancel);
}

Difficulty measureDifficulty(const Level &level, const DifficultyOptions &options, ProgressSink *progress,
                             const CancelToken *cancel) {
    Difficulty d;
    d.foxesLeft = int(level.foxes.size()) - Hunt(level).view().foundCount();
    d.bestProbes = 1 << 30;
    double total = 0;
    ProgressReporter reporter(progress, cancel);
    for (int run = 1; run <= kDifficultyRuns; ++run) {
        reporter.report(double(run - 1) / kDifficultyRuns,
                        "measuring difficulty: run " + std::to_string(run) + " of " +
                            std::to_string(kDifficultyRuns),
                        true);
        OddsOptions odds = options.odds;
        odds.cancel = cancel;
        const ProberRun played = autoProbe(level, Strategy::MostLikely, kDifficultySeed + std::uint64_t(run),
                                           odds, cancel, options.maxWork);
        if (!played.finished) {
            d.complete = false;
            d.budgetHit = played.budgetHit;
            d.bestProbes = std::min(d.bestProbes, d.worstProbes);
            d.meanProbes = run > 1 ? total / (run - 1) : 0;
            d.value = difficultyOf(d.meanProbes, d.foxesLeft);
            return d;
        }
        const int probes = played.probes();
        total += probes;
        d.bestProbes = std::min(d.bestProbes, probes);
        d.worstProbes = std::max(d.worstProbes, probes);
    }
    d.meanProbes = total / kDifficultyRuns;
    d.value = difficultyOf(d.meanProbes, d.foxesLeft);
    return d;
}

} // namespace tessera::foxhunt
