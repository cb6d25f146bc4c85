#include "balls/ballsgame.h"

#include "common/error.h"

namespace tessera::balls {

BallsGame::BallsGame(Board board)
    : mBoard(std::move(board))
    , mState(mBoard.start) {}

std::unique_ptr<play::Game> BallsGame::clone() const {
    return std::make_unique<BallsGame>(*this);
}

std::vector<std::string> BallsGame::legalMoves() const {
    if (status().over()) return {};
    std::vector<std::string> out;
    for (Dir d : sortedDirs()) out.emplace_back(1, moveChar(d));
    return out;
}

play::MoveResult BallsGame::apply(const std::string &move) {
    const std::optional<Dir> d = move.size() == 1 ? dirOfMove(move[0]) : std::nullopt;
    if (!d) throw Error("\"" + move + "\" is not a push (expected U, D, L or R)");
    if (status().over()) throw Error("push \"" + move + "\": the game is over (" + status().reason + ")");
    PushRecord record;
    const PushOutcome outcome = push(mBoard, mState, *d, &record);
    if (outcome == PushOutcome::Lost) {
        mLost = true;
        // The black ball's last cell on the field, so the position still shows where it went off.
        mState.black = mBoard.index(record.black.cells.back());
    }
    mHistory.push_back(std::move(record));
    play::MoveResult r;
    r.move = move;
    r.changed = outcome != PushOutcome::Unchanged;
    return r;
}

play::Status BallsGame::status() const {
    play::Status s;
    if (mLost) {
        s.outcome = play::Outcome::Lost;
        s.reason = "the black ball rolled off the field";
    } else if (mState.whites.empty()) {
        s.outcome = play::Outcome::Won;
        s.winner = 0;
        s.reason = "every white ball is off the field";
    }
    return s;
}

Board BallsGame::current() const {
    Board b = mBoard;
    b.start = mState;
    return b;
}

std::string BallsGame::position() const {
    std::string out;
    for (const std::string &row : boardRows(current())) out += row + "\n";
    return out;
}

} // namespace tessera::balls
