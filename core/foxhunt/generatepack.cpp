#include "foxhunt/generatepack.h"

#include "foxhunt/packlevel.h"

namespace tessera::foxhunt {

pack::GeneratedLevels generatePack(const GeneratorOptions &options, const SeedRange &range,
                                   ProgressSink *progress, const CancelToken *cancel) {
    checkGeneratorOptions(options);
    const auto make = [&](std::uint64_t seed, std::string &why,
                          ProgressSink &) -> std::optional<pack::Level> {
        const std::optional<Generated> made = generateLevel(options, seed, cancel);
        if (!made) {
            why = "no level in the difficulty band within " + std::to_string(options.attempts) + " attempts";
            return std::nullopt;
        }
        return generatedPackLevel(made->level, seed, options);
    };
    return pack::generateEach(range, make, "measuring levels", progress, cancel);
}

} // namespace tessera::foxhunt
