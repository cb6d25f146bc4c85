#pragma once

#include "banqi/game.h"
#include "common/rng.h"

#include <string>
#include <vector>

// The seed's honest bot ("chains"): shortest paths from every revealed piece to every target, priced
// by attacker and target values, length and parity; chain prices summed into per-move wishes; when
// the public pieces give no wish, four flip heuristics that estimate from the hidden pool what a flip
// reveals; the best move after which no enemy reply wins at once.
namespace tessera::banqi {

// One chain: attacker's shortest path to a target (for the Taiwan cannon: to a cell it can fire on the
// target from; the shot is the last link). length counts moves including the take.
struct Chain {
    int attacker = 0; // cell
    int target = 0;   // cell
    int length = 0;
    int price = 0;         // the seed's getChainPrice, from the attacker's side
    std::vector<int> path; // cells from the attacker's to the target's (a cannon's fire cell before it)
    Move first;            // the attacker's first move along the chain
    bool own = false;      // the attacker belongs to the side to move
};

// The four flip heuristics of the seed, each with a name for the overlay and the tests.
enum class FlipHeuristic { CannonNeighbour, ScreenForCannon, Intercept, Defender };
const char *
heuristicName(FlipHeuristic h); // "cannon-neighbour", "screen-for-cannon", "intercept", "defender"

struct Wish {
    Move move;
    int value = 0;   // summed prices (moves) or estimates in percent (flips)
    std::string why; // "chains" or the heuristics that gave it
};

struct ChainAnalysis {
    std::vector<Chain> chains;
    std::vector<Wish> wishes;     // per move from the chains (moves of the side to move)
    std::vector<Wish> flipWishes; // per flip from the heuristics (only when no chain wish is positive)
    bool fired[4] = {false, false, false, false};
    Move chosen;
    std::string reason; // how the move was chosen
};

// The seed's estimate(): the percentage of the hidden pool (the "shadow") that satisfies pred, pred
// seeing each hidden piece as (own?, rank).
template <typename Pred> int estimatePercent(const Position &p, int side, Pred pred) {
    int hit = 0, total = 0;
    for (int t = 0; t < kTypes; ++t) {
        const int n = p.pool[std::size_t(t)];
        total += n;
        if (n > 0 && pred(t / 7 == side, t % 7)) hit += n;
    }
    return total == 0 ? 0 : 100 * hit / total;
}

// Tessera's option beside the seed's bot (bot name "chain-safe"): besides the seed's final check, a move
// is no candidate when the enemy's best take after it is worth more than what it took (the seed's bot
// walks into recaptures its chain prices do not see). Off: the seed's bot.
struct ChainOptions {
    bool safe = false;
};

// The chains, wishes and flip heuristics of the view's side to move, and the move the bot plays.
ChainAnalysis analyseChains(const View &view, Rng &rng, const ChainOptions &options = {});
Move chooseChain(const View &view, Rng &rng, const ChainOptions &options = {});

} // namespace tessera::banqi
