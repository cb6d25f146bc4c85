#pragma once

#include "balls/bandgenerator.h"
#include "common/progress.h"
#include "common/seedrange.h"
#include "pack/generatedlevels.h"

namespace tessera::balls {

// Ball push's one generate pipeline ("balls generate", the studio's generator panel, the module
// backend): the levels of range made by generateBand (in endless mode every shard walks the chain),
// each made a pack level by generatedPackLevel. Cancel returns the levels finished. Throws Error when
// options or range are not valid.
pack::GeneratedLevels generatePack(const BandOptions &options, const SeedRange &range,
                                   ProgressSink *progress = nullptr, const CancelToken *cancel = nullptr);

} // namespace tessera::balls
