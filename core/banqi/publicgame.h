#pragma once

#include "banqi/game.h"
#include "common/play.h"

namespace tessera::banqi {

// What a BanQi player may know of a game (Game::publicView, ChallengeGame::publicView): the public
// position, the rules and the history (banqi::View), and whose turn it is; never the deal. The honest
// bots (chooser) and the hint read this, so they cannot see under a hidden cell by construction.
class PublicGame : public play::View {
public:
    // players and toMove as the game gives them (a challenge is one player's game); over: the game (or
    // the challenge) has ended, so no move is open.
    PublicGame(banqi::View view, int players, int toMove, bool over)
        : mView(std::move(view))
        , mPlayers(players)
        , mToMove(toMove)
        , mOver(over) {}
    int playerCount() const override { return mPlayers; }
    int toMove() const override { return mToMove; }
    // The legal moves of the public position, sorted; none once over.
    std::vector<std::string> legalMoves() const override;
    std::string position() const override { return toNotation(mView.position); }
    const banqi::View &view() const { return mView; }

private:
    banqi::View mView;
    int mPlayers = 2;
    int mToMove = 0;
    bool mOver = false;
};

} // namespace tessera::banqi
