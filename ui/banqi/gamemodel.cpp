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
    mGame = challengeGame(mState.challenge, mState.seed);
    mRevealed.clear();
    mMovers.clear();
    for (const std::string &m : mState.moves) {
        mMovers.push_back(mGame.toMove());
        mRevealed.push_back(mGame.apply(m).revealed);
    }
    emit changed();
}

} // namespace tessera::banqi::ui
