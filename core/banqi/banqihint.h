#pragma once

#include "common/play.h"
#include "common/progress.h"

#include <optional>

namespace tessera::banqi {

// The hint's search budget: the search bot's default, about 23 ms a move.
inline constexpr long kHintNodes = 20000;

// The hint of the play contract: the search bot's move on what the player sees (a PublicGame, of a
// challenge or a referee game), within kHintNodes nodes, with what it does and why: "d3xe3: takes the
// black Elephant; searched 12 plies deep, it leaves the best balance of pieces (+10)" (the prices of
// the side's pieces minus the opponent's the search expects). Nothing when no move is open or cancel is
// set; throws Error when view is no PublicGame.
std::optional<play::Hint> moveHint(const play::View &view, const CancelToken *cancel = nullptr);

} // namespace tessera::banqi
