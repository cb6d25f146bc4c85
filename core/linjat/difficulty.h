#pragma once

#include "linjat/tiers.h"

#include <array>
#include <optional>

namespace tessera::linjat {

// The Linjat calibration of the pack difficulty scale (0..10, pack/difficultyscale.h). The four tiers
// take a quarter of the scale each, in order (easy 0-2.4, medium 2.5-4.9, hard 5-7.4, expert 7.5-9.9),
// so a pack sorted by difficulty keeps the tiers apart. Within its quarter a level lands by its
// collection score in its tier: the published collection's range of that score (measured with this
// solver on the published sample, ../shared/data/linjat) fills the upper half of the quarter, lower
// scores the lower half down to a score of 0; above the published best the level stays at the top.
struct TierCalibration {
    Tier tier;
    double publishedMin; // lowest collection score of the tier's published levels
    double publishedMax; // highest
};
const std::array<TierCalibration, 4> &tierCalibration();

// Where a level of this tier and collection score lands on the scale.
double scaleDifficulty(Tier tier, double collectionScore);

} // namespace tessera::linjat
