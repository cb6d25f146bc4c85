#pragma once

#include "banqi/game.h"
#include "common/play.h"
#include "common/rng.h"

#include <string>
#include <vector>

namespace tessera::banqi {

enum class BotKind { Random, Greedy, Chain, Search, Peek, ChainSafe };
const char *botName(BotKind kind); // "random", "greedy", "chain", "search", "peek", "chain-safe"
BotKind parseBot(const std::string &name);
const std::vector<BotKind> &allBots();
// Every bot but peek sees the public view only.
inline bool isHonest(BotKind kind) {
    return kind != BotKind::Peek;
}

struct BotOptions {
    BotKind kind = BotKind::Chain;
    long nodes = 20000; // search and peek: the node budget of one move (deterministic, unlike a clock)
    friend bool operator==(const BotOptions &, const BotOptions &) = default;
};

// The bot's move in a view. deal is read by the peeking bot only (it must be given, and only the
// referee has it); honest bots are never passed it. The view must have a legal move.
Move chooseMove(const BotOptions &bot, const View &view, Rng &rng, const Deal *deal = nullptr);

// An honest bot as a chooser of the play contract: it reads a game's public view (a PublicGame) and
// nothing else. Throws Error for the peeking bot: it cheats on purpose (to measure what seeing the deal
// is worth), so it is never a chooser; the referee hands it the deal through chooseMove alone.
play::Chooser chooser(const BotOptions &bot);

// random: uniform among the legal moves.
Move chooseRandom(const View &view, Rng &rng);
// greedy: one ply, capture value minus the best immediate recapture (flips count as gaining nothing).
Move chooseGreedy(const View &view, Rng &rng);
// The best capture value the colour's opponent has now (the price of the best piece it can take).
int bestCaptureValue(const Position &p, const Rules &rules, int colour);

} // namespace tessera::banqi
