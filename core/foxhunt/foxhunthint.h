#pragma once

#include "common/play.h"
#include "common/progress.h"

#include <optional>

namespace tessera::foxhunt {

// The hint of the play contract: the default strategy's (two-step's) next probe on what the player
// sees (a PublicHunt), within one decision's budgets (decisionOdds, under 50 ms), with its fox
// probability in the sentence: "d4: certainly a fox", "c3: 0% chance of a fox, but its reading tells
// most about where the foxes are". Ties are broken with a fixed seed, so the same view gives the same
// hint. Nothing when every fox is found or cancel is set; throws Error when view is no PublicHunt.
std::optional<play::Hint> probeHint(const play::View &view, const CancelToken *cancel = nullptr);

} // namespace tessera::foxhunt
