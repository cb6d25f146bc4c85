#include "linjat/tiers.h"

#include <algorithm>
#include <numeric>

namespace tessera::linjat {

const char *tierName(Tier tier) {
    switch (tier) {
    case Tier::Easy:
        return "easy";
    case Tier::Medium:
        return "medium";
    case Tier::Hard:
        return "hard";
    case Tier::Expert:
        return "expert";
    }
    return "?";
}

std::optional<Tier> tierFromName(std::string_view name) {
    for (Tier t : kTiers)
        if (name == tierName(t)) return t;
    return std::nullopt;
}

bool passesTier(Tier tier, const Classification &c) {
    const int cover = c.stats(Rule::Cover).depth;
    const bool square = c.stats(Rule::Square).depth > 0;
    const bool dependency = c.stats(Rule::Dependency).depth > 0;
    const bool oneOf = c.stats(Rule::OneOf).depth > 0;
    switch (tier) {
    case Tier::Easy:
        return cover > 1 && !square && !dependency && !oneOf;
    case Tier::Medium:
        return cover > 5 && !square && !dependency && !oneOf;
    case Tier::Hard:
        return square && !dependency && !oneOf;
    case Tier::Expert:
        return true;
    }
    return false;
}

Tier qualifyingTier(const Classification &c, int rows, int cols) {
    // The original's boards: 9x6, 10x7, 11x8, 13x9.
    const int cells = rows * cols;
    const int first = cells <= 54 ? 0 : cells <= 70 ? 1 : cells <= 88 ? 2 : 3;
    for (std::size_t t = std::size_t(first); t < kTiers.size(); ++t)
        if (passesTier(kTiers[t], c)) return kTiers[t];
    return Tier::Expert;
}

double collectionScore(Tier tier, const Classification &c) {
    const double cantFit = c.stats(Rule::CantFit).depth;
    double own = 0;
    switch (tier) {
    case Tier::Easy:
        own = cantFit * 1.25;
        break;
    case Tier::Medium:
        own = cantFit * 1.1;
        break;
    case Tier::Hard:
        break;
    case Tier::Expert:
        own = 1;
        break;
    }
    return own + c.stats(Rule::Cover).depth + cantFit + c.stats(Rule::Square).depth * 10.0 +
           c.stats(Rule::Dependency).depth * 50.0 + c.stats(Rule::OneOf).depth * 20.0 - c.maxWidth * 2.0;
}

std::vector<int> collectionOrder(Tier tier, const std::vector<double> &scores, Rng &rng, int keep) {
    std::vector<int> sorted(scores.size());
    std::iota(sorted.begin(), sorted.end(), 0);
    std::stable_sort(sorted.begin(), sorted.end(),
                     [&](int a, int b) { return scores[std::size_t(a)] > scores[std::size_t(b)]; });
    std::vector<int> order(sorted.begin(), sorted.begin() + std::min<std::ptrdiff_t>(keep, sorted.size()));
    rng.shuffle(order);
    if ((tier == Tier::Easy || tier == Tier::Medium) && !sorted.empty()) {
        const int last = int(sorted.size()) - 1;
        for (int i = 0; i < 5 && i < int(order.size()); ++i)
            order[std::size_t(i)] = sorted[std::size_t(int(last * (1 - i / 10.0)))];
    }
    std::vector<int> once;
    for (int i : order)
        if (std::find(once.begin(), once.end(), i) == once.end()) once.push_back(i);
    return once;
}

} // namespace tessera::linjat
