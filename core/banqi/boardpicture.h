#pragma once

#include "common/play.h"

namespace tessera::banqi {

// The position of a challenge as its player sees it (ModuleBackend::Play::board): drawBoard of the
// public position, pieces face down or face up in red or black, captured pieces gone, with the files
// and rows in the margin. Row 1 is at the top, so the grid's cell (row, col) is the cell common/
// cellname.h names ("a1" top-left, "b3" row 2 col 1), which is BanQi's own cell name too; the grid is
// 4 x 8, its top-left corner at (kLabelUnits, kMarginUnits). Throws Error when view is not a
// PublicGame (ChallengeGame::publicView, Game::publicView).
play::BoardPicture boardPicture(const play::View &view);

} // namespace tessera::banqi
