#include "linjat/generatepack.h"

#include "common/rng.h"
#include "linjat/generator.h"
#include "linjat/linjatmodule.h"
#include "linjat/packlevel.h"

#include <string>

namespace tessera::linjat {

void GenerateOptions::check() const {
    generator.check();
    if (attempts < 1 || attempts > 100000000) throw Error("expected 1 to 100000000", "attempts");
}

OrderedJson GenerateOptions::toJson() const {
    OrderedJson j = generator.toJson();
    j["advanced"] = advanced;
    j["attempts"] = attempts;
    return j;
}

GenerateOptions GenerateOptions::fromJson(const Json &json) {
    const JsonCursor c(json);
    GenerateOptions o;
    o.generator = GeneratorOptions::fromJson(c);
    o.advanced = c.booleanOr("advanced", o.advanced);
    o.attempts = int(c.integerOr("attempts", 1, 100000000, o.attempts));
    return o;
}

pack::GeneratedLevels generatePack(const GenerateOptions &options, const SeedRange &range,
                                   ProgressSink *progress, const CancelToken *cancel) {
    options.check();
    // One generator for the run: a level depends on its seed's Rng alone, not on the levels before.
    Generator generator(options.generator);
    const Json provenance = Json::parse(options.toJson().dump());
    const auto make = [&](std::uint64_t seed, std::string &why,
                          ProgressSink &) -> std::optional<pack::Level> {
        Rng rng(seed);
        const auto made = generator.generate(rng, options.advanced, options.attempts, cancel);
        // Cancelled part-way, generate may hand back its fallback (a level that is not advanced), which
        // is not the level the seed makes: such a level is not finished.
        if (!made || (cancel && cancel->cancelled())) {
            why = "no valid level found for seed " + std::to_string(seed) + " in " +
                  std::to_string(100 * options.attempts) + " attempts";
            return std::nullopt;
        }
        const Puzzle &p = made->puzzle;
        const std::string title = std::to_string(p.rows()) + "x" + std::to_string(p.cols()) + ", " +
                                  std::to_string(p.numberCount()) + " numbers";
        return packLevel(p, pack::generatedSource(kModuleId, title, seed, provenance));
    };
    return pack::generateEach(range, make, "level", progress, cancel);
}

} // namespace tessera::linjat
