#include "banqi/banqihint.h"

#include "banqi/publicgame.h"
#include "banqi/search.h"
#include "common/error.h"

#include <cmath>

namespace tessera::banqi {

namespace {

std::string pieceWords(Cell piece) {
    std::string rank = rankName(rankOf(piece));
    return std::string(colourName(colourOf(piece))) + " " + rank;
}

// What the move does, in words.
std::string action(const Position &p, Move m) {
    if (m.isFlip()) return "flips the hidden piece";
    const Cell target = p.board[std::size_t(m.to)];
    if (isPiece(target)) return "takes the " + pieceWords(target);
    return "moves the " + pieceWords(p.board[std::size_t(m.from)]);
}

} // namespace

std::optional<play::Hint> moveHint(const play::View &view, const CancelToken *cancel) {
    const auto *game = dynamic_cast<const PublicGame *>(&view);
    if (!game) throw Error("a BanQi hint reads a BanQi game's public view");
    if (view.legalMoves().empty()) return std::nullopt;
    if (cancel && cancel->cancelled()) return std::nullopt;
    SearchOptions o;
    o.nodes = kHintNodes;
    const SearchResult r = search(game->view(), o);
    if (r.root.empty() || (cancel && cancel->cancelled())) return std::nullopt;
    const Position &p = game->view().position;
    const std::string move = moveName(p, r.best);
    std::string why = move + ": " + action(p, r.best) + "; ";
    const std::string depth = std::to_string(r.depth) + (r.depth == 1 ? " ply" : " plies");
    if (r.value >= kWinValue - 100) {
        why += "it wins by force (searched " + depth + " deep)";
    } else if (r.value <= -(kWinValue - 100)) {
        why += "every move loses against best play, this one holds out longest";
    } else {
        const long value = std::lround(r.value);
        // The value is the balance of pieces (prices) the search expects, for the side to move.
        why += "searched " + depth + " deep, it leaves the best balance of pieces (" +
               (value > 0 ? "+" : "") + std::to_string(value) + ")";
    }
    return play::Hint{move, why};
}

} // namespace tessera::banqi
