#pragma once

#include "balls/stategraph.h"
#include "common/play.h"

#include <optional>

namespace tessera::balls {

// A hint's state graph holds at most this many positions (and kHintBytes of memory): a field too rich
// for it gets no hint rather than a wait. The sample levels need some thousands.
inline constexpr std::size_t kHintStates = 2'000'000;
inline constexpr std::size_t kHintBytes = std::size_t(256) << 20;

// The hint of the play contract, from the exact analyser on the position the player sees (the view's
// rows): the first push, in sorted order, of a shortest win from here ("D: 4 pushes from here win,
// this one first"); when no push wins any more, no move and the advice to take back ("no push wins
// from here: take back"). Nothing when the game is over, the graph passes the budgets or cancel is set.
std::optional<play::Hint> pushHint(const play::View &view, const CancelToken *cancel = nullptr,
                                   std::size_t maxStates = kHintStates);

} // namespace tessera::balls
