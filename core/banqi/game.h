#pragma once

#include "banqi/board.h"
#include "common/play.h"

#include <array>
#include <cstdint>
#include <vector>

namespace tessera::banqi {

// What a player sees: the public position, the rules and the keys of the positions so far (for the
// repetition rule). This is all a bot is ever given; the deal lives in Game only.
struct View {
    Position position;
    Rules rules;
    std::vector<std::uint64_t> history; // keys of every position since the start, the current one last
};

std::uint64_t positionKey(const Position &p);
// The legal moves of the view's position as move strings, sorted (what play::View::legalMoves lists).
std::vector<std::string> moveNames(const View &view);

// The pieces under the hidden cells: deal[cell] for every hidden cell, kEmpty elsewhere.
using Deal = std::array<Cell, kCells>;
// The pool dealt onto the hidden cells by a seeded shuffle.
Deal dealHidden(const Position &p, std::uint64_t seed);

// How a finished game ended, for match statistics.
enum class End { None, NoPieces, NoMoves, NoProgress, Repetition };
const char *endName(End end); // "", "no-pieces", "no-moves", "no-progress", "repetition"
End endOf(const View &view, int *loserColour = nullptr);

// The referee: the public view plus the deal. Player 0 is the side to move at the start (the first
// flipper in a fresh deal); its colour is fixed by its first flip. Implements the play contract with
// move strings "b3", "b3-b4", "b3xb4"; apply() of a flip reports the piece letter in revealed.
class Game : public play::Game {
public:
    Game(const Position &start, const Rules &rules, const Deal &deal);
    // A fresh game: the start position dealt from seed.
    static Game fresh(const Rules &rules, std::uint64_t seed);

    std::unique_ptr<play::Game> clone() const override { return std::make_unique<Game>(*this); }
    int playerCount() const override { return 2; }
    int toMove() const override;
    std::vector<std::string> legalMoves() const override;
    play::MoveResult apply(const std::string &move) override;
    play::Status status() const override;
    std::string position() const override { return toNotation(mView.position); }
    // The view without the deal (PublicGame): what the bots and hints are given.
    std::unique_ptr<play::View> publicView() const override;

    play::MoveResult apply(Move m);
    // The same game (view, history, seats) with the hidden cells dealt another way; throws Error when
    // deal does not cover the hidden cells with the pool.
    Game withDeal(const Deal &deal) const;
    const banqi::View &view() const { return mView; }
    const Deal &deal() const { return mDeal; }
    const Rules &rules() const { return mView.rules; }
    // The colour a player has, -1 while nobody has flipped.
    int colourOf(int player) const;
    int playerOf(int colour) const;
    End end() const { return endOf(mView); }

private:
    banqi::View mView;
    Deal mDeal;
    int mColour0 = -1;
};

} // namespace tessera::banqi
