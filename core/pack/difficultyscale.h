#pragma once

#include <optional>
#include <vector>

// The one difficulty scale of pack levels: 0 (trivial) to 10 (hardest), the same whichever module, CLI
// or studio wrote it. Each module maps its own raw measure onto it (its packlevel.cpp, documented in the
// README) and keeps the raw measure in the level's statistics. A level that is unsolvable or has more
// than one solution gets no difficulty at all (the pack omits the member).
namespace tessera::pack {

inline constexpr double kMinDifficulty = 0;
inline constexpr double kMaxDifficulty = 10;

// A calibration point: a raw module measure and where it lands on the scale.
struct ScalePoint {
    double raw;
    double scale;
};

// Piecewise linear through points (raw ascending), flat beyond the first and last point, clamped to
// 0..10 and rounded to two decimals (so the same level writes the same bytes everywhere).
double onScale(const std::vector<ScalePoint> &points, double raw);
// Clamped to 0..10, two decimals.
double roundDifficulty(double value);
// True when value is a difficulty of the scale (finite, 0..10).
bool onTheScale(std::optional<double> value);

} // namespace tessera::pack
