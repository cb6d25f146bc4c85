#include "flow/generatepack.h"

#include "flow/packlevel.h"

namespace tessera::flow {

pack::GeneratedLevels generatePack(const GeneratorOptions &options, const SeedRange &range,
                                   ProgressSink *progress, const CancelToken *cancel) {
    checkGeneratorOptions(options);
    // Level by level, graded as it is made, so cancel keeps every level that was finished: generated
    // and graded. Each level's seed is levelSeed(seed, index), which is range.seedOf(index).
    const auto make = [&](std::uint64_t seed, std::string &why,
                          ProgressSink &levelProgress) -> std::optional<pack::Level> {
        const std::optional<GeneratedLevel> level = generateLevel(options, seed, &levelProgress, cancel);
        // The grade is not given the token: a grade cut short would record "unknown", not the level's.
        if (!level || (cancel && cancel->cancelled())) {
            why = "ran out of attempts";
            return std::nullopt;
        }
        levelProgress.progress({1.0, "grading"});
        return generatedPackLevel(level->puzzle, seed, options);
    };
    return pack::generateEach(range, make, "level", progress, cancel);
}

} // namespace tessera::flow
