#pragma once

#include "banqi/challenge.h"
#include "ui/common/document.h"

#include <QObject>

#include <cstdint>
#include <string>
#include <vector>

namespace tessera::banqi::ui {

// The workbench's document state: the challenge (start position, rules, the player's side, the
// opponent, the goal), the seed its hidden cells are dealt from, and the moves played. The referee
// game is replayed by the core from these whenever the state changes, so undo (and take back) is
// setting an earlier state.
struct GameState {
    Challenge challenge;
    std::uint64_t seed = 1;
    std::vector<std::string> moves;
    friend bool operator==(const GameState &, const GameState &) = default;
};

class GameModel : public tessera::ui::Document {
    Q_OBJECT
public:
    explicit GameModel(QObject *parent = nullptr);

    const GameState &state() const { return mState; }
    const Challenge &challenge() const { return mState.challenge; }
    // The referee after the moves (the studio's own, for the board; the bots get game().view()).
    const Game &game() const { return mGame; }
    const View &view() const { return mGame.view(); }
    // The player's seat (0 moves first) and whether it is the player's turn in a game not over.
    int playerSeat() const { return mState.challenge.playerFirst ? 0 : 1; }
    bool playersTurn() const { return !mGame.status().over() && mGame.toMove() == playerSeat(); }
    // What each flip showed so far, by move index ("" for moves that were no flip).
    const std::vector<std::string> &revealed() const { return mRevealed; }
    // The seat that made each move.
    const std::vector<int> &movers() const { return mMovers; }

    // A whole new document (history cleared).
    void reset(const GameState &state);
    // For the undo commands only.
    void setState(const GameState &state);

signals:
    void changed();

private:
    void rebuild();
    GameState mState;
    Game mGame;
    std::vector<std::string> mRevealed;
    std::vector<int> mMovers;
};

} // namespace tessera::banqi::ui
