#include "banqi/chain.h"

#include "banqi/bots.h"
#include "banqi/values.h"

#include <algorithm>
#include <map>
#include <set>

namespace tessera::banqi {

const char *heuristicName(FlipHeuristic h) {
    switch (h) {
    case FlipHeuristic::CannonNeighbour:
        return "cannon-neighbour";
    case FlipHeuristic::ScreenForCannon:
        return "screen-for-cannon";
    case FlipHeuristic::Intercept:
        return "intercept";
    case FlipHeuristic::Defender:
        return "defender";
    }
    return "";
}

namespace {

bool taiwan(const Rules &rules) {
    return rules.variant == Variant::Taiwan;
}

// The seed's getChainPrice, line for line: positive is good for the attacker; parity says who arrives
// first (an even chain of the side to move lets the target strike first).
int chainPrice(const Rules &rules, int side, Cell attacker, Cell target, int len) {
    if (colourOf(attacker) == colourOf(target)) return 0;
    const int a = rankOf(attacker), t = rankOf(target);
    bool isAttacking = takesByRank(rules, a, t);
    bool isAttacked = takesByRank(rules, t, a);
    if (taiwan(rules) && a == Cannon) {
        isAttacking = true;
        isAttacked = t == a && len == 1;
    }
    bool f = len % 2 == 0;
    if (colourOf(attacker) != side) f = !f;
    int result = 0;
    if (isAttacking) {
        if (isAttacked) {
            result = f ? len - price(rules, a) : price(rules, t) - len;
        } else {
            result = price(rules, t) - len;
            if (f) result /= 2; // the seed's (price / 2) | 0: truncation toward zero
        }
    } else if (isAttacked) {
        result = len - price(rules, a);
    }
    return result;
}

// Cells a cannon at self could fire on target from: past exactly one screen, up to the next piece
// (the cannon's own cell counts as empty, it is the one moving).
std::vector<int> fireCells(const Position &p, int self, int target) {
    std::vector<int> cells;
    auto empty = [&](int c) { return c == self || p.board[std::size_t(c)] == kEmpty; };
    for (int dir = 0; dir < 4; ++dir) {
        int c = stepCell(target, dir);
        while (c >= 0 && empty(c)) c = stepCell(c, dir);
        if (c < 0) continue;
        c = stepCell(c, dir);
        while (c >= 0 && empty(c)) {
            cells.push_back(c);
            c = stepCell(c, dir);
        }
    }
    return cells;
}

// The seed's getChains for one piece: a breadth-first walk (the seed's growing array) through empty
// cells, a sliding cannon running along a line up to and including the first piece; occupied cells
// end a path. Non-cannons reach target pieces; the Taiwan cannon reaches fire cells.
void chainsFrom(const View &view, int from, std::vector<Chain> &out) {
    const Position &p = view.position;
    const Rules &rules = view.rules;
    const Cell piece = p.board[std::size_t(from)];
    const bool cannon = taiwan(rules) && rankOf(piece) == Cannon;
    const bool slide = cannon && rules.cannon == CannonMove::Slide;
    // Targets: every revealed enemy (own pieces price 0 in the seed, so their chains never count).
    std::vector<int> targets;
    for (int c = 0; c < kCells; ++c)
        if (isPiece(p.board[std::size_t(c)]) && colourOf(p.board[std::size_t(c)]) != colourOf(piece))
            targets.push_back(c);
    std::map<int, std::vector<int>> fireFor; // fire cell -> targets
    if (cannon)
        for (int t : targets)
            for (int c : fireCells(p, from, t)) fireFor[c].push_back(t);
    std::vector<int> group{from};
    int level[kCells], parent[kCells];
    std::fill(std::begin(level), std::end(level), -1);
    level[from] = 0;
    parent[from] = -1;
    auto pathTo = [&](int c) {
        std::vector<int> path;
        for (int x = c; x >= 0; x = parent[x]) path.push_back(x);
        std::reverse(path.begin(), path.end());
        return path;
    };
    for (std::size_t i = 0; i < group.size(); ++i) {
        const int at = group[i];
        const bool occupied = p.board[std::size_t(at)] != kEmpty;
        if (cannon) {
            auto it = fireFor.find(at);
            if (it != fireFor.end() && (i == 0 || !occupied))
                for (int t : it->second) {
                    Chain ch{from, t, level[at] + 1, 0, pathTo(at), {}, colourOf(piece) == p.side};
                    ch.path.push_back(t);
                    ch.first = ch.length == 1 ? Move{std::int8_t(from), std::int8_t(t)}
                                              : Move{std::int8_t(from), std::int8_t(ch.path[1])};
                    ch.price = chainPrice(rules, p.side, piece, p.board[std::size_t(t)], ch.length);
                    out.push_back(std::move(ch));
                }
        } else if (i > 0 && isPiece(p.board[std::size_t(at)]) &&
                   colourOf(p.board[std::size_t(at)]) != colourOf(piece)) {
            Chain ch{from, at, level[at], 0, pathTo(at), {}, colourOf(piece) == p.side};
            ch.first = {std::int8_t(from), std::int8_t(ch.path[1])};
            ch.price = chainPrice(rules, p.side, piece, p.board[std::size_t(at)], ch.length);
            out.push_back(std::move(ch));
        }
        if (i > 0 && occupied) continue;
        for (int dir = 0; dir < 4; ++dir) {
            int c = stepCell(at, dir);
            while (c >= 0) {
                if (level[c] >= 0) break;
                group.push_back(c);
                level[c] = level[at] + 1;
                parent[c] = at;
                if (!slide || p.board[std::size_t(c)] != kEmpty) break;
                c = stepCell(c, dir);
            }
        }
    }
}

void addWish(std::map<std::pair<int, int>, Wish> &wishes, Move m, int value, const std::string &why) {
    Wish &w = wishes[{m.from, m.to}];
    w.move = m;
    w.value += value;
    if (w.why.find(why) == std::string::npos) w.why += (w.why.empty() ? "" : ", ") + why;
}

// After the side to move plays m (not a flip), can the enemy end the game in its favour at once?
bool enemyWinsAtOnce(const View &view, Move m) {
    Position q = view.position;
    const int me = q.side;
    applyMove(q, m);
    std::vector<Move> replies;
    captureMoves(q, view.rules, q.side, replies);
    for (Move r : replies) {
        Position s = q;
        applyMove(s, r);
        if (s.piecesOf(me) == 0) return true;
        if (s.hiddenCount() == 0 && legalMoves(s, view.rules).empty()) return true;
    }
    return false;
}

void flipHeuristics(const View &view, const std::vector<Chain> &chains, ChainAnalysis &a,
                    std::map<std::pair<int, int>, Wish> &flips) {
    const Position &p = view.position;
    const Rules &rules = view.rules;
    const int side = p.side;
    auto hidden = [&](int c) { return c >= 0 && p.board[std::size_t(c)] == kHidden; };
    auto flip = [&](int c, int value, FlipHeuristic h) {
        if (value <= 0) return;
        addWish(flips, {std::int8_t(c), std::int8_t(c)}, value, heuristicName(h));
        a.fired[int(h)] = true;
    };
    for (int c = 0; c < kCells; ++c) {
        const Cell e = p.board[std::size_t(c)];
        if (!isPiece(e) || colourOf(e) == side) continue;
        // 1. An enemy cannon surrounded by hidden pieces: whatever of ours is flipped beside it the
        //    cannon cannot take, and most of our pieces take a cannon.
        if (taiwan(rules) && rankOf(e) == Cannon) {
            bool surrounded = true;
            for (int dir = 0; dir < 4; ++dir) {
                const int n = stepCell(c, dir);
                if (n >= 0 && !hidden(n)) surrounded = false;
            }
            if (surrounded) {
                const int est = estimatePercent(
                    p, side, [&](bool own, int r) { return own && takesByRank(rules, r, Cannon); });
                for (int dir = 0; dir < 4; ++dir)
                    if (hidden(stepCell(c, dir))) flip(stepCell(c, dir), est, FlipHeuristic::CannonNeighbour);
            }
        }
        // 2. A revealed enemy other than a cannon: flip the piece behind a screen from it, hoping for
        //    our cannon, which would fire at once.
        if (taiwan(rules) && rankOf(e) != Cannon) {
            const int est = estimatePercent(p, side, [](bool own, int r) { return own && r == Cannon; });
            for (int dir = 0; dir < 4; ++dir) {
                int s = stepCell(c, dir);
                while (s >= 0 && p.board[std::size_t(s)] == kEmpty) s = stepCell(s, dir);
                if (s < 0) continue;
                int h = stepCell(s, dir);
                while (h >= 0 && p.board[std::size_t(h)] == kEmpty) h = stepCell(h, dir);
                if (hidden(h)) flip(h, est, FlipHeuristic::ScreenForCannon);
            }
        }
    }
    // 3. An enemy attack chain on one of ours: flip a piece beside its path, hoping for one that takes
    //    the attacker on its way (the original computed this and never used it).
    for (const Chain &ch : chains) {
        if (ch.own || ch.price <= 0 || ch.length < 2) continue;
        const Cell attacker = p.board[std::size_t(ch.attacker)];
        const int est = estimatePercent(p, side, [&](bool own, int r) {
            return own && (takesByRank(rules, r, rankOf(attacker)) || (taiwan(rules) && r == Cannon));
        });
        std::set<int> beside;
        for (std::size_t k = 0; k + 1 < ch.path.size(); ++k)
            for (int dir = 0; dir < 4; ++dir)
                if (hidden(stepCell(ch.path[k], dir))) beside.insert(stepCell(ch.path[k], dir));
        for (int h : beside) flip(h, est, FlipHeuristic::Intercept);
    }
    // 4. One of ours threatened now and not defended (the original's "is defended" was always false):
    //    flip beside it, hoping for a defender that makes the take an exchange in our favour.
    for (int t = 0; t < kCells; ++t) {
        const Cell mine = p.board[std::size_t(t)];
        if (!isPiece(mine) || colourOf(mine) != side) continue;
        for (int s = 0; s < kCells; ++s) {
            const Cell enemy = p.board[std::size_t(s)];
            if (!isPiece(enemy) || colourOf(enemy) == side || !canTake(p, rules, s, t)) continue;
            Position after = p;
            after.board[std::size_t(t)] = enemy;
            after.board[std::size_t(s)] = kEmpty;
            bool defended = false;
            for (int d = 0; d < kCells && !defended; ++d) {
                const Cell own = after.board[std::size_t(d)];
                defended = isPiece(own) && colourOf(own) == side && canTake(after, rules, d, t);
            }
            if (defended) continue;
            const int est = estimatePercent(p, side, [&](bool own, int r) {
                return own && takesByRank(rules, r, rankOf(enemy)) &&
                       price(rules, rankOf(mine)) <= price(rules, rankOf(enemy));
            });
            for (int dir = 0; dir < 4; ++dir)
                if (hidden(stepCell(t, dir))) flip(stepCell(t, dir), est, FlipHeuristic::Defender);
        }
    }
}

} // namespace

ChainAnalysis analyseChains(const View &view, Rng &rng, const ChainOptions &options) {
    ChainAnalysis a;
    const Position &p = view.position;
    std::vector<Move> legal = legalMoves(p, view.rules);
    rng.shuffle(legal); // ties go to a seeded order
    if (legal.empty()) return a;
    if (p.side < 0) {
        a.chosen = legal.front();
        a.reason = "first flip, at random";
        return a;
    }
    for (int c = 0; c < kCells; ++c)
        if (isPiece(p.board[std::size_t(c)])) chainsFrom(view, c, a.chains);
    std::map<std::pair<int, int>, Wish> wishes;
    // Wishes from the public pieces: each own chain's price on its first move. The enemy's chains
    // reach the move choice through the flip heuristics (intercept) and the final check, as in the seed.
    for (const Chain &ch : a.chains)
        if (ch.own) addWish(wishes, ch.first, ch.price, "chain");
    auto value = [](const std::map<std::pair<int, int>, Wish> &w, Move m) {
        auto it = w.find({m.from, m.to});
        return it == w.end() ? 0 : it->second.value;
    };
    for (Move m : legal)
        if (!m.isFlip() && wishes.count({m.from, m.to})) a.wishes.push_back(wishes[{m.from, m.to}]);
    // The safe option: a move that hands the enemy a take worth more than it took is no candidate.
    auto safe = [&](Move m) {
        if (!options.safe || m.isFlip()) return true;
        const Cell taken = p.board[std::size_t(m.to)];
        Position q = p;
        applyMove(q, m);
        return bestCaptureValue(q, view.rules, p.side) <=
               (isPiece(taken) ? price(view.rules, rankOf(taken)) : 0);
    };
    std::vector<Move> candidates;
    for (Move m : legal)
        if (!m.isFlip() && value(wishes, m) > 0 && safe(m)) candidates.push_back(m);
    auto byValue = [&](const std::map<std::pair<int, int>, Wish> &w) {
        std::stable_sort(candidates.begin(), candidates.end(),
                         [&](Move x, Move y) { return value(w, x) > value(w, y); });
    };
    if (!candidates.empty()) {
        byValue(wishes);
        a.reason = "chains";
    } else {
        std::map<std::pair<int, int>, Wish> flips;
        flipHeuristics(view, a.chains, a, flips);
        for (const auto &[key, w] : flips) a.flipWishes.push_back(w);
        for (Move m : legal)
            if (m.isFlip() && value(flips, m) > 0) candidates.push_back(m);
        if (!candidates.empty()) {
            byValue(flips);
            a.reason = "flip heuristics";
        } else {
            for (Move m : legal)
                if (m.isFlip() || (value(wishes, m) == 0 && safe(m))) candidates.push_back(m);
            if (candidates.empty()) {
                candidates = legal;
                byValue(wishes);
            }
            a.reason = "no wish: a seeded pick";
        }
    }
    a.chosen = candidates.front();
    for (Move m : candidates)
        if (m.isFlip() || !enemyWinsAtOnce(view, m)) {
            a.chosen = m;
            break;
        }
    return a;
}

Move chooseChain(const View &view, Rng &rng, const ChainOptions &options) {
    return analyseChains(view, rng, options).chosen;
}

} // namespace tessera::banqi
