#pragma once

#include "common/progress.h"
#include "foxhunt/level.h"
#include "foxhunt/prober.h"

#include <cstdint>

namespace tessera::foxhunt {

// How hard a level is, measured: the most-likely auto-prober plays it kDifficultyRuns times (seeds
// kDifficultySeed + 1.. break its ties; far from the small seeds that place generated foxes, so the
// two streams never coincide) and the mean number of probes is the raw score. On the pack's
// 0-10 scale a level is 0 when the prober needs one probe per hidden fox (no wasted probe) and 10 when
// it wastes three probes per fox or more, linearly between:
//   difficulty = clamp(10 * (mean probes - foxes left) / (3 * foxes left), 0, 10), one decimal.
// On 10x10 with 8 foxes a random placement lands near 5 (about 20 probes).
inline constexpr int kDifficultyRuns = 4;
inline constexpr std::uint64_t kDifficultySeed = 0xF0C5000000000000ULL;

struct Difficulty {
    double meanProbes = 0;
    int bestProbes = 0;
    int worstProbes = 0;
    int foxesLeft = 0;    // foxes the openings did not find
    double value = 0;     // 0..10
    bool complete = true; // false when cancelled or out of budget before every run was played (then
                          // the rest is partial: the runs finished so far)
    bool budgetHit = false; // a run passed DifficultyOptions::maxWork
};
struct DifficultyOptions {
    OddsOptions odds = decisionOdds();    // the tracker's budgets per decision (odds.cancel is ignored)
    long long maxWork = kDefaultGameWork; // work budget of each run (autoProbe's maxWork); 0: none
};
// Reports one step per run; stops early (complete false) when cancel is set (within 100 ms) or a run
// passes its work budget (budgetHit).
Difficulty measureDifficulty(const Level &level, ProgressSink *progress = nullptr,
                             const CancelToken *cancel = nullptr);
Difficulty measureDifficulty(const Level &level, const DifficultyOptions &options, ProgressSink *progress,
                             const CancelToken *cancel);
double difficultyOf(double meanProbes, int foxesLeft);

} // namespace tessera::foxhunt
