#pragma once

#include "common/grid.h"
#include "common/play.h"
#include "flow/puzzle.h"
#include "flow/solution.h"

#include <string>
#include <vector>

namespace tessera::flow {

// Flow as a play::Game: the puzzle and, per colour, the path drawn so far.
//
// A move is a drag of one colour, "<label>:<cell>-<cell>-...", cells named as in common/cellname.h ("a1"
// is the top-left cell). It behaves as the original game's drag: the first cell is an endpoint of the
// colour (the path starts afresh there, the old one dropped) or a cell of its path (the path is cut
// back to it); each next cell is orthogonally next to the one before. Stepping back onto the colour's
// own path cuts it back to that cell; stepping onto another colour's path cuts that path just before
// the cell; another colour's endpoint is refused; reaching the colour's other endpoint completes the
// path and the drag ends there. "<label>:x" clears the colour's path. "A:a1-a2-b2" draws A from its
// endpoint a1 down to a2 and right to b2.
//
// Won when the drawn paths are a solution the validator accepts under the level's rule (every pair
// joined, the board full, and under the strict rule no path touching itself): any solution wins, not
// only the stored one.
class FlowGame : public play::Game {
public:
    explicit FlowGame(Puzzle puzzle);

    std::unique_ptr<play::Game> clone() const override { return std::make_unique<FlowGame>(*this); }
    int playerCount() const override { return 1; }
    int toMove() const override { return 0; }
    // One-step drags, sorted: each unfinished path's end one cell on, and each colour started afresh
    // from either endpoint by one cell ("A:b2-b3"). Empty when won.
    std::vector<std::string> legalMoves() const override;
    play::MoveResult apply(const std::string &move) override;
    play::Status status() const override;
    // One text per board row, rows separated by '/': a colour's label where an endpoint or a path
    // covers the cell, '.' where nothing does. Traces hash it, so it stays as it is.
    std::string position() const override;

    const Puzzle &puzzle() const { return mPuzzle; }
    // Per colour (puzzle order), the drawn path from the endpoint it started at; empty when nothing is
    // drawn (a path is always at least two cells).
    const std::vector<std::vector<Point>> &paths() const { return mPaths; }
    // The colour whose endpoint or path covers the cell (on the board), or -1.
    int colourAt(Point p) const { return mCover.at(p); }
    // The path runs from one of the colour's endpoints to the other.
    bool joined(int colour) const;
    // The drawn paths as a solution (each from pair.a to pair.b), for the validator.
    Solution drawn() const;

    // The moves that draw a solution on an empty board: one drag per colour from its endpoint a to b.
    static std::vector<std::string> movesFor(const Puzzle &puzzle, const Solution &solution);
    // "A:b2-b3-c3".
    static std::string moveName(char label, const std::vector<Point> &cells);

private:
    void updateCover(); // mCover from the endpoints and paths
    Puzzle mPuzzle;
    Grid<int> mEndpoints; // colour per endpoint cell, -1 elsewhere
    std::vector<std::vector<Point>> mPaths;
    Grid<int> mCover; // colour per covered cell (endpoints and paths), -1 elsewhere
};

} // namespace tessera::flow
