#include "common/play.h"

#include "common/error.h"

namespace tessera::play {

const char *outcomeName(Outcome outcome) {
    switch (outcome) {
    case Outcome::Ongoing:
        return "ongoing";
    case Outcome::Won:
        return "won";
    case Outcome::Lost:
        return "lost";
    case Outcome::Draw:
        return "draw";
    }
    return "ongoing";
}

Replay replay(const Game &start, const std::vector<std::string> &moves) {
    Replay r;
    r.states.push_back(start.clone());
    for (std::size_t i = 0; i < moves.size(); ++i) {
        std::unique_ptr<Game> next = r.states.back()->clone();
        if (next->status().over())
            throw Error("move " + std::to_string(i + 1) + " (" + moves[i] + "): the game is already over");
        try {
            r.moves.push_back(next->apply(moves[i]));
        } catch (const Error &e) {
            throw Error("move " + std::to_string(i + 1) + ": " + e.message());
        }
        r.states.push_back(std::move(next));
    }
    return r;
}

std::vector<MoveResult> playOut(Game &game, const std::vector<Chooser> &choosers, Rng &rng, int maxPlies) {
    std::vector<MoveResult> made;
    while (int(made.size()) < maxPlies && !game.status().over()) {
        const int player = game.toMove();
        if (player < 0 || std::size_t(player) >= choosers.size())
            throw Error("no chooser for player " + std::to_string(player));
        made.push_back(game.apply(choosers[std::size_t(player)](game, rng)));
    }
    return made;
}

Chooser randomChooser() {
    return [](const Game &game, Rng &rng) {
        const std::vector<std::string> moves = game.legalMoves();
        if (moves.empty()) throw Error("no legal move in " + game.position());
        return moves[std::size_t(rng.below(moves.size()))];
    };
}

} // namespace tessera::play
