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

Attempt attempt(const Game &start, const std::vector<std::string> &moves) {
    Attempt a;
    a.final = start.clone();
    for (std::size_t i = 0; i < moves.size(); ++i) {
        std::unique_ptr<Game> next = a.final->clone();
        try {
            if (next->status().over()) throw Error("the game is already over");
            a.played.push_back(next->apply(moves[i]));
        } catch (const Error &e) {
            a.refusedIndex = int(i);
            a.refusedMove = moves[i];
            a.reason = e.message();
            break;
        }
        a.final = std::move(next);
    }
    return a;
}

std::vector<MoveResult> playOut(Game &game, const std::vector<Chooser> &choosers, Rng &rng, int maxPlies) {
    std::vector<MoveResult> made;
    while (int(made.size()) < maxPlies && !game.status().over()) {
        const int player = game.toMove();
        if (player < 0 || std::size_t(player) >= choosers.size())
            throw Error("no chooser for player " + std::to_string(player));
        const std::unique_ptr<View> view = game.publicView();
        made.push_back(game.apply(choosers[std::size_t(player)](*view, rng)));
    }
    return made;
}

Chooser randomChooser() {
    return [](const View &view, Rng &rng) {
        const std::vector<std::string> moves = view.legalMoves();
        if (moves.empty()) throw Error("no legal move in " + view.position());
        return moves[std::size_t(rng.below(moves.size()))];
    };
}

std::string positionHash(const View &view) {
    std::uint64_t h = 14695981039346656037ull;
    for (const char c : view.position()) {
        h ^= static_cast<unsigned char>(c);
        h *= 1099511628211ull;
    }
    static const char *digits = "0123456789abcdef";
    std::string out(16, '0');
    for (int i = 15; i >= 0; --i, h >>= 4) out[std::size_t(i)] = digits[h & 15u];
    return out;
}

std::vector<std::string> splitMoves(const std::string &text) {
    std::vector<std::string> moves;
    std::string word;
    for (const char c : text + " ") {
        if (c == ' ' || c == ',' || c == '\t' || c == '\n') {
            if (!word.empty()) moves.push_back(std::move(word));
            word.clear();
        } else {
            word += c;
        }
    }
    return moves;
}

} // namespace tessera::play
