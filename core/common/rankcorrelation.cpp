#include "common/rankcorrelation.h"

#include "common/quantile.h"
#include "common/rng.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace tessera::stats {

std::vector<double> averageRanks(const std::vector<double> &values) {
    std::vector<std::size_t> order(values.size());
    std::iota(order.begin(), order.end(), std::size_t(0));
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return values[a] < values[b]; });
    std::vector<double> ranks(values.size());
    for (std::size_t i = 0; i < order.size();) {
        std::size_t j = i + 1;
        while (j < order.size() && values[order[j]] == values[order[i]]) ++j;
        // Ranks i + 1 .. j share their mean.
        const double rank = double(i + 1 + j) / 2.0;
        for (std::size_t k = i; k < j; ++k) ranks[order[k]] = rank;
        i = j;
    }
    return ranks;
}

namespace {

std::optional<double> pearson(const std::vector<double> &x, const std::vector<double> &y) {
    const double n = double(x.size());
    const double mx = std::accumulate(x.begin(), x.end(), 0.0) / n;
    const double my = std::accumulate(y.begin(), y.end(), 0.0) / n;
    double sxy = 0, sxx = 0, syy = 0;
    for (std::size_t i = 0; i < x.size(); ++i) {
        sxy += (x[i] - mx) * (y[i] - my);
        sxx += (x[i] - mx) * (x[i] - mx);
        syy += (y[i] - my) * (y[i] - my);
    }
    if (sxx <= 0 || syy <= 0) return std::nullopt;
    return std::clamp(sxy / std::sqrt(sxx * syy), -1.0, 1.0);
}

} // namespace

std::optional<double> spearman(const std::vector<double> &x, const std::vector<double> &y) {
    if (x.size() != y.size() || x.size() < 3) return std::nullopt;
    return pearson(averageRanks(x), averageRanks(y));
}

RankCorrelation spearmanWithInterval(const std::vector<double> &x, const std::vector<double> &y,
                                     const BootstrapOptions &options) {
    RankCorrelation result;
    result.n = std::min(x.size(), y.size());
    result.rho = spearman(x, y);
    if (!result.rho) return result;
    Rng rng(options.seed);
    const std::size_t n = result.n;
    std::vector<double> rhos, bx(n), by(n);
    rhos.reserve(std::size_t(std::max(options.resamples, 0)));
    for (int r = 0; r < options.resamples; ++r) {
        for (std::size_t i = 0; i < n; ++i) {
            const auto pick = std::size_t(rng.below(n));
            bx[i] = x[pick];
            by[i] = y[pick];
        }
        if (const std::optional<double> rho = spearman(bx, by)) rhos.push_back(*rho);
    }
    result.resamplesUsed = int(rhos.size());
    const double tail = (1.0 - std::clamp(options.level, 0.0, 1.0)) / 2.0;
    result.low = quantile(rhos, tail);
    result.high = quantile(rhos, 1.0 - tail);
    return result;
}

} // namespace tessera::stats
