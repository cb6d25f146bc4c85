#pragma once

#include "common/jsonutil.h"
#include "common/progress.h"
#include "common/seedrange.h"
#include "linjat/generatoroptions.h"
#include "pack/generatedlevels.h"

namespace tessera::linjat {

// What "linjat generate" runs with: the generator's options and how each seed's level is looked for.
struct GenerateOptions {
    GeneratorOptions generator;
    bool advanced = false; // only levels that need a square, dependency or one-of layer (when found)
    int attempts = 2000;   // random boards per level before giving up (Generator::generate's maxAttempts)

    // Throws Error naming the option when no level can be made with them.
    void check() const;
    // As a level's provenance records them: the generator's members, then advanced and attempts
    // (camelCase). fromJson keeps defaults for missing members and still reads the old snake_case keys.
    OrderedJson toJson() const;
    static GenerateOptions fromJson(const Json &json);
};

// Linjat's one generate pipeline ("linjat generate", the module backend): for each seed of range, a
// level from Generator::generate on Rng(seed), made a pack level by packLevel with the options as its
// provenance. A seed without a valid level within the attempts counts as failed. Cancel returns the
// levels finished. Throws Error when options or range are not valid.
pack::GeneratedLevels generatePack(const GenerateOptions &options, const SeedRange &range,
                                   ProgressSink *progress = nullptr, const CancelToken *cancel = nullptr);

} // namespace tessera::linjat
