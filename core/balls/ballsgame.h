#pragma once

#include "balls/board.h"
#include "balls/physics.h"
#include "common/play.h"

namespace tessera::balls {

// The ball push as a play::Game: moves "U", "D", "L", "R" (all four legal while the game is on, even
// a push that loses or, with blocks, changes nothing); won when every white ball is off, lost when
// the black ball rolled off.
class BallsGame : public play::Game {
public:
    explicit BallsGame(Board board);
    std::unique_ptr<play::Game> clone() const override;
    int playerCount() const override { return 1; }
    int toMove() const override { return 0; }
    std::vector<std::string> legalMoves() const override;
    play::MoveResult apply(const std::string &move) override;
    play::Status status() const override;
    // The field as level rows, the black ball where it stopped (or last stood, after a loss).
    std::string position() const override;

    const Board &board() const { return mBoard; }
    const State &state() const { return mState; }
    bool lost() const { return mLost; }
    // The record of the last push (empty before the first).
    const std::vector<PushRecord> &history() const { return mHistory; }
    // The board with the current position as its start (what a hint or analysis starts from).
    Board current() const;

private:
    Board mBoard;
    State mState;
    bool mLost = false;
    std::vector<PushRecord> mHistory;
};

} // namespace tessera::balls
