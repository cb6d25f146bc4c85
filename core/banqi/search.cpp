#include "banqi/search.h"

#include "banqi/values.h"

#include <algorithm>
#include <cmath>

namespace tessera::banqi {

double evaluate(const Position &p, const Rules &rules) {
    double v = 0;
    for (Cell c : p.board)
        if (isPiece(c)) v += (colourOf(c) == p.side ? 1 : -1) * price(rules, rankOf(c));
    for (int t = 0; t < kTypes; ++t)
        v += (t / 7 == p.side ? 1 : -1) * price(rules, t % 7) * p.pool[std::size_t(t)];
    return v;
}

namespace {

struct Budget {};

class Searcher {
public:
    Searcher(const Rules &rules, const Deal *deal, long limit)
        : mRules(rules)
        , mDeal(deal)
        , mLimit(limit) {}

    long nodes = 0;
    bool enforce = false;

    double rootMove(const Position &p, Move m, int depth, double alpha, double beta) {
        return moveValue(p, m, depth, 0, alpha, beta);
    }

private:
    void tick() {
        if (++nodes > mLimit && enforce) throw Budget{};
    }

    double quiesce(const Position &p, double alpha, double beta, int qdepth) {
        tick();
        if (p.piecesOf(p.side) == 0) return -kWinValue;
        const double stand = evaluate(p, mRules);
        if (stand >= beta || qdepth > 8) return stand;
        alpha = std::max(alpha, stand);
        std::vector<Move> caps;
        captureMoves(p, mRules, p.side, caps);
        orderCaptures(p, caps);
        double best = stand;
        for (Move m : caps) {
            Position q = p;
            applyMove(q, m);
            const double v = -quiesce(q, -beta, -alpha, qdepth + 1);
            best = std::max(best, v);
            alpha = std::max(alpha, v);
            if (alpha >= beta) break;
        }
        return best;
    }

    void orderCaptures(const Position &p, std::vector<Move> &moves) {
        std::stable_sort(moves.begin(), moves.end(), [&](Move a, Move b) {
            return price(mRules, rankOf(p.board[std::size_t(a.to)])) >
                   price(mRules, rankOf(p.board[std::size_t(b.to)]));
        });
    }

    // A flip as a chance node (exact over the pool, or the dealt piece for the peeking bot).
    double flipValue(const Position &p, int cell, int depth, int ply, double alpha, double beta) {
        if (mDeal && (*mDeal)[std::size_t(cell)] != kEmpty) {
            Position q = p;
            applyFlip(q, cell, (*mDeal)[std::size_t(cell)]);
            return -node(q, depth - 1, ply + 1, -beta, -alpha);
        }
        const double total = p.poolTotal();
        double sum = 0, left = 1;
        for (int t = 0; t < kTypes; ++t) {
            const int n = p.pool[std::size_t(t)];
            if (n == 0) continue;
            const double w = n / total;
            // Star1: the window each child must hit for the average to land inside (alpha, beta).
            const double lo = (alpha - sum - (left - w) * kWinValue) / w;
            const double hi = (beta - sum + (left - w) * kWinValue) / w;
            Position q = p;
            applyFlip(q, cell, Cell(t + 1));
            // The flipper is the colour of the piece when nobody had one yet: its value is then the
            // negation of the child's either way (the child's side is the flipper's opponent).
            const double v =
                -node(q, depth - 1, ply + 1, -std::min(hi, kWinValue), -std::max(lo, -kWinValue));
            sum += w * v;
            left -= w;
            if (sum + left * kWinValue <= alpha) return sum + left * kWinValue;
            if (sum - left * kWinValue >= beta) return sum - left * kWinValue;
        }
        return sum;
    }

    double moveValue(const Position &p, Move m, int depth, int ply, double alpha, double beta) {
        if (m.isFlip()) return flipValue(p, m.from, depth, ply, alpha, beta);
        Position q = p;
        applyMove(q, m);
        return -node(q, depth - 1, ply + 1, -beta, -alpha);
    }

    double node(const Position &p, int depth, int ply, double alpha, double beta) {
        if (p.piecesOf(p.side) == 0) return -(kWinValue - ply);
        if (p.quiet >= mRules.noProgress) return 0;
        if (depth <= 0) return quiesce(p, alpha, beta, 0);
        tick();
        std::vector<Move> all;
        legalMoves(p, mRules, all);
        if (all.empty()) return -(kWinValue - ply);
        std::vector<Move> caps, quiet;
        bool anyFlip = false;
        for (Move m : all) {
            if (m.isFlip())
                anyFlip = true;
            else if (p.board[std::size_t(m.to)] != kEmpty)
                caps.push_back(m);
            else
                quiet.push_back(m);
        }
        orderCaptures(p, caps);
        double best = -kWinValue * 2;
        auto consider = [&](double v) {
            best = std::max(best, v);
            alpha = std::max(alpha, v);
            return alpha >= beta;
        };
        for (Move m : caps)
            if (consider(moveValue(p, m, depth, ply, alpha, beta))) return best;
        if (anyFlip && ply >= 0 && ply < mFlipPlies) {
            for (Move m : all)
                if (m.isFlip() && consider(moveValue(p, m, depth, ply, alpha, beta))) return best;
        } else if (anyFlip) {
            // A flip deep in the tree: a pass, then the opponent's captures.
            Position q = p;
            q.side = 1 - q.side;
            q.quiet = 0;
            if (consider(-quiesce(q, -beta, -alpha, 0))) return best;
        }
        for (Move m : quiet)
            if (consider(moveValue(p, m, depth, ply, alpha, beta))) return best;
        return best;
    }

public:
    int mFlipPlies = 1;

private:
    const Rules &mRules;
    const Deal *mDeal;
    long mLimit;
};

} // namespace

SearchResult search(const View &view, const SearchOptions &options, const Deal *deal) {
    SearchResult result;
    const Position &p = view.position;
    std::vector<Move> moves = legalMoves(p, view.rules);
    if (moves.empty()) return result;
    Searcher s(view.rules, deal, options.nodes);
    s.mFlipPlies = options.flipPlies;
    std::vector<RootValue> order;
    for (Move m : moves) order.push_back({m, 0});
    for (int depth = 1; depth <= options.maxDepth; ++depth) {
        s.enforce = depth > 1; // depth 1 always completes, so there is always a move
        std::vector<RootValue> values;
        try {
            double alpha = -kWinValue * 2;
            for (const RootValue &rv : order) {
                // A move that cannot beat the best so far gets an upper bound only (exact false).
                double v = s.rootMove(p, rv.move, depth, alpha, kWinValue * 2);
                // The repetition rule, which the tree below does not model: a move back into a
                // position seen twice is a draw, one seen once costs a little (no aimless shuffling).
                if (!rv.move.isFlip()) {
                    Position q = p;
                    applyMove(q, rv.move);
                    const auto seen = std::count(view.history.begin(), view.history.end(), positionKey(q));
                    if (seen >= 2)
                        v = 0;
                    else if (seen == 1)
                        v -= 1;
                }
                values.push_back({rv.move, v, v > alpha});
                alpha = std::max(alpha, v);
            }
        } catch (const Budget &) {
            break;
        }
        std::stable_sort(values.begin(), values.end(),
                         [](const RootValue &a, const RootValue &b) { return a.value > b.value; });
        order = values;
        result.root = values;
        result.depth = depth;
        if (std::abs(values.front().value) >= kWinValue - 100)
            break; // a forced result: no need to look deeper
    }
    result.best = result.root.front().move;
    result.value = result.root.front().value;
    result.nodes = s.nodes;
    return result;
}

} // namespace tessera::banqi
