#include "linjat/difficulty.h"

#include "pack/difficultyscale.h"

namespace tessera::linjat {

const std::array<TierCalibration, 4> &tierCalibration() {
    // Measured by tst_linjat_published (which fails when these drift from the sample).
    static const std::array<TierCalibration, 4> table{{
        {Tier::Easy, 26.0, 29.5},
        {Tier::Medium, 39.9, 44.8},
        {Tier::Hard, 35.0, 43.0},
        {Tier::Expert, 69.0, 190.0},
    }};
    return table;
}

double scaleDifficulty(Tier tier, double collectionScore) {
    const TierCalibration &c = tierCalibration()[std::size_t(tier)];
    const double base = 2.5 * double(tier);
    return pack::onScale({{0, base}, {c.publishedMin, base + 1.2}, {c.publishedMax, base + 2.4}},
                         collectionScore);
}

} // namespace tessera::linjat
