#pragma once

#include "banqi/challenge.h"
#include "common/play.h"
#include "common/rng.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tessera::banqi {

// A challenge as one player's game (the play contract): the player's moves against the challenge's
// opponent bot, on the referee game dealt from the seed (challengeGame). The bot answers every move at
// once, choosing from the public view with an rng seeded from the seed, so the same seed and moves give
// the same game. When the bot moves first it has moved when the game is made (opening()).
//
// Moves are BanQi's move strings ("b3" flips, "b3-b4" moves, "b3xb4" takes). apply() reports in
// revealed the piece the player's flip showed ("K"), then the bot's reply with the piece its flip
// showed ("d2=r"), separated by a space: "K d2=r", "c4xc3".
//
// Won when the challenge's goal is met: win, the referee game won; survive, not lost within the
// challenge's plies (the player's and the bot's; a draw before them meets it too). Lost when the game
// ended otherwise. The public view hides the deal.
class ChallengeGame : public play::Game {
public:
    ChallengeGame(const Challenge &challenge, std::uint64_t seed);

    std::unique_ptr<play::Game> clone() const override { return std::make_unique<ChallengeGame>(*this); }
    int playerCount() const override { return 1; }
    int toMove() const override { return 0; }
    std::vector<std::string> legalMoves() const override;
    play::MoveResult apply(const std::string &move) override;
    play::Status status() const override;
    std::string position() const override { return mGame.position(); }
    std::unique_ptr<play::View> publicView() const override;

    const Challenge &challenge() const { return mChallenge; }
    // The referee game (it holds the deal: for the studio's own board and tests, never for bots).
    const banqi::Game &referee() const { return mGame; }
    // The bot's first move when it moves first ("f2=k"), else empty.
    const std::string &opening() const { return mOpening; }
    // Plies made so far, the player's and the bot's.
    int plies() const { return mPlies; }

private:
    std::string botReply();
    Challenge mChallenge;
    banqi::Game mGame;
    Rng mRng;
    int mPlies = 0;
    std::string mOpening;
};

// A winning line for the seed's deal: the reference bot (kReferenceBot) plays the player's side from
// the public view, up to kMaxChallengePlies plies (its and the bot's), its rng seeded from the seed and
// the try; the first of kSolutionTries tries that meets the goal gives its moves. Empty when none does.
inline constexpr int kSolutionTries = 16;
std::vector<std::string> referenceLine(const Challenge &challenge, std::uint64_t seed);

} // namespace tessera::banqi
