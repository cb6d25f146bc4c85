#include "banqi/challengegame.h"

#include "banqi/botmove.h"
#include "banqi/publicgame.h"
#include "common/error.h"

namespace tessera::banqi {

namespace {

// The bot's rng: a stream of its own, apart from the deal's (which is dealt from the seed itself).
std::uint64_t replySeed(std::uint64_t seed) {
    std::uint64_t s = seed ^ 0xC4A1E46E00000000ULL;
    return Rng::splitmix64(s);
}

std::uint64_t solutionSeed(std::uint64_t seed, int attempt) {
    std::uint64_t s = (seed ^ 0x5011A7104E000000ULL) + std::uint64_t(attempt) * 0x9E3779B97F4A7C15ULL;
    return Rng::splitmix64(s);
}

std::string written(const play::MoveResult &r) {
    return r.revealed.empty() ? r.move : r.move + "=" + r.revealed;
}

} // namespace

ChallengeGame::ChallengeGame(const Challenge &challenge, std::uint64_t seed)
    : mChallenge(challenge)
    , mGame(challengeGame(challenge, seed))
    , mRng(replySeed(seed)) {
    if (!status().over() && mGame.toMove() != (mChallenge.playerFirst ? 0 : 1)) mOpening = botReply();
}

std::string ChallengeGame::botReply() {
    // A challenge may name the peeking bot; it is no chooser, so the referee hands it the deal.
    const std::string move = botMove(mGame, mChallenge.opponent, mRng);
    ++mPlies;
    return written(mGame.apply(move));
}

std::vector<std::string> ChallengeGame::legalMoves() const {
    if (status().over()) return {};
    return mGame.legalMoves();
}

play::MoveResult ChallengeGame::apply(const std::string &move) {
    if (status().over()) throw Error("\"" + move + "\": the challenge is over (" + status().reason + ")");
    play::MoveResult r = mGame.apply(move);
    ++mPlies;
    if (!status().over()) {
        const std::string reply = botReply();
        r.revealed += (r.revealed.empty() ? "" : " ") + reply;
    }
    return r;
}

play::Status ChallengeGame::status() const {
    play::Status s;
    const play::Status game = mGame.status();
    if (game.over()) {
        const bool met = goalMet(mChallenge, mGame);
        s.outcome = met ? play::Outcome::Won : play::Outcome::Lost;
        s.winner = met ? 0 : -1;
        s.reason = game.winner < 0 && !met ? "a draw (" + game.reason + "): the challenge asks for a win"
                                           : game.reason;
    } else if (mChallenge.goal == Goal::Survive && mPlies >= mChallenge.plies) {
        s.outcome = play::Outcome::Won;
        s.winner = 0;
        s.reason = "not lost within " + std::to_string(mChallenge.plies) + " plies";
    }
    return s;
}

std::unique_ptr<play::View> ChallengeGame::publicView() const {
    return std::make_unique<PublicGame>(mGame.view(), 1, 0, status().over());
}

std::vector<std::string> referenceLine(const Challenge &challenge, std::uint64_t seed) {
    const std::vector<play::Chooser> player{chooser(BotOptions{kReferenceBot})};
    for (int attempt = 0; attempt < kSolutionTries; ++attempt) {
        ChallengeGame game(challenge, seed);
        Rng rng(solutionSeed(seed, attempt));
        const std::vector<play::MoveResult> made =
            play::playOut(game, player, rng, (kMaxChallengePlies + 1) / 2);
        if (game.status().outcome != play::Outcome::Won) continue;
        std::vector<std::string> moves;
        for (const play::MoveResult &m : made) moves.push_back(m.move);
        return moves;
    }
    return {};
}

} // namespace tessera::banqi
