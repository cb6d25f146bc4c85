#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

// Spearman's rank correlation with a percentile bootstrap interval: how far one ordering of items (a
// pack's predicted 0-10 difficulty) agrees with another (how long players took). Ranks, not values, so a
// level no player solved can rank as the hardest (+infinity) without a made-up time. The bootstrap draws
// with the project's Rng from a fixed seed, so the same data gives the same interval everywhere.
namespace tessera::stats {

// Ranks 1..n of values in their order, ties sharing the mean of the ranks they span:
// {10, 20, 20, 30} -> {1, 2.5, 2.5, 4}. +infinity sorts last (ties with itself); no NaN.
std::vector<double> averageRanks(const std::vector<double> &values);

// Spearman's rho of the pairs (x[i], y[i]): Pearson's correlation of their average ranks (the textbook
// definition that stays right with ties). None with fewer than three pairs, or when either side is all
// ties (nothing to order). x and y have the same size.
std::optional<double> spearman(const std::vector<double> &x, const std::vector<double> &y);

inline constexpr int kDefaultResamples = 2000;
inline constexpr std::uint64_t kDefaultBootstrapSeed = 0x7e55e7a5eedULL;

struct BootstrapOptions {
    int resamples = kDefaultResamples;
    std::uint64_t seed = kDefaultBootstrapSeed;
    double level = 0.95; // the interval's coverage
};

struct RankCorrelation {
    std::size_t n = 0;         // pairs
    std::optional<double> rho; // none: fewer than three pairs, or no order on one side
    // The percentile bootstrap interval: pairs drawn with replacement, rho of each draw, the
    // (1 - level) / 2 and (1 + level) / 2 quantiles of those. None when rho is none.
    std::optional<double> low;
    std::optional<double> high;
    int resamplesUsed = 0; // draws with an order on both sides (a draw of all-tied values has no rho)
};

RankCorrelation spearmanWithInterval(const std::vector<double> &x, const std::vector<double> &y,
                                     const BootstrapOptions &options = {});

} // namespace tessera::stats
