#pragma once

#include "banqi/challenge.h"
#include "common/progress.h"
#include "common/seedrange.h"
#include "pack/generatedlevels.h"

namespace tessera::banqi {

// BanQi's one generate pipeline ("banqi generate", the module backend): a challenge in the difficulty
// band from each seed of range (generateChallenge), made a pack level by generatedPackLevel. A seed
// without one within the attempts counts as failed. Cancel returns the challenges finished. Throws
// Error when options or range are not valid.
pack::GeneratedLevels generatePack(const GeneratorOptions &options, const SeedRange &range,
                                   ProgressSink *progress = nullptr, const CancelToken *cancel = nullptr);

} // namespace tessera::banqi
