#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

// BanQi (Chinese dark chess) on a 4x8 board: pieces, rules options, the public position and its
// one-line notation, legal moves. Everything here is public information: a hidden cell is only "x",
// and what lies under it is known to the referee (game.h) alone.
namespace tessera::banqi {

inline constexpr int kRows = 4;
inline constexpr int kCols = 8;
inline constexpr int kCells = kRows * kCols;
inline constexpr int kTypes = 14; // pool order K A E R H C P k a e r h c p

// Ranks, strongest first: General, Advisor, Elephant, Chariot, Horse, Cannon, Soldier.
enum Rank : int { General = 0, Advisor, Elephant, Chariot, Horse, Cannon, Soldier };
inline constexpr int kRankCount[7] = {1, 2, 2, 2, 2, 2, 5};

// A cell: kEmpty, kHidden, or a revealed piece 1..14 (piece = colour * 7 + rank + 1; red 0, black 1).
using Cell = std::int8_t;
inline constexpr Cell kEmpty = 0;
inline constexpr Cell kHidden = -1;
inline constexpr Cell makePiece(int colour, int rank) {
    return Cell(colour * 7 + rank + 1);
}
inline constexpr int colourOf(Cell piece) {
    return (piece - 1) / 7;
}
inline constexpr int rankOf(Cell piece) {
    return (piece - 1) % 7;
}
inline constexpr bool isPiece(Cell c) {
    return c > 0;
}
char pieceChar(Cell piece);         // K A E R H C P (red), k a e r h c p (black)
Cell pieceFromChar(char ch);        // 0 when ch is no piece letter
const char *rankName(int rank);     // "General", ...
const char *colourName(int colour); // "red", "black"

enum class Variant { Taiwan, Chinese };
enum class CannonMove { Slide, Step };

// The rules. Taiwan (default): the General cannot take the Soldier, the Cannon takes only by jumping
// exactly one screen onto an enemy of any rank and moves like a chariot (Slide, the seed's engine) or
// one step (Step, competition rules). Chinese: the Cannon steps and takes by rank like the others and
// the General takes the Soldier. A draw after noProgress plies without a capture or a flip, and on the
// third occurrence of a position.
struct Rules {
    Variant variant = Variant::Taiwan;
    CannonMove cannon = CannonMove::Slide;
    int noProgress = 180;
    friend bool operator==(const Rules &, const Rules &) = default;
};
const char *variantName(Variant v);   // "taiwan", "chinese"
const char *cannonName(CannonMove c); // "slide", "step"
Variant parseVariant(const std::string &text);
CannonMove parseCannon(const std::string &text);

// Whether a piece of rank a may take one of rank b by an ordinary step (not the Taiwan cannon's jump).
bool takesByRank(const Rules &rules, int a, int b);

// A move: a flip (from == to) or a step/slide/jump from one cell to another.
struct Move {
    std::int8_t from = 0;
    std::int8_t to = 0;
    bool isFlip() const { return from == to; }
    friend bool operator==(const Move &, const Move &) = default;
};

// "b3": file a-h, row 1-4 (row 1 is board row 0).
std::string cellName(int cell);
int parseCellName(const std::string &name); // -1 when not a cell

// The public position: what both players see.
struct Position {
    std::array<Cell, kCells> board{};
    int side = -1;                  // colour to move; -1 before the first flip
    std::array<int, kTypes> pool{}; // hidden pieces by type, order K A E R H C P k a e r h c p
    int quiet = 0;                  // plies since the last capture or flip
    friend bool operator==(const Position &, const Position &) = default;

    int hiddenCount() const;
    int poolTotal() const;
    // Pieces a colour still has: revealed on the board plus hidden in the pool.
    int piecesOf(int colour) const;
    // Board and side only (repetition key).
    std::string key() const;
};

// A fresh deal's public position: every cell hidden, the full pool, nobody's colour yet.
Position startPosition();

// Notation: "xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx - 12225251222525 0". Rows 4..1, files a-h.
std::string toNotation(const Position &p);
// Throws Error naming the field (board, row N, side, pool, plies) when the text is no valid position.
Position parsePosition(const std::string &text);

// "b3", "b3-b4", "b3xb4" (a take, the cannon's jump too).
std::string moveName(const Position &p, Move m);
// A move string of this position; throws Error when it is not legal here.
Move parseMove(const Position &p, const Rules &rules, const std::string &text);

// Legal moves of the side to move (flips first by cell, then moves by from, to). Empty when the side
// to move has none (it then loses).
void legalMoves(const Position &p, const Rules &rules, std::vector<Move> &out);
std::vector<Move> legalMoves(const Position &p, const Rules &rules);
// Captures only (for quiescence and tactics).
void captureMoves(const Position &p, const Rules &rules, int colour, std::vector<Move> &out);
// Whether the piece at from may take the one at to under the rules (geometry included).
bool canTake(const Position &p, const Rules &rules, int from, int to);

// Applies a non-flip move to the public position (side passes, counters updated).
void applyMove(Position &p, Move m);
// Applies a flip that revealed piece (taken from the pool; the first flip gives the flipper its colour).
void applyFlip(Position &p, int cell, Cell piece);

// Neighbours in the four directions, -1 off the board; dir 0 up (row + 1), 1 right, 2 down, 3 left.
int stepCell(int cell, int dir);

} // namespace tessera::banqi
