#pragma once

#include "balls/board.h"
#include "balls/physics.h"
#include "common/jsonutil.h"
#include "common/rng.h"

#include <optional>
#include <string>
#include <vector>

namespace tessera::balls {

// The seed's generator (history-arrow construction): the level is built in the order it is played.
struct GeneratorOptions {
    int rows = 8;
    int cols = 8;
    int balls = 10;
    int blocks = 0; // fixed blocks placed at random first (the extension; off by default)
    // Weight of a shift of s cells: shiftWeights[min(s, size - 1)]; longer shifts weigh more by
    // default, as in the seed.
    std::vector<double> shiftWeights{1, 2, 3, 4};
    int attempts = 200; // whole levels tried before giving up
    // "Endless" mode: the black ball starts here (where it ended the last level); else at random.
    std::optional<Point> start;
};
// Throws Error naming the bad option.
void checkGeneratorOptions(const GeneratorOptions &options);
// The options as a level's provenance records them (camelCase), and back: a missing member keeps its
// default, and the snake_case key written before ("shift_weights") is still read.
Json generatorOptionsToJson(const GeneratorOptions &options);
GeneratorOptions generatorOptionsFromJson(const Json &json);

// One step of the construction, for the studio's playback.
struct ConstructionStep {
    enum class Kind {
        Place,    // move `move`: the black ball shifts `shift` cells `dir`; a ball is put at `to`
        Relocate, // the ball moves back along the white arrow of move `arrow`, from `from` to `to`
        Reject,   // the placement is given up: `reason`, at cell `to`
        Accept    // the ball's start cell is `to`; move `move` enters the history
    };
    Kind kind = Kind::Place;
    int move = 0; // 1-based
    Dir dir = Dir::Up;
    int shift = 0;
    int arrow = 0; // Relocate: the move whose arrow was followed
    Point from, to;
    std::string reason;
};
const char *stepKindName(ConstructionStep::Kind kind);

// A built level: the board, the intended pushes, the recorded history (each move's black track and
// white arrow as built), the construction steps of the attempt that succeeded, and where the black
// ball ends (the next level's start in endless mode).
struct Construction {
    Board board;
    std::vector<Dir> solution;
    std::vector<PushRecord> history;
    std::vector<ConstructionStep> steps;
    Point end;
    int attempts = 0; // whole levels tried, this one included
};

// One move of the history as the construction records it: the cells the black ball crossed (its
// start included) and the white arrow (the struck ball's cell to the edge) with its direction.
struct HistoryMove {
    Dir dir = Dir::Up;
    CellSet black;
    CellSet arrow;
};

// The seed's history check (its Lua fragment): where a ball that must stand at p0 when the next move
// (history.size() + 1) is played starts the level. Walking the history from newest to oldest, on an
// older white arrow it first checks that no black track between that move and the last one it was
// relocated along crosses it, then steps one cell along the arrow; at the end the black tracks up to
// the last relocation must miss it. ok false with the reason and the cell where it failed.
struct Relocation {
    bool ok = false;
    Point cell;
    std::string reason;
    std::vector<ConstructionStep> steps; // the Relocate steps taken (move = history.size() + 1)
};
Relocation relocateBall(const Board &board, const std::vector<HistoryMove> &history, Point p0);

// Throws Error saying why when no level is found within options.attempts.
Construction constructLevel(const GeneratorOptions &options, Rng &rng);

} // namespace tessera::balls
