#pragma once

#include "pack/levelpack.h"

#include <cstddef>
#include <string>
#include <vector>

// Ordering a pack so its difficulty curve ramps. Every level has a tier: the one its module measured
// (statistics.measured.tier: Linjat's easy/medium/hard/expert, Flow's regular/jumbo/extreme), else the
// quarter of the 0..10 scale its difficulty falls in (easy < 2.5 <= medium < 5 <= hard < 7.5 <= expert).
namespace tessera::pack {

std::string rampTier(const Level &level);

// Pack order by difficulty, stable; levels without a difficulty last, in their pack order.
std::vector<std::size_t> difficultyOrder(const LevelPack &pack);

// The tiers of the pack, ordered by the lowest difficulty found in each (ties by name).
std::vector<std::string> defaultTierSequence(const LevelPack &pack);

// The ramp's tiers: those tierSequence names (each once, in its order), then the pack's other tiers in
// defaultTierSequence order.
std::vector<std::string> rampTierSequence(const LevelPack &pack,
                                          const std::vector<std::string> &tierSequence);
// A level's place in such a sequence: its tier's index; a level without a difficulty comes after them all.
std::size_t rampRank(const Level &level, const std::vector<std::string> &sequence);

// "Make the curve ramp": the tiers in the given sequence, each sorted by difficulty; tiers the sequence
// does not name follow in defaultTierSequence order; levels without a difficulty go last.
std::vector<std::size_t> rampOrder(const LevelPack &pack, const std::vector<std::string> &tierSequence);

// Where the curve dips: the positions (0-based) whose difficulty is below the previous measured level's.
std::vector<std::size_t> rampDips(const LevelPack &pack);

// Levels reordered by an order from the functions above.
std::vector<Level> reordered(const LevelPack &pack, const std::vector<std::size_t> &order);

} // namespace tessera::pack
