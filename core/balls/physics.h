#pragma once

#include "balls/board.h"

#include <optional>
#include <string>
#include <vector>

namespace tessera::balls {

// The four pushes in the play notation: "U", "D", "L", "R".
char moveChar(Dir d);
std::optional<Dir> dirOfMove(char c);
// The legal moves in sorted order ("D", "L", "R", "U"), as play::Game lists them.
const std::vector<Dir> &sortedDirs();

enum class PushOutcome {
    Lost,     // the black ball met nothing and rolled off the field
    Moved,    // something moved (without blocks: exactly one white ball left the field)
    Unchanged // with blocks: the black ball lay against a block and nothing moved
};

// The cells one ball crossed in a push, its start cell first; off when it left the field (the arrow
// goes on past the edge).
struct Track {
    std::vector<Point> cells;
    bool off = false;
};

// What one push did: the black ball's track, then each white ball's in the order they were struck.
struct PushRecord {
    Dir dir = Dir::Up;
    PushOutcome outcome = PushOutcome::Moved;
    Track black;
    std::vector<Track> whites;
    // A chain push: the ball that left the field is not the one the black ball struck.
    bool chain() const { return whites.size() > 1 && whites.back().off; }
    bool removedBall() const { return !whites.empty() && whites.back().off; }
};

// Applies a push to state (left as it was when the push loses). The record, when given, is filled
// with the tracks. One physics for the game, the analyser and the generator's checks.
PushOutcome push(const Board &board, State &state, Dir d, PushRecord *record = nullptr);

// The records of a line of pushes played from the board's start, one per push (a losing push leaves
// the state as it was, so the pushes after it start from there): the arrows a level's solution draws.
std::vector<PushRecord> pushLine(const Board &board, const std::vector<Dir> &line);

} // namespace tessera::balls
