#pragma once

#include "banqi/bots.h"

#include <functional>
#include <string>
#include <vector>

namespace tessera::banqi {

// Wraps each bot's choice, for timing or stopping: called with the seat (0 or 1) and the choice to
// make, it returns what choose() gives or throws to stop the game.
using BotTurn = std::function<std::string(int player, const std::function<std::string()> &choose)>;

// The two bots play the referee's game on from where it stands, seat 0's and seat 1's taking turns,
// until it is over or maxPlies moves were made; returns the moves. Honest bots play through
// play::playOut and are given the public view only. The peeking bot needs the deal, which no
// play::Chooser is given, so a game with it is played here by the referee's own loop (the honest seat
// still choosing from the public view); both ways make the same moves from the same rng.
std::vector<play::MoveResult> playBots(Game &game, const BotOptions &seat0, const BotOptions &seat1, Rng &rng,
                                       int maxPlies, const BotTurn &turn = {});

} // namespace tessera::banqi
