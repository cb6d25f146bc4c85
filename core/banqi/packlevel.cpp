#include "banqi/packlevel.h"

#include "banqi/banqimodule.h"
#include "pack/difficultyscale.h"
#include "pack/levelsource.h"

namespace tessera::banqi {

namespace {
std::string defaultTitle(const Challenge &c) {
    std::string t = std::string(c.rules.variant == Variant::Taiwan ? "Taiwan" : "Chinese") + ": " +
                    (c.goal == Goal::Win ? "win" : "survive " + std::to_string(c.plies) + " plies") +
                    " against " + botName(c.opponent.kind);
    return t;
}
} // namespace

pack::Level packLevel(const Challenge &c, const pack::LevelSource &source) {
    return packLevel(c, source, measureDifficulty(c));
}

pack::Level packLevel(const Challenge &c, const pack::LevelSource &source, const Difficulty &d) {
    pack::Level out = pack::startLevel(kModuleId, source, defaultTitle(c));
    out.data = challengeToJson(c);
    int revealed = 0;
    for (Cell x : c.position.board) revealed += isPiece(x);
    out.statistics = Json{{"revealed", revealed}, {"hidden", c.position.hiddenCount()},
                          {"score", d.score},     {"runs", d.runs},
                          {"wins", d.wins},       {"draws", d.draws},
                          {"losses", d.losses},   {"reference", botName(kReferenceBot)}};
    // On the pack's 0-10 scale, with the record of what it was measured on (for the stale flag).
    pack::setMeasuredDifficulty(out, pack::roundDifficulty(d.value));
    std::vector<std::string> own{kModuleId, variantName(c.rules.variant), goalName(c.goal),
                                 c.position.side < 0 ? "fresh-deal" : "mid-game"};
    pack::setTags(out, own, {kModuleId, "taiwan", "chinese", "win", "survive", "fresh-deal", "mid-game"},
                  source.tags);
    return out;
}

pack::Level generatedPackLevel(const Challenge &c, std::uint64_t seed, const GeneratorOptions &options) {
    return packLevel(
        c, pack::generatedSource(kModuleId, defaultTitle(c), seed, generatorOptionsToJson(options)));
}

pack::Level packLevelFromData(const Json &data, const pack::LevelSource &source) {
    return packLevel(challengeFromJson(data), source);
}

} // namespace tessera::banqi
