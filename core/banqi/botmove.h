#pragma once

#include "banqi/bots.h"
#include "banqi/game.h"
#include "common/rng.h"

#include <cstddef>
#include <cstdint>
#include <string>

namespace tessera::banqi {

// A bot's move in the referee's game, as a move string. An honest bot chooses from the game's public
// view (chooser), so it cannot see under a hidden cell; the peeking bot is no chooser and is handed
// the deal by the referee (chooseMove). The game must have a legal move.
std::string botMove(const Game &game, const BotOptions &bot, Rng &rng);

// The rng seed of the bot's move after movesPlayed moves of a game dealt from dealSeed (the studio's
// game against a bot). Each move gets a fresh stream from the deal and the move's number alone, so the
// same state always gets the same reply (after an undo, a redo or a recovered session) and no rng
// state is carried between moves. The multiplier is a prime above any game's length, so the moves of
// one deal never share a seed.
inline std::uint64_t botMoveSeed(std::uint64_t dealSeed, std::size_t movesPlayed) {
    return dealSeed * 1000003ULL + movesPlayed;
}

} // namespace tessera::banqi
