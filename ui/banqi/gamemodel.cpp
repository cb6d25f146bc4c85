#include "ui/banqi/gamemodel.h"

namespace tessera::banqi::ui {

GameModel::GameModel(QObject *parent)
    : Document(parent)
    , mGame(Game::fresh(Rules{}, 1)) {
    reset(GameState{});
}

void GameModel::reset(const GameState &state) {
    clearHistory(); // first, while its commands still match the state
    setFileName({});
    mState = state;
    rebuild();
}

void GameModel::setState(const GameState &state) {
    mState = state;
    rebuild();
}

void GameModel::rebuild() {
    // Every move, the player's and the bot's, on the referee game: the seat of each is the state's
    // before it.
    const play::Replay r = play::replay(challengeGame(mState.challenge, mState.seed), mState.moves);
    mRevealed.clear();
    mMovers.clear();
    for (std::size_t i = 0; i < r.moves.size(); ++i) {
        mMovers.push_back(r.states[i]->toMove());
        mRevealed.push_back(r.moves[i].revealed);
    }
    mGame = static_cast<const Game &>(*r.states.back());
    emit changed();
}

} // namespace tessera::banqi::ui
