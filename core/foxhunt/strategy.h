#pragma once

#include "common/rng.h"
#include "foxhunt/tracker.h"

#include <string>
#include <vector>

namespace tessera::foxhunt {

// How the auto-prober picks its next probe. Each reads only the View (never the foxes).
enum class Strategy {
    Random,            // any unprobed cell
    ClearZero,         // any unprobed cell the free deduction has not cleared
    MostLikely,        // the cell with the highest exact fox probability
    MostInformative,   // the probe whose outcome (fox or reading) carries the most expected information
    LikelyInformative, // the fox probability plus kInformationWeight times the expected information
    TwoStep // likely-informative plus the expected odds of the likeliest cell after the probe's outcome
};
// "random", "clear-zero", "most-likely", "most-informative", "likely-informative", "two-step"
const char *strategyName(Strategy s);
Strategy parseStrategy(const std::string &name); // throws Error listing the names
const std::vector<Strategy> &allStrategies();

// The tracker's budgets for one decision: the exact methods up to 400,000 nodes and 8,000 states, then
// 1,000 sampled placements from at most 4,000 draws (the decision says it was not exact), so a
// decision stays under 50 ms. The odds verb and the heat map keep computeOdds' larger budgets.
OddsOptions decisionOdds();

// One decision and why.
struct ProbeChoice {
    Point cell;
    double probability = 0;  // the tracker's fox probability of the cell (-1 when not computed)
    double information = 0;  // expected information of its outcome in bits (most-informative only)
    bool exact = true;       // whether the tracker counted exactly
    double score = 0;        // likely-informative's and two-step's score
    long long states = 0;    // the tracker's counting states (0 when not computed)
    bool enumerated = false; // the tracker's exact odds came from the enumeration
    long long nodes = 0;     // the enumeration's search nodes
    // Work of the decision, in units the prober's budget counts: the tracker's nodes, states and
    // accepted samples plus one per candidate and kept draw the strategy weighed.
    long long work = 0;
    bool cancelled = false; // options.cancel stopped it: cell is only the first unknown cell, not a choice
};

// The strategy's next probe in view (which must have an unknown cell). Ties are broken with rng, so a
// seed gives the same choices every time. options.cancel stops it within 100 ms (the choice then says
// cancelled).
ProbeChoice chooseProbe(const View &view, Strategy strategy, Rng &rng,
                        const OddsOptions &options = decisionOdds());

// Draws used by most-informative to estimate each outcome's distribution.
inline constexpr int kInformationDraws = 256;
// How much a bit of expected information is worth against fox probability in likely-informative.
inline constexpr double kInformationWeight = 0.1;
// two-step: likely-informative's score plus kTwoStepWeight times the expected fox probability of the
// likeliest other cell once the probe's outcome is known (a one-step lookahead), estimated from
// kTwoStepDraws uniform draws (also used for the information), each outcome's odds shrunk towards the
// current odds by kTwoStepShrink draws' worth so an outcome seen in few draws does not look certain.
// Tuned on games seeded from 100001, apart from the benchmark's (core/foxhunt/README.md).
inline constexpr int kTwoStepDraws = 1024;
inline constexpr double kTwoStepShrink = 1;
inline constexpr double kTwoStepWeight = 0.5;

} // namespace tessera::foxhunt
