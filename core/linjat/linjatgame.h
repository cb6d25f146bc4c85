#pragma once

#include "common/play.h"
#include "linjat/placement.h"
#include "linjat/puzzle.h"

#include <array>
#include <optional>
#include <vector>

namespace tessera::linjat {

// Linjat as a play::Game. A move sets one arm of a number's line: "<cell><U|D|L|R><length>", e.g.
// "c4R2" draws the line of the number at c4 two cells to the right of it, "c4R0" erases that arm (cells
// as in common/cellname.h: column letters, row from 1 at the top). A line is straight, so drawing an
// arm across the other axis erases the number's arms along the first, as turning a drag does in the
// original game. Refused: a cell without a number, an arm that leaves the board, crosses another
// number or another line, or makes the line longer than the number. Won when every number's line has
// its full length and every dot is covered: any solution wins, not only the stored one.
class LinjatGame : public play::Game {
public:
    enum Arm { Up, Down, Left, Right };
    explicit LinjatGame(const Puzzle &puzzle);

    std::unique_ptr<play::Game> clone() const override { return std::make_unique<LinjatGame>(*this); }
    int playerCount() const override { return 1; }
    int toMove() const override { return 0; }
    std::vector<std::string> legalMoves() const override;
    play::MoveResult apply(const std::string &move) override;
    play::Status status() const override;
    // One text per board row, rows separated by '/': a number's digit, '-' or '|' a cell on a line,
    // '.' an uncovered dot, ' ' an empty cell.
    std::string position() const override;

    const Puzzle &puzzle() const { return mPuzzle; }
    // Each number's arms (cells beyond the number, per Arm).
    const std::array<int, 4> &arms(int number) const { return mArms[std::size_t(number)]; }
    // The number's line as drawn (its own cell alone when no arm is drawn).
    Line line(int number) const;
    // Lines of every number in puzzle order, complete or not.
    std::vector<Line> lines() const;
    // The number whose line covers the cell (its own cell included), or -1.
    int coveredBy(int row, int col) const;

    // The moves that draw these lines from an empty board (one per non-empty arm, numbers in order).
    static std::vector<std::string> movesFor(const Puzzle &puzzle, const std::vector<Line> &lines);
    static std::string moveName(const Puzzle &puzzle, int number, Arm arm, int length);

private:
    // Why the arm cannot be set (empty when it can), the number's other arms as they would be after.
    std::string refusal(int number, Arm arm, int length) const;
    Puzzle mPuzzle;
    std::vector<std::array<int, 4>> mArms;
};

} // namespace tessera::linjat
