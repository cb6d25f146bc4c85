#pragma once

#include "common/rng.h"
#include "foxhunt/tracker.h"

#include <string>
#include <vector>

namespace tessera::foxhunt {

// How the auto-prober picks its next probe. Each reads only the View (never the foxes).
enum class Strategy {
    Random,           // any unprobed cell
    ClearZero,        // any unprobed cell the free deduction has not cleared
    MostLikely,       // the cell with the highest exact fox probability
    MostInformative,  // the probe whose outcome (fox or reading) carries the most expected information
    LikelyInformative // the fox probability plus kInformationWeight times the expected information
};
const char *strategyName(Strategy s);            // "random", "clear-zero", "most-likely", "most-informative"
Strategy parseStrategy(const std::string &name); // throws Error listing the names
const std::vector<Strategy> &allStrategies();

// One decision and why.
struct ProbeChoice {
    Point cell;
    double probability = 0; // the tracker's fox probability of the cell (-1 when not computed)
    double information = 0; // expected information of its outcome in bits (most-informative only)
    bool exact = true;      // whether the tracker counted exactly
    double score = 0;       // likely-informative's score
};

// The strategy's next probe in view (which must have an unknown cell). Ties are broken with rng, so a
// seed gives the same choices every time.
ProbeChoice chooseProbe(const View &view, Strategy strategy, Rng &rng, const OddsOptions &options = {});

// Draws used by most-informative to estimate each outcome's distribution.
inline constexpr int kInformationDraws = 256;
// How much a bit of expected information is worth against fox probability in likely-informative.
inline constexpr double kInformationWeight = 0.1;

} // namespace tessera::foxhunt
