#pragma once

#include "common/progress.h"
#include "common/seedrange.h"
#include "foxhunt/generator.h"
#include "pack/generatedlevels.h"

namespace tessera::foxhunt {

// Fox Hunt's one generate pipeline ("foxhunt generate", the module backend): a level in the
// difficulty band from each seed of range (generateLevel), made a pack level by generatedPackLevel. A
// seed without one within the attempts counts as failed. Cancel returns the levels finished. Throws
// Error when options or range are not valid.
pack::GeneratedLevels generatePack(const GeneratorOptions &options, const SeedRange &range,
                                   ProgressSink *progress = nullptr, const CancelToken *cancel = nullptr);

} // namespace tessera::foxhunt
