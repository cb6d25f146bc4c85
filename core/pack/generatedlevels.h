#pragma once

#include "common/progress.h"
#include "common/seedrange.h"
#include "pack/levelpack.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace tessera::pack {

// What one generate run hands back: its levels as the pack keeps them, in index order, and how many
// of the range could not be made, with the last reason. The CLI's generate verbs and the studio's
// generator panels both take this from the module's one generate function, so the same seeds and
// options give byte-identical pack levels in either.
struct GeneratedLevels {
    std::vector<Level> levels;
    std::vector<int> indices; // the run index of each level (its seed is range.seedOf(index))
    int failed = 0;
    std::string lastFailure;
    bool cancelled = false; // stopped early; levels holds the finished ones
};

// Makes the level of one seed, or nothing with the reason in why; may report the level's own progress
// (0..1) to progress, which is never null.
using MakeLevel =
    std::function<std::optional<Level>(std::uint64_t seed, std::string &why, ProgressSink &progress)>;

// The loop of a generator whose levels each depend on their own seed alone: make for every index of
// range, progress "<what> k/n: <the level's message>" over the level's share of the run, and on cancel
// (checked before each level, and when make gives nothing) the finished levels. make returns nothing
// when it sees the token set, so a level cut short is never kept. Throws Error when range is not valid.
GeneratedLevels generateEach(const SeedRange &range, const MakeLevel &make, const std::string &what,
                             ProgressSink *progress, const CancelToken *cancel);

} // namespace tessera::pack
