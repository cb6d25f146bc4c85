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
    bool finished = false; // false when cancelled
};

// Plays the level to the end with the strategy; the strategy's rng is seeded with seed. Stops early
// (finished false) when cancel is set.
ProberRun autoProbe(const Level &level, Strategy strategy, std::uint64_t seed,
                    const OddsOptions &options = decisionOdds(), const CancelToken *cancel = nullptr);

// A level of rows x cols with foxes foxes placed uniformly (no openings).
Level randomLevel(int rows, int cols, int foxes, Rng &rng);

} // namespace tessera::foxhunt
