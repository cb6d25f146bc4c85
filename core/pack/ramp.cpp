#include "pack/ramp.h"

#include "pack/levelsource.h"

#include <algorithm>
#include <map>
#include <numeric>

namespace tessera::pack {

std::string rampTier(const Level &level) {
    const std::string measured = measuredTier(level);
    if (!measured.empty()) return measured;
    if (!level.difficulty) return {};
    const double d = *level.difficulty;
    return d < 2.5 ? "easy" : d < 5 ? "medium" : d < 7.5 ? "hard" : "expert";
}

std::vector<std::size_t> difficultyOrder(const LevelPack &pack) {
    const auto &levels = pack.levels;
    std::vector<std::size_t> order(levels.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        const auto &da = levels[a].difficulty, &db = levels[b].difficulty;
        if (da.has_value() != db.has_value()) return da.has_value();
        return da && *da < *db;
    });
    return order;
}

std::vector<std::string> defaultTierSequence(const LevelPack &pack) {
    std::map<std::string, double> lowest;
    for (const Level &level : pack.levels) {
        if (!level.difficulty) continue;
        const std::string tier = rampTier(level);
        auto [it, fresh] = lowest.try_emplace(tier, *level.difficulty);
        if (!fresh) it->second = std::min(it->second, *level.difficulty);
    }
    std::vector<std::pair<double, std::string>> byLowest;
    for (const auto &[tier, d] : lowest) byLowest.emplace_back(d, tier);
    std::sort(byLowest.begin(), byLowest.end());
    std::vector<std::string> sequence;
    for (const auto &entry : byLowest) sequence.push_back(entry.second);
    return sequence;
}

std::vector<std::string> rampTierSequence(const LevelPack &pack,
                                          const std::vector<std::string> &tierSequence) {
    std::vector<std::string> sequence;
    for (const std::string &t : tierSequence)
        if (std::find(sequence.begin(), sequence.end(), t) == sequence.end()) sequence.push_back(t);
    for (const std::string &t : defaultTierSequence(pack))
        if (std::find(sequence.begin(), sequence.end(), t) == sequence.end()) sequence.push_back(t);
    return sequence;
}

std::size_t rampRank(const Level &level, const std::vector<std::string> &sequence) {
    if (!level.difficulty) return sequence.size();
    return std::size_t(std::find(sequence.begin(), sequence.end(), rampTier(level)) - sequence.begin());
}

std::vector<std::size_t> rampOrder(const LevelPack &pack, const std::vector<std::string> &tierSequence) {
    const std::vector<std::string> sequence = rampTierSequence(pack, tierSequence);
    const auto &levels = pack.levels;
    std::vector<std::size_t> order = difficultyOrder(pack);
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return rampRank(levels[a], sequence) < rampRank(levels[b], sequence);
    });
    return order;
}

std::vector<std::size_t> rampDips(const LevelPack &pack) {
    std::vector<std::size_t> dips;
    std::optional<double> previous;
    for (std::size_t i = 0; i < pack.levels.size(); ++i) {
        const auto &d = pack.levels[i].difficulty;
        if (!d) continue;
        if (previous && *d < *previous) dips.push_back(i);
        previous = d;
    }
    return dips;
}

std::vector<Level> reordered(const LevelPack &pack, const std::vector<std::size_t> &order) {
    std::vector<Level> out;
    out.reserve(order.size());
    for (std::size_t i : order) out.push_back(pack.levels[i]);
    return out;
}

} // namespace tessera::pack
