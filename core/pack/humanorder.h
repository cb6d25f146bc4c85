#pragma once

#include "pack/levelpack.h"
#include "pack/tracereport.h"

#include <cstddef>
#include <string>
#include <vector>

// Ordering a pack by what players did (pack/tracereport.h) instead of what was predicted: the
// studio's "Sort by Human Difficulty" and "Ramp by Human Difficulty". The human difficulty of a level is
// its median log solve time; a level played but never solved is the hardest. Orders are permutations of
// the pack's rows, as pack/ramp.h's, for pack::reordered and the studio's reorder command.
namespace tessera::pack {

// The played levels by human difficulty, easiest first (equal ones by predicted difficulty, then in
// pack order), then the levels no trace played, in pack order. Levels are matched to figures by id.
std::vector<std::size_t> humanDifficultyOrder(const LevelPack &pack, const TraceReport &report);

// "Make the curve ramp" by players: the tiers as rampOrder takes them (the sequence given, then the
// rest by their easiest level; tiers are the predicted ones, ramp.h's rampTier), each tier's played
// levels by human difficulty, then its unplayed ones by predicted difficulty; levels without a
// predicted difficulty last, in the same way.
std::vector<std::size_t> humanRampOrder(const LevelPack &pack, const TraceReport &report,
                                        const std::vector<std::string> &tierSequence);

} // namespace tessera::pack
