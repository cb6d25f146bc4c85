#include "foxhunt/generator.h"

#include "common/error.h"
#include "foxhunt/prober.h"

#include <algorithm>

namespace tessera::foxhunt {

void checkGeneratorOptions(const GeneratorOptions &o) {
    if (o.rows < 1 || o.cols < 1 || o.rows > kMaxSide || o.cols > kMaxSide)
        throw Error("--rows/--cols: a field is 1 to " + std::to_string(kMaxSide) + " cells a side");
    if (o.foxes < 1 || o.foxes > kMaxFoxes || o.foxes >= o.rows * o.cols)
        throw Error("--foxes: expected 1 to " + std::to_string(std::min(kMaxFoxes, o.rows * o.cols - 1)));
    if (o.openings < 0 || o.foxes + o.openings > o.rows * o.cols)
        throw Error("--openings: more probes than empty cells");
    if (o.minDifficulty < 0 || o.maxDifficulty > 10 || o.minDifficulty > o.maxDifficulty)
        throw Error("--min-difficulty/--max-difficulty: expected a band within 0..10");
    if (o.attempts < 1) throw Error("--attempts: expected at least 1");
}

Json generatorOptionsToJson(const GeneratorOptions &o) {
    return Json{{"rows", o.rows},
                {"cols", o.cols},
                {"foxes", o.foxes},
                {"openings", o.openings},
                {"minDifficulty", o.minDifficulty},
                {"maxDifficulty", o.maxDifficulty},
                {"attempts", o.attempts}};
}

GeneratorOptions generatorOptionsFromJson(const Json &json) {
    const JsonCursor c(json);
    c.requireObject();
    GeneratorOptions o;
    o.rows = int(c.integerOr("rows", 1, kMaxSide, o.rows));
    o.cols = int(c.integerOr("cols", 1, kMaxSide, o.cols));
    o.foxes = int(c.integerOr("foxes", 1, kMaxFoxes, o.foxes));
    o.openings = int(c.integerOr("openings", 0, kMaxSide * kMaxSide, o.openings));
    o.minDifficulty = c.numberOr(renamedKey(c, "minDifficulty", "min_difficulty"), o.minDifficulty);
    o.maxDifficulty = c.numberOr(renamedKey(c, "maxDifficulty", "max_difficulty"), o.maxDifficulty);
    o.attempts = int(c.integerOr("attempts", 1, 1000000, o.attempts));
    return o;
}

std::optional<Generated> generateLevel(const GeneratorOptions &options, std::uint64_t seed,
                                       const CancelToken *cancel) {
    checkGeneratorOptions(options);
    Rng rng(seed);
    for (int attempt = 1; attempt <= options.attempts; ++attempt) {
        if (cancel && cancel->cancelled()) return std::nullopt;
        Generated g;
        g.level = randomLevel(options.rows, options.cols, options.foxes, rng);
        std::vector<Point> empty;
        for (int r = 0; r < options.rows; ++r)
            for (int c = 0; c < options.cols; ++c)
                if (!std::binary_search(g.level.foxes.begin(), g.level.foxes.end(), Point{r, c}))
                    empty.push_back({r, c});
        rng.shuffle(empty);
        g.level.openings.assign(empty.begin(), empty.begin() + options.openings);
        g.difficulty = measureDifficulty(g.level);
        g.attempts = attempt;
        if (g.difficulty.value >= options.minDifficulty && g.difficulty.value <= options.maxDifficulty)
            return g;
    }
    return std::nullopt;
}

} // namespace tessera::foxhunt
