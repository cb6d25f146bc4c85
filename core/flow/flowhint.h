#pragma once

#include "common/play.h"
#include "common/progress.h"
#include "flow/flowgame.h"

#include <optional>

namespace tessera::flow {

// Search nodes a hint may spend finding a solution that fits the drawn paths (all of its tries
// together), and the budget of the grader's counter; about a second on the largest boards.
inline constexpr long long kHintNodes = 100000;
inline constexpr long long kHintGraderNodes = 20000;

// A hint for a Flow game, from the grader, the human-style solver the levels are graded with.
// First the drawn paths are checked: when no solution fits them, the first path (puzzle order) that
// goes wrong is to be cut back to its last cell that still fits ("A:c3"), or cleared ("A:x"). Else the
// next forced step at a path's end or an unstarted colour's endpoint: a path end with only one way on
// in the current position (the grader's forced-exit), else the first layer of the grader's
// deductions that links a path end not yet drawn on, as a one-step move ("A:c3-c4") and why in that
// rule's words; when no layer does, a step of a solution the search found. Nothing when the game is
// won, or the budget or cancel stops the search first.
std::optional<play::Hint> hint(const FlowGame &game, const CancelToken *cancel = nullptr,
                               long long maxNodes = kHintNodes);

} // namespace tessera::flow
