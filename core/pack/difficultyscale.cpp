#include "pack/difficultyscale.h"

#include <algorithm>
#include <cmath>

namespace tessera::pack {

double roundDifficulty(double value) {
    return std::round(std::clamp(value, kMinDifficulty, kMaxDifficulty) * 100.0) / 100.0;
}

double onScale(const std::vector<ScalePoint> &points, double raw) {
    if (points.empty()) return kMinDifficulty;
    if (raw <= points.front().raw) return roundDifficulty(points.front().scale);
    for (std::size_t i = 1; i < points.size(); ++i) {
        const ScalePoint &a = points[i - 1], &b = points[i];
        if (raw <= b.raw) {
            const double t = b.raw > a.raw ? (raw - a.raw) / (b.raw - a.raw) : 1.0;
            return roundDifficulty(a.scale + t * (b.scale - a.scale));
        }
    }
    return roundDifficulty(points.back().scale);
}

bool onTheScale(std::optional<double> value) {
    return value && std::isfinite(*value) && *value >= kMinDifficulty && *value <= kMaxDifficulty;
}

} // namespace tessera::pack
