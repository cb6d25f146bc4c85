#include "balls/bandgenerator.h"

#include "common/error.h"

namespace tessera::balls {

void checkBandOptions(const BandOptions &o) {
    checkGeneratorOptions(o.generator);
    if (!(o.minRandomWin >= 0 && o.maxRandomWin <= 1 && o.minRandomWin <= o.maxRandomWin))
        throw Error("random-win band: expected 0 <= min <= max <= 1");
    if (!(o.minDifficulty >= 0 && o.maxDifficulty <= 10 && o.minDifficulty <= o.maxDifficulty))
        throw Error("difficulty band: expected 0 <= min <= max <= 10");
    if (o.tries < 1) throw Error("tries: expected at least 1");
}

Json bandOptionsToJson(const BandOptions &o) {
    Json j = generatorOptionsToJson(o.generator);
    j["minRandomWin"] = o.minRandomWin;
    j["maxRandomWin"] = o.maxRandomWin;
    j["minDifficulty"] = o.minDifficulty;
    j["maxDifficulty"] = o.maxDifficulty;
    j["unique"] = o.unique;
    j["tries"] = o.tries;
    j["endless"] = o.endless;
    return j;
}

BandOptions bandOptionsFromJson(const Json &json) {
    BandOptions o;
    o.generator = generatorOptionsFromJson(json);
    const JsonCursor c(json);
    o.minRandomWin = c.numberOr(renamedKey(c, "minRandomWin", "min_random_win"), o.minRandomWin);
    o.maxRandomWin = c.numberOr(renamedKey(c, "maxRandomWin", "max_random_win"), o.maxRandomWin);
    o.minDifficulty = c.numberOr(renamedKey(c, "minDifficulty", "min_difficulty"), o.minDifficulty);
    o.maxDifficulty = c.numberOr(renamedKey(c, "maxDifficulty", "max_difficulty"), o.maxDifficulty);
    o.unique = c.booleanOr("unique", o.unique);
    o.tries = int(c.integerOr("tries", 1, 100000000, o.tries));
    o.endless = c.booleanOr("endless", o.endless);
    return o;
}

namespace {
constexpr int kHopelessTries = 20;
} // namespace

std::optional<BandLevel> generateInBand(const BandOptions &o, std::uint64_t seed, std::string &why,
                                        const CancelToken *cancel) {
    checkBandOptions(o);
    Rng rng(seed);
    int outOfBand = 0, notUnique = 0, unbuilt = 0;
    for (int t = 1; t <= o.tries; ++t) {
        if (cancel && cancel->cancelled()) {
            why = "cancelled";
            return std::nullopt;
        }
        BandLevel level;
        try {
            level.construction = constructLevel(o.generator, rng);
        } catch (const Error &e) {
            ++unbuilt;
            why = e.message();
            // Options the seed's method cannot build for (too many balls for the field) fail every
            // time: give up early instead of spending every try on them.
            if (unbuilt >= kHopelessTries && unbuilt == t) break;
            continue;
        }
        level.analysis = analyse(level.construction.board, &level.construction.solution);
        const Analysis &a = level.analysis;
        if (a.randomWin < o.minRandomWin || a.randomWin > o.maxRandomWin || a.difficulty < o.minDifficulty ||
            a.difficulty > o.maxDifficulty) {
            ++outOfBand;
            continue;
        }
        if (o.unique && level.analysis.solutions != 1) {
            ++notUnique;
            continue;
        }
        level.tries = t;
        return level;
    }
    why = "no level in " + std::to_string(outOfBand + notUnique + unbuilt) +
          " tries: " + std::to_string(outOfBand) + " outside the random-win or difficulty band, " +
          std::to_string(notUnique) + " with more than one solution, " + std::to_string(unbuilt) +
          " not built" + (unbuilt ? " (" + why + ")" : std::string());
    return std::nullopt;
}

BandRun generateBand(const BandOptions &options, std::uint64_t seed, int count, int shard, int shards,
                     ProgressSink *progress, const CancelToken *cancel) {
    checkBandOptions(options);
    BandRun run;
    ProgressReporter reporter(progress, cancel);
    BandOptions o = options;
    for (int i = 0; i < count; ++i) {
        const bool mine = i % shards == shard;
        if (!mine && !o.endless) continue;
        if (reporter.cancelled()) {
            run.cancelled = true;
            break;
        }
        std::string why;
        std::optional<BandLevel> level = generateInBand(o, seed + std::uint64_t(i), why, cancel);
        if (!level) {
            if (why == "cancelled") {
                run.cancelled = true;
                break;
            }
            if (mine) {
                ++run.failed;
                run.lastFailure = "level " + std::to_string(i) + ": " + why;
            }
            continue; // endless: the next level starts where the last one that was made ended
        }
        if (o.endless) o.generator.start = level->construction.end;
        if (mine) run.levels.push_back({i, std::move(*level)});
        reporter.report(double(i + 1) / count,
                        "level " + std::to_string(i + 1) + "/" + std::to_string(count));
    }
    return run;
}

} // namespace tessera::balls
