#pragma once

#include "common/play.h"
#include "common/progress.h"
#include "linjat/linjatgame.h"
#include "linjat/solveroptions.h"

#include <optional>

namespace tessera::linjat {

// A hint from the layered solver, the human-style solver the levels are graded with. First a drawn
// arm that no solution the solver reaches has ("take back": the arm set to what the solution needs),
// then the first layer of the solve whose deduction the player has not drawn yet: the arm that reaches
// the cells that layer fixed to a number, and why in the rule's words. Nothing when the solver cannot
// solve the level (stuck or ambiguous) or the game is won.
std::optional<play::Hint> hint(const LinjatGame &game, const SolverOptions &options = {},
                               const CancelToken *cancel = nullptr);

} // namespace tessera::linjat
