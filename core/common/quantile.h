#pragma once

#include <optional>
#include <vector>

// Order statistics for reports (play traces' solve times, bootstrap intervals): one definition, so the
// CLI, the studio and the tests agree to the last digit.
namespace tessera::stats {

// The q-quantile (0 <= q <= 1) of values by linear interpolation between the order statistics
// (Hyndman and Fan's type 7, the default of R and numpy): position q * (n - 1) in the sorted values.
// None when values is empty. Infinities sort last and may be the answer; values must not be NaN.
std::optional<double> quantile(std::vector<double> values, double q);

// quantile(values, 0.5): the middle value, or the mean of the two middle values.
std::optional<double> median(std::vector<double> values);

} // namespace tessera::stats
