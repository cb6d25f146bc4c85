#include "foxhunt/packlevel.h"

#include "foxhunt/foxhuntmodule.h"
#include "foxhunt/strategy.h"

namespace tessera::foxhunt {

namespace {
std::string defaultTitle(const Level &level) {
    return std::to_string(level.rows) + "x" + std::to_string(level.cols) + ", " +
           std::to_string(level.foxes.size()) + " foxes";
}
} // namespace

pack::Level packLevel(const Level &level, const pack::LevelSource &source) {
    checkLevel(level);
    return packLevel(level, source, measureDifficulty(level));
}

pack::Level packLevel(const Level &level, const pack::LevelSource &source, const Difficulty &d) {
    checkLevel(level);
    pack::Level out = pack::startLevel(kModuleId, source, defaultTitle(level));
    out.data = levelToJson(level);
    out.statistics = Json{{"rows", level.rows},          {"cols", level.cols},
                          {"foxes", level.foxes.size()}, {"openings", level.openings.size()},
                          {"foxes_left", d.foxesLeft},   {"mean_probes", d.meanProbes},
                          {"best_probes", d.bestProbes}, {"worst_probes", d.worstProbes},
                          {"runs", kDifficultyRuns},     {"strategy", strategyName(Strategy::MostLikely)}};
    // Already on the 0..10 scale (difficulty.h); every valid hunt can be finished. A measure stopped
    // early (cancel or budget) is no measure: no difficulty, and the statistics say so.
    if (d.complete) {
        pack::setMeasuredDifficulty(out, d.value);
    } else {
        out.statistics["mean_probes"] = "unknown";
        out.statistics["stopped"] = d.budgetHit ? "budget" : "cancelled";
        pack::setMeasuredDifficulty(out, std::nullopt);
    }
    std::vector<std::string> own{kModuleId};
    if (!level.openings.empty()) own.push_back("openings");
    pack::setTags(out, own, {kModuleId, "openings"}, source.tags);
    return out;
}

pack::Level generatedPackLevel(const Level &level, std::uint64_t seed, const GeneratorOptions &options) {
    return packLevel(
        level, pack::generatedSource(kModuleId, defaultTitle(level), seed, generatorOptionsToJson(options)));
}

pack::Level packLevelFromData(const Json &data, const pack::LevelSource &source) {
    return packLevel(levelFromJson(data), source);
}

} // namespace tessera::foxhunt
