#pragma once

#include "common/drawing.h"
#include "common/rng.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

// The play contract (version 3), after Tatham's `struct game`: every puzzle module's levels are played
// through it (Linjat, Flow, ball push, Fox Hunt, BanQi challenges), by the CLI's `play` verb, the
// studio's play mode and the web play-test page. Moves are strings in the module's own notation ("U"
// for a push, "b3-b4" for BanQi, "c3" for a probe, "c4R2" for a Linjat line, "A:a1-b1-b2" for a Flow
// path), so every caller spells them one way; each module's README documents its notation.
//
// A Game is the referee's state: it may know what players do not (BanQi's face-down deal, Fox Hunt's
// foxes). Bots and hints are given its publicView(), never the Game. States are values: clone() copies
// one, so undo, search and take-back keep copies instead of undoing by hand.
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
    std::string revealed; // what chance, hidden information or the opponent showed ("r" for a flipped
                          // red chariot, "3" for a probe's reading, the bot's reply); empty when none
    bool changed = true;  // false when the move left the position as it was (a push against a block)
};

// What a player may know of a game: the position as it is shown, whose turn it is and the moves open
// to them. Bots and hints read this only.
class View {
public:
    virtual ~View() = default;
    virtual int playerCount() const = 0; // 1 for puzzles, 2 for BanQi
    virtual int toMove() const = 0;      // the player whose turn it is (0 for one-player games)
    // The legal moves, sorted, so every caller sees them in the same order; empty when the game is over.
    virtual std::vector<std::string> legalMoves() const = 0;
    // The position in the module's notation (what a player sees), for the CLI, logs and trace hashes.
    virtual std::string position() const = 0;
};

class Game : public View {
public:
    virtual std::unique_ptr<Game> clone() const = 0;
    // Applies a legal move; throws Error naming the move and why when it is not one.
    virtual MoveResult apply(const std::string &move) = 0;
    virtual Status status() const = 0;
    // What the player to move may know. A game with nothing hidden is its own public view (the
    // default); one with hidden information returns a view without it.
    virtual std::unique_ptr<View> publicView() const { return clone(); }
};

// The position's hash as traces record it: 64-bit FNV-1a of position(), 16 hex digits. The same
// core runs in the browser, so a trace's hashes mean the same there and here.
std::string positionHash(const View &view);

// A hint: a move and a sentence saying why, from the module's own human-style solver.
struct Hint {
    std::string move;
    std::string why;
};

// A position as a picture (ModuleBackend::Play::board): the drawing, and the grid of cells in it.
// Cell (row, col), row 0 at the top as cell names count them ("a1"), covers the square
// [x + col * cell, x + (col + 1) * cell) x [y + row * cell, y + (row + 1) * cell) in drawing units.
struct BoardPicture {
    Drawing drawing;
    int rows = 0;
    int cols = 0;
    double x = 0;
    double y = 0;
    double cell = 0;
};

// Chooses a move for the player to move from what that player may know.
using Chooser = std::function<std::string(const View &view, Rng &rng)>;

// Every state along a line of moves: states[0] is a copy of start, states[i] the state after i moves.
// Throws Error naming the move number when a move is illegal.
struct Replay {
    std::vector<std::unique_ptr<Game>> states;
    std::vector<MoveResult> moves;
};
Replay replay(const Game &start, const std::vector<std::string> &moves);

// A line of moves played as far as it goes: where it stopped and why, instead of an exception.
struct Attempt {
    std::unique_ptr<Game> final;    // the state after the last accepted move
    std::vector<MoveResult> played; // the accepted moves
    int refusedIndex = -1;          // the index of the refused move, -1 when every move was accepted
    std::string refusedMove;
    std::string reason; // why it was refused
};
Attempt attempt(const Game &start, const std::vector<std::string> &moves);

// Plays from game until it is over or maxPlies moves were made, each chosen by choosers[toMove()]
// from the game's public view. Returns the moves made. Deterministic for the choosers and the rng.
std::vector<MoveResult> playOut(Game &game, const std::vector<Chooser> &choosers, Rng &rng, int maxPlies);

// A chooser picking uniformly among the legal moves with the rng.
Chooser randomChooser();

// Splits a move list given as one string ("U L D", "c3,d4"): moves are separated by spaces or commas.
std::vector<std::string> splitMoves(const std::string &text);

} // namespace tessera::play
