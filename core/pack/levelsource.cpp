#include "pack/levelsource.h"

#include "common/progress.h"
#include "common/version.h"
#include "pack/difficultyscale.h"

#include <algorithm>

namespace tessera::pack {

LevelSource generatedSource(const std::string &module, const std::string &title, std::uint64_t seed,
                            Json options) {
    LevelSource source;
    source.title = title + ", seed " + std::to_string(seed);
    source.provenance.seed = seed;
    source.provenance.options = std::move(options);
    source.provenance.generator = module + " generate";
    return source;
}

LevelSource sourceOf(const Level &level) {
    return {level.id, level.title, level.tags, level.provenance};
}

LevelSource editedSource(const Level *from, bool unchanged, const std::string &editorTitle) {
    LevelSource source;
    if (from) source = sourceOf(*from);
    if (from && unchanged) return source;
    source.provenance = {};
    if (source.title.empty()) source.title = editorTitle;
    if (std::find(source.tags.begin(), source.tags.end(), "hand-made") == source.tags.end())
        source.tags.push_back("hand-made");
    return source;
}

Level startLevel(const std::string &module, const LevelSource &source, const std::string &defaultTitle) {
    Level level;
    level.id = source.id;
    level.module = module;
    level.title = source.title.empty() ? defaultTitle : source.title;
    level.provenance = source.provenance;
    if (!isVersionText(level.provenance.version)) level.provenance.version = tessera::kVersion;
    return level;
}

void setTags(Level &level, const std::vector<std::string> &own, const std::vector<std::string> &vocabulary,
             const std::vector<std::string> &kept) {
    auto has = [](const std::vector<std::string> &list, const std::string &t) {
        return std::find(list.begin(), list.end(), t) != list.end();
    };
    level.tags.clear();
    for (const std::string &t : own)
        if (!has(level.tags, t)) level.tags.push_back(t);
    for (const std::string &t : kept)
        if (!has(vocabulary, t) && !has(level.tags, t)) level.tags.push_back(t);
}

void setMeasuredDifficulty(Level &level, std::optional<double> difficulty, const std::string &tier) {
    if (difficulty) difficulty = roundDifficulty(*difficulty);
    level.difficulty = difficulty;
    Json measured = Json::object();
    measured["data"] = contentHash(level);
    measured["difficulty"] = difficulty ? Json(*difficulty) : Json(nullptr);
    measured["tier"] = tier.empty() ? Json(nullptr) : Json(tier);
    if (!level.statistics.is_object()) level.statistics = Json::object();
    level.statistics["measured"] = std::move(measured);
}

DifficultyState difficultyState(const Level &level) {
    const Json &s = level.statistics;
    if (!s.is_object() || !s.contains("measured") || !s["measured"].is_object())
        return DifficultyState::Unmeasured;
    const Json &m = s["measured"];
    if (level.difficulty && !onTheScale(level.difficulty)) return DifficultyState::Unmeasured;
    if (!m.contains("data") || !m["data"].is_string() || m["data"].get<std::string>() != contentHash(level))
        return DifficultyState::Stale;
    const Json &d = m.contains("difficulty") ? m["difficulty"] : Json(nullptr);
    const std::optional<double> measured =
        d.is_number() ? std::optional<double>(d.get<double>()) : std::optional<double>();
    if (measured != level.difficulty) return DifficultyState::Hand;
    return DifficultyState::Measured;
}

std::vector<DifficultyState> difficultyStates(const std::vector<Level> &levels, const CancelToken *cancel) {
    std::vector<DifficultyState> states;
    states.reserve(levels.size());
    for (const Level &level : levels) {
        if (cancel && cancel->cancelled()) break;
        states.push_back(difficultyState(level));
    }
    return states;
}

const char *difficultyStateName(DifficultyState state) {
    switch (state) {
    case DifficultyState::Measured:
        return "measured";
    case DifficultyState::Stale:
        return "stale";
    case DifficultyState::Hand:
        return "set by hand";
    case DifficultyState::Unmeasured:
        return "unmeasured";
    }
    return "?";
}

std::string measuredTier(const Level &level) {
    // One lookup per key: charts ask this of every level on every edit of a pack of thousands.
    const Json &s = level.statistics;
    if (!s.is_object()) return {};
    const auto m = s.find("measured");
    if (m == s.end() || !m->is_object()) return {};
    const auto tier = m->find("tier");
    return tier != m->end() && tier->is_string() ? tier->get_ref<const std::string &>() : std::string();
}

} // namespace tessera::pack
