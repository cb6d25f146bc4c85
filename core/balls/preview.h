#pragma once

#include "balls/board.h"
#include "balls/physics.h"
#include "common/drawing.h"

#include <vector>

namespace tessera::balls {

// One cell is this many drawing units; the field has a margin of one cell so arrows can leave it.
inline constexpr double kCellUnits = 32;
inline constexpr double kMarginUnits = 32;

// The colour of move i (0-based) in the move-history arrows: evenly spread hues.
Color moveColour(int move);

// The level as a drawing: the field, blocks, white balls, the black ball.
Drawing drawBoard(const Board &board);
// The move-history arrows of these pushes over the same frame as drawBoard: per push the black
// ball's track (dashed) and every white ball's track (solid) in the move's colour, an arrowhead at
// each end (past the edge for a ball that left), the move's number where the black ball struck.
// shown, when given, says which moves to draw.
Drawing drawHistory(const Board &board, const std::vector<PushRecord> &history,
                    const std::vector<bool> *shown = nullptr);
// drawBoard with drawHistory on top (pack thumbnails draw the intended solution's arrows).
Drawing drawLevel(const Board &board, const std::vector<PushRecord> &history);
// A game's position as its player sees it (the play picture, as the studio's play mode shows it):
// drawBoard of the position with drawHistory of the pushes played on top. lost: the last push lost, and
// the black ball is drawn faint just past the edge where it rolled off instead of on the field.
Drawing drawGame(const Board &position, const std::vector<PushRecord> &history, bool lost);

} // namespace tessera::balls
