#pragma once

#include "common/rng.h"
#include "linjat/classification.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace tessera::linjat {

// The original game's four tiers, as its collection script (build-puzzle-collection.pl, last version)
// defines them. Each tier took the levels of one board size and kept those its filter accepts:
//   easy   (9x6):  more than one cover layer, and no square, dependency or one-of layer
//   medium (10x7): more than five cover layers, and no square, dependency or one-of layer
//   hard   (11x8): a square layer, and no dependency or one-of layer
//   expert (13x9): everything
enum class Tier : std::uint8_t { Easy, Medium, Hard, Expert };
inline constexpr std::array kTiers{Tier::Easy, Tier::Medium, Tier::Hard, Tier::Expert};

const char *tierName(Tier tier);
std::optional<Tier> tierFromName(std::string_view name);

// The tier's collection filter on a classification (depths of the cover, square, dependency and one-of
// layers; the leak rules and cant-fit do not matter to it).
bool passesTier(Tier tier, const Classification &c);

// The tier a level qualifies for. The original chose the tier by board size first, so this starts at
// the tier of the smallest original board that holds the level's cells (9x6 = 54 cells easy, 70 medium,
// 88 hard, more expert) and returns the first tier from there up whose filter accepts the level. A level
// no lower filter accepts is expert, since the original's expert tier accepts everything.
Tier qualifyingTier(const Classification &c, int rows, int cols);

// The original's collection score, which ranked a tier's levels: cover + cant-fit + 10 square +
// 50 dependency + 20 one-of - 2 x widest layer, plus the tier's own term (easy 1.25 x cant-fit,
// medium 1.1 x cant-fit, hard nothing, expert 1).
double collectionScore(Tier tier, const Classification &c);

// The original's order of a tier in the collection, as indices into scores (the collection scores of the
// levels the tier's filter accepted): the best `keep` by score (ties in input order), shuffled; for easy
// and medium the first five places then take the levels at 100%, 90%, ..., 60% of the way down the whole
// ranking (the easiest accepted level first), so the tier starts easy. The original overwrote those five
// places and could list a level twice; a pack holds a level once, so a later repeat is dropped here.
std::vector<int> collectionOrder(Tier tier, const std::vector<double> &scores, Rng &rng, int keep = 99);

} // namespace tessera::linjat
