#pragma once

#include "common/rng.h"

#include <functional>
#include <memory>
#include <string>
#include <vector>

// The play contract for modules whose levels are played (ball push, BanQi, Fox Hunt), after Tatham's
// `struct game`: a state, its legal moves, applying one, and the status. Moves are strings in the
// module's own notation ("U" for a push, "b3-b4" or "b3" for BanQi, "c3" for a probe), so the CLI's
// play verbs, the studio's move list, tests and packs spell them one way.
//
// A Game is the referee's state: it may know what players do not (BanQi's face-down deal, Fox Hunt's
// foxes). What a move revealed comes back in MoveResult; a bot that must stay honest is given the
// module's public view, never the Game. States are values: clone() copies one, so undo, search and
// the studio's take-back keep copies instead of undoing by hand.
namespace tessera::play {

enum class Outcome { Ongoing, Won, Lost, Draw };
const char *outcomeName(Outcome outcome); // "ongoing", "won", "lost", "draw"

struct Status {
    Outcome outcome = Outcome::Ongoing;
    int winner = -1;    // two-player games: the winning player (0 or 1); -1 when none
    std::string reason; // for people: "every white ball is off the field", "no progress for 180 plies"
    bool over() const { return outcome != Outcome::Ongoing; }
};

// What applying a move did, for move lists and replays.
struct MoveResult {
    std::string move;
    std::string revealed; // what chance or hidden information showed ("r" for a flipped red chariot,
                          // "3" for a probe's reading); empty when nothing was hidden
    bool changed = true;  // false when the move left the position as it was (a push against a block)
};

class Game {
public:
    virtual ~Game() = default;
    virtual std::unique_ptr<Game> clone() const = 0;

    virtual int playerCount() const = 0; // 1 for puzzles, 2 for BanQi
    virtual int toMove() const = 0;      // the player whose turn it is (0 for one-player games)
    // The legal moves, sorted, so every caller sees them in the same order; empty when the game is over.
    virtual std::vector<std::string> legalMoves() const = 0;
    // Applies a legal move; throws Error naming the move and why when it is not one.
    virtual MoveResult apply(const std::string &move) = 0;
    virtual Status status() const = 0;
    // The position in the module's notation (what a player sees), for the CLI and logs.
    virtual std::string position() const = 0;
};

// Chooses a move for the game's player to move, e.g. a bot over its public view.
using Chooser = std::function<std::string(const Game &game, Rng &rng)>;

// Every state along a line of moves: states[0] is a copy of start, states[i] the state after i moves.
// Throws Error naming the move number when a move is illegal.
struct Replay {
    std::vector<std::unique_ptr<Game>> states;
    std::vector<MoveResult> moves;
};
Replay replay(const Game &start, const std::vector<std::string> &moves);

// Plays from game until it is over or maxPlies moves were made, each chosen by choosers[toMove()].
// Returns the moves made. Deterministic for the choosers and the rng's seed.
std::vector<MoveResult> playOut(Game &game, const std::vector<Chooser> &choosers, Rng &rng, int maxPlies);

// A chooser picking uniformly among the legal moves with the rng.
Chooser randomChooser();

} // namespace tessera::play
