#pragma once

#include "common/progress.h"
#include "foxhunt/strategy.h"

#include <cstdint>
#include <vector>

namespace tessera::foxhunt {

// One probe of an auto-prober's game.
struct ProbeStep {
    Point cell;
    int shown = 0;         // kFound or the reading
    ProbeChoice choice;    // what the strategy saw
    double seconds = 0;    // the decision's wall time
    double cpuSeconds = 0; // the decision's processor time (this process; the prober runs on one thread)
};

struct ProberRun {
    std::vector<ProbeStep> steps;
    int probes() const { return int(steps.size()); }
    bool finished = false;  // false when cancelled or out of budget
    bool budgetHit = false; // stopped by maxWork
    bool cancelled = false; // stopped by the cancel token
    long long work = 0;     // the decisions' work (ProbeChoice::work), summed
};

// The default work budget of a whole game (autoProbe's maxWork in the CLI's solve and in
// measureDifficulty's runs): a 10x10 game with 8 foxes takes some thousand times less; the largest
// field (26x26, 200 foxes) reaches it within seconds.
inline constexpr long long kDefaultGameWork = 20000000;

// Plays the level to the end with the strategy; the strategy's rng is seeded with seed. Stops early
// (finished false) when cancel is set (within 100 ms: it is passed to every decision) or when the
// decisions' work passes maxWork (0: no budget; checked between decisions, so a game may end up to one
// decision's work above it). Deterministic: the budget counts work, not time.
ProberRun autoProbe(const Level &level, Strategy strategy, std::uint64_t seed,
                    const OddsOptions &options = decisionOdds(), const CancelToken *cancel = nullptr,
                    long long maxWork = 0);

// A level of rows x cols with foxes foxes placed uniformly (no openings).
Level randomLevel(int rows, int cols, int foxes, Rng &rng);

} // namespace tessera::foxhunt
