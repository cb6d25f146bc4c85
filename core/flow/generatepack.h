#pragma once

#include "common/progress.h"
#include "common/seedrange.h"
#include "flow/generator.h"
#include "pack/generatedlevels.h"

namespace tessera::flow {

// Flow's one generate pipeline ("flow generate", the studio's generator panel, the module backend): the
// levels of range, each made by generateLevel from its seed and graded into a pack level by
// generatedPackLevel (the levels generateLevels makes, in the same order). A seed whose attempts run out
// counts as failed. Cancel returns the levels finished (generated and graded). Throws Error when options
// or range are not valid.
pack::GeneratedLevels generatePack(const GeneratorOptions &options, const SeedRange &range,
                                   ProgressSink *progress = nullptr, const CancelToken *cancel = nullptr);

} // namespace tessera::flow
