#include "common/quantile.h"

#include <algorithm>
#include <cmath>

namespace tessera::stats {

std::optional<double> quantile(std::vector<double> values, double q) {
    if (values.empty()) return std::nullopt;
    std::sort(values.begin(), values.end());
    const double at = std::clamp(q, 0.0, 1.0) * double(values.size() - 1);
    const auto below = std::size_t(std::floor(at));
    const double fraction = at - double(below);
    if (fraction == 0 || below + 1 >= values.size()) return values[below];
    // Written so two equal neighbours (infinities included) give that value, never inf - inf.
    if (values[below] == values[below + 1]) return values[below];
    return values[below] + fraction * (values[below + 1] - values[below]);
}

std::optional<double> median(std::vector<double> values) {
    return quantile(std::move(values), 0.5);
}

} // namespace tessera::stats
