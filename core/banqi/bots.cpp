#include "banqi/bots.h"

#include "banqi/chain.h"
#include "banqi/publicgame.h"
#include "banqi/search.h"
#include "banqi/values.h"
#include "common/error.h"

#include <algorithm>

namespace tessera::banqi {

const char *botName(BotKind kind) {
    switch (kind) {
    case BotKind::Random:
        return "random";
    case BotKind::Greedy:
        return "greedy";
    case BotKind::Chain:
        return "chain";
    case BotKind::Search:
        return "search";
    case BotKind::Peek:
        return "peek";
    case BotKind::ChainSafe:
        return "chain-safe";
    }
    return "";
}

const std::vector<BotKind> &allBots() {
    static const std::vector<BotKind> all{BotKind::Random, BotKind::Greedy, BotKind::Chain,
                                          BotKind::Search, BotKind::Peek,   BotKind::ChainSafe};
    return all;
}

BotKind parseBot(const std::string &name) {
    for (BotKind k : allBots())
        if (name == botName(k)) return k;
    throw Error("unknown bot \"" + name + "\" (random, greedy, chain, chain-safe, search or peek)");
}

Move chooseRandom(const View &view, Rng &rng) {
    const std::vector<Move> moves = legalMoves(view.position, view.rules);
    if (moves.empty()) throw Error("no legal move in " + toNotation(view.position));
    return moves[std::size_t(rng.below(moves.size()))];
}

int bestCaptureValue(const Position &p, const Rules &rules, int colour) {
    std::vector<Move> caps;
    captureMoves(p, rules, 1 - colour, caps);
    int best = 0;
    for (Move m : caps) best = std::max(best, price(rules, rankOf(p.board[std::size_t(m.to)])));
    return best;
}

Move chooseGreedy(const View &view, Rng &rng) {
    std::vector<Move> moves = legalMoves(view.position, view.rules);
    if (moves.empty()) throw Error("no legal move in " + toNotation(view.position));
    rng.shuffle(moves);
    const Position &p = view.position;
    Move best = moves.front();
    int bestValue = -1000000;
    for (Move m : moves) {
        int value = 0;
        Position q = p;
        if (m.isFlip()) {
            // Nothing known is gained; the side passes, so the opponent's best take counts.
            q.side = p.side < 0 ? -1 : 1 - p.side;
            value = p.side < 0 ? 0 : -bestCaptureValue(q, view.rules, p.side);
        } else {
            if (isPiece(p.board[std::size_t(m.to)]))
                value = price(view.rules, rankOf(p.board[std::size_t(m.to)]));
            applyMove(q, m);
            value -= bestCaptureValue(q, view.rules, p.side);
        }
        if (value > bestValue) {
            bestValue = value;
            best = m;
        }
    }
    return best;
}

Move chooseMove(const BotOptions &bot, const View &view, Rng &rng, const Deal *deal) {
    switch (bot.kind) {
    case BotKind::Random:
        return chooseRandom(view, rng);
    case BotKind::Greedy:
        return chooseGreedy(view, rng);
    case BotKind::Chain:
        return chooseChain(view, rng);
    case BotKind::ChainSafe:
        return chooseChain(view, rng, ChainOptions{true});
    case BotKind::Search:
    case BotKind::Peek: {
        if (bot.kind == BotKind::Peek && !deal) throw Error("the peeking bot needs the deal");
        SearchOptions o;
        o.nodes = bot.nodes;
        const SearchResult r = search(view, o, bot.kind == BotKind::Peek ? deal : nullptr);
        if (r.root.empty()) throw Error("no legal move in " + toNotation(view.position));
        return r.best;
    }
    }
    return chooseRandom(view, rng);
}

play::Chooser chooser(const BotOptions &bot) {
    if (!isHonest(bot.kind))
        throw Error(std::string("the ") + botName(bot.kind) +
                    " bot sees the deal: it plays through the referee, never as a chooser");
    return [bot](const play::View &view, Rng &rng) {
        const auto *g = dynamic_cast<const PublicGame *>(&view);
        if (!g) throw Error("a BanQi bot reads a BanQi game's public view only");
        return moveName(g->view().position, chooseMove(bot, g->view(), rng));
    };
}

} // namespace tessera::banqi
