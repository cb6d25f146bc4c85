#include "banqi/game.h"

#include "banqi/publicgame.h"
#include "common/error.h"
#include "common/rng.h"

#include <algorithm>

namespace tessera::banqi {

std::uint64_t positionKey(const Position &p) {
    // FNV-1a over the board and the side: equal keys are the same position for the repetition rule.
    std::uint64_t h = 1469598103934665603ULL;
    for (Cell c : p.board) h = (h ^ std::uint64_t(std::uint8_t(c))) * 1099511628211ULL;
    return (h ^ std::uint64_t(p.side + 1)) * 1099511628211ULL;
}

Deal dealHidden(const Position &p, std::uint64_t seed) {
    std::vector<Cell> pieces;
    for (int t = 0; t < kTypes; ++t)
        for (int n = 0; n < p.pool[std::size_t(t)]; ++n) pieces.push_back(Cell(t + 1));
    Rng rng(seed);
    rng.shuffle(pieces);
    Deal deal{};
    std::size_t next = 0;
    for (int c = 0; c < kCells; ++c)
        if (p.board[std::size_t(c)] == kHidden) deal[std::size_t(c)] = pieces.at(next++);
    return deal;
}

const char *endName(End end) {
    switch (end) {
    case End::NoPieces:
        return "no-pieces";
    case End::NoMoves:
        return "no-moves";
    case End::NoProgress:
        return "no-progress";
    case End::Repetition:
        return "repetition";
    case End::None:
        break;
    }
    return "";
}

End endOf(const View &view, int *loserColour) {
    const Position &p = view.position;
    if (p.side < 0) return End::None;
    if (loserColour) *loserColour = p.side;
    if (p.piecesOf(p.side) == 0) return End::NoPieces;
    if (p.hiddenCount() == 0 && banqi::legalMoves(p, view.rules).empty()) return End::NoMoves;
    if (p.quiet >= view.rules.noProgress) return End::NoProgress;
    if (!view.history.empty() &&
        std::count(view.history.begin(), view.history.end(), view.history.back()) >= 3)
        return End::Repetition;
    return End::None;
}

Game::Game(const Position &start, const Rules &rules, const Deal &deal)
    : mDeal(deal)
    , mColour0(start.side) {
    mView.position = start;
    mView.rules = rules;
    mView.history.push_back(positionKey(start));
    for (int c = 0; c < kCells; ++c)
        if (start.board[std::size_t(c)] == kHidden && !isPiece(deal[std::size_t(c)]))
            throw Error("the deal has no piece under hidden cell " + cellName(c));
}

Game Game::fresh(const Rules &rules, std::uint64_t seed) {
    const Position start = startPosition();
    return Game(start, rules, dealHidden(start, seed));
}

Game Game::withDeal(const Deal &deal) const {
    std::array<int, kTypes> pool{};
    for (int c = 0; c < kCells; ++c) {
        const bool hidden = mView.position.board[std::size_t(c)] == kHidden;
        if (hidden != isPiece(deal[std::size_t(c)]))
            throw Error("the deal does not match the hidden cells at " + cellName(c));
        if (hidden) ++pool[std::size_t(deal[std::size_t(c)] - 1)];
    }
    if (pool != mView.position.pool) throw Error("the deal is not the hidden pool");
    Game g = *this;
    g.mDeal = deal;
    return g;
}

int Game::toMove() const {
    const int side = mView.position.side;
    return side < 0 || side == mColour0 ? 0 : 1;
}

int Game::colourOf(int player) const {
    if (mColour0 < 0) return -1;
    return player == 0 ? mColour0 : 1 - mColour0;
}

int Game::playerOf(int colour) const {
    return mColour0 < 0 ? -1 : colour == mColour0 ? 0 : 1;
}

std::vector<std::string> moveNames(const View &view) {
    std::vector<std::string> out;
    for (Move m : legalMoves(view.position, view.rules)) out.push_back(moveName(view.position, m));
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<std::string> Game::legalMoves() const {
    if (status().over()) return {};
    return moveNames(mView);
}

std::unique_ptr<play::View> Game::publicView() const {
    return std::make_unique<PublicGame>(mView, 2, toMove(), status().over());
}

play::MoveResult Game::apply(const std::string &move) {
    if (status().over()) throw Error("\"" + move + "\": the game is over");
    return apply(parseMove(mView.position, mView.rules, move));
}

play::MoveResult Game::apply(Move m) {
    Position &p = mView.position;
    play::MoveResult r;
    r.move = moveName(p, m);
    if (m.isFlip()) {
        const Cell piece = mDeal[std::size_t(m.from)];
        if (mColour0 < 0) mColour0 = banqi::colourOf(piece);
        applyFlip(p, m.from, piece);
        mDeal[std::size_t(m.from)] = kEmpty;
        r.revealed = std::string(1, pieceChar(piece));
    } else {
        applyMove(p, m);
    }
    mView.history.push_back(positionKey(p));
    return r;
}

play::Status Game::status() const {
    play::Status s;
    int loser = -1;
    const End e = endOf(mView, &loser);
    switch (e) {
    case End::None:
        return s;
    case End::NoPieces:
    case End::NoMoves:
        s.outcome = playerOf(loser) == 0 ? play::Outcome::Lost : play::Outcome::Won;
        s.winner = 1 - playerOf(loser);
        s.reason = std::string(colourName(loser)) +
                   (e == End::NoPieces ? " has no pieces left" : " has no legal move");
        return s;
    case End::NoProgress:
        s.outcome = play::Outcome::Draw;
        s.reason = "no capture or flip for " + std::to_string(mView.rules.noProgress) + " plies";
        return s;
    case End::Repetition:
        s.outcome = play::Outcome::Draw;
        s.reason = "the same position a third time";
        return s;
    }
    return s;
}

} // namespace tessera::banqi
