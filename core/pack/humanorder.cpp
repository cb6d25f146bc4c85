#include "pack/humanorder.h"

#include "pack/ramp.h"

#include <algorithm>
#include <numeric>
#include <optional>
#include <unordered_map>

namespace tessera::pack {

namespace {

// Played before unplayed; played by human difficulty, unplayed by predicted (none last); stable.
bool humanBefore(const Level &a, const std::optional<double> &ha, const Level &b,
                 const std::optional<double> &hb) {
    if (ha.has_value() != hb.has_value()) return ha.has_value();
    if (ha && *ha != *hb) return *ha < *hb;
    const auto &da = a.difficulty, &db = b.difficulty;
    if (da.has_value() != db.has_value()) return da.has_value();
    return da && *da < *db;
}

std::vector<std::optional<double>> humanValues(const LevelPack &pack, const TraceReport &report) {
    std::unordered_map<std::string, const LevelFigures *> byId;
    for (const LevelFigures &f : report.levels) byId.emplace(f.id, &f);
    std::vector<std::optional<double>> out;
    for (const Level &level : pack.levels) {
        const auto it = byId.find(level.id);
        out.push_back(it != byId.end() ? it->second->humanDifficulty() : std::nullopt);
    }
    return out;
}

} // namespace

std::vector<std::size_t> humanDifficultyOrder(const LevelPack &pack, const TraceReport &report) {
    const std::vector<std::optional<double>> human = humanValues(pack, report);
    std::vector<std::size_t> order(pack.levels.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        // Unplayed levels keep their pack order among themselves.
        if (!human[a] && !human[b]) return false;
        return humanBefore(pack.levels[a], human[a], pack.levels[b], human[b]);
    });
    return order;
}

std::vector<std::size_t> humanRampOrder(const LevelPack &pack, const TraceReport &report,
                                        const std::vector<std::string> &tierSequence) {
    const std::vector<std::string> sequence = rampTierSequence(pack, tierSequence);
    auto rank = [&](const Level &level) { return rampRank(level, sequence); };
    const std::vector<std::optional<double>> human = humanValues(pack, report);
    std::vector<std::size_t> order(pack.levels.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        const std::size_t ra = rank(pack.levels[a]), rb = rank(pack.levels[b]);
        if (ra != rb) return ra < rb;
        return humanBefore(pack.levels[a], human[a], pack.levels[b], human[b]);
    });
    return order;
}

} // namespace tessera::pack
