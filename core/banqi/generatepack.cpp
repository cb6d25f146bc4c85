#include "banqi/generatepack.h"

#include "banqi/packlevel.h"

namespace tessera::banqi {

pack::GeneratedLevels generatePack(const GeneratorOptions &options, const SeedRange &range,
                                   ProgressSink *progress, const CancelToken *cancel) {
    checkGeneratorOptions(options);
    const auto make = [&](std::uint64_t seed, std::string &why,
                          ProgressSink &) -> std::optional<pack::Level> {
        const std::optional<Generated> made = generateChallenge(options, seed, cancel);
        // A rating cut short by cancel is not the challenge's rating: such a challenge is not finished.
        if (!made || (cancel && cancel->cancelled())) {
            why = "no challenge in the difficulty band within " + std::to_string(options.attempts) +
                  " attempts";
            return std::nullopt;
        }
        return generatedPackLevel(made->challenge, seed, options);
    };
    return pack::generateEach(range, make, "rating challenges", progress, cancel);
}

} // namespace tessera::banqi
