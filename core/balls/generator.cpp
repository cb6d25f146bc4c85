#include "balls/generator.h"

#include "common/error.h"

#include <map>

namespace tessera::balls {

void checkGeneratorOptions(const GeneratorOptions &o) {
    auto side = [](int v, const char *name) {
        if (v < kMinSide || v > kMaxSide)
            throw Error(std::string(name) + ": expected " + std::to_string(kMinSide) + " to " +
                        std::to_string(kMaxSide) + ", found " + std::to_string(v));
    };
    side(o.rows, "rows");
    side(o.cols, "cols");
    const int cells = o.rows * o.cols;
    if (o.balls < 1 || o.balls > cells - 1)
        throw Error("balls: expected 1 to " + std::to_string(cells - 1) + ", found " +
                    std::to_string(o.balls));
    if (o.blocks < 0 || o.blocks + o.balls > cells - 1)
        throw Error("blocks: expected 0 to " + std::to_string(cells - 1 - o.balls) + ", found " +
                    std::to_string(o.blocks));
    if (o.shiftWeights.empty()) throw Error("shift weights: at least one weight is needed");
    double sum = 0;
    for (double w : o.shiftWeights) {
        if (!(w >= 0)) throw Error("shift weights: a weight is negative");
        sum += w;
    }
    if (sum <= 0) throw Error("shift weights: all weights are zero");
    if (o.attempts < 1) throw Error("attempts: expected at least 1");
    if (o.start && (o.start->row < 0 || o.start->col < 0 || o.start->row >= o.rows || o.start->col >= o.cols))
        throw Error("start: " + cellName(*o.start) + " is outside the field");
}

Json generatorOptionsToJson(const GeneratorOptions &o) {
    Json j{{"rows", o.rows},
           {"cols", o.cols},
           {"balls", o.balls},
           {"blocks", o.blocks},
           {"shiftWeights", o.shiftWeights},
           {"attempts", o.attempts}};
    if (o.start) j["start"] = Json::array({o.start->row, o.start->col});
    return j;
}

GeneratorOptions generatorOptionsFromJson(const Json &json) {
    const JsonCursor c(json);
    c.requireObject();
    GeneratorOptions o;
    const long long cells = kMaxSide * kMaxSide;
    o.rows = int(c.integerOr("rows", 0, cells, o.rows));
    o.cols = int(c.integerOr("cols", 0, cells, o.cols));
    o.balls = int(c.integerOr("balls", 0, cells, o.balls));
    o.blocks = int(c.integerOr("blocks", 0, cells, o.blocks));
    if (const std::string_view key = renamedKey(c, "shiftWeights", "shift_weights"); c.has(key)) {
        const JsonCursor weights = c[key];
        o.shiftWeights.clear();
        for (std::size_t i = 0; i < weights.size(); ++i) o.shiftWeights.push_back(weights[i].number());
    }
    o.attempts = int(c.integerOr("attempts", 1, 100000000, o.attempts));
    if (c.has("start")) {
        const JsonCursor start = c["start"];
        if (start.size() != 2) start.fail("expected [row, col]");
        o.start = Point{int(start[0].integer(0, kMaxSide - 1)), int(start[1].integer(0, kMaxSide - 1))};
    }
    return o;
}

const char *stepKindName(ConstructionStep::Kind kind) {
    switch (kind) {
    case ConstructionStep::Kind::Place:
        return "place";
    case ConstructionStep::Kind::Relocate:
        return "relocate";
    case ConstructionStep::Kind::Reject:
        return "reject";
    case ConstructionStep::Kind::Accept:
        return "accept";
    }
    return "";
}

namespace {

struct Candidate {
    Dir dir;
    int shift;
};

// One attempt at a whole level; returns false (the reason in `why`) when some move had no placement.
class Attempt {
public:
    Attempt(const GeneratorOptions &o, Rng &rng, Construction &out)
        : mO(o)
        , mRng(rng)
        , mOut(out) {}

    bool run(std::string &why);

private:
    bool placeMove(int k, std::map<std::string, int> &reasons);
    bool replays(int k) const;
    void note(ConstructionStep s) { mOut.steps.push_back(std::move(s)); }

    const GeneratorOptions &mO;
    Rng &mRng;
    Construction &mOut;
    Board mBoard;
    Point mBlack;
    std::vector<HistoryMove> mMoves;
};

bool Attempt::run(std::string &why) {
    mBoard = emptyBoard(mO.rows, mO.cols);
    mBlack = mO.start ? *mO.start : Point{mRng.range(0, mO.rows - 1), mRng.range(0, mO.cols - 1)};
    mBoard.start.black = mBoard.index(mBlack);
    for (int placed = 0; placed < mO.blocks;) {
        const Point p{mRng.range(0, mO.rows - 1), mRng.range(0, mO.cols - 1)};
        const int i = mBoard.index(p);
        if (p == mBlack || mBoard.blocks.test(i)) continue;
        mBoard.blocks.set(i);
        ++placed;
    }
    for (int k = 1; k <= mO.balls; ++k) {
        std::map<std::string, int> reasons;
        if (placeMove(k, reasons)) continue;
        why = "move " + std::to_string(k) + ": every direction and shift was rejected (";
        bool first = true;
        for (const auto &[reason, count] : reasons) {
            why += (first ? "" : ", ") + std::to_string(count) + "x " + reason;
            first = false;
        }
        why += ")";
        return false;
    }
    mOut.board = mBoard;
    mOut.end = mBlack;
    return true;
}

bool Attempt::placeMove(int k, std::map<std::string, int> &reasons) {
    std::vector<Candidate> candidates;
    std::vector<double> weights;
    for (Dir d : kAllDirs) {
        for (int s = 0;; ++s) {
            const double w = mO.shiftWeights[std::min<std::size_t>(s, mO.shiftWeights.size() - 1)];
            if (w > 0) {
                candidates.push_back({d, s});
                weights.push_back(w);
            }
            const Point next = step(mBlack, d, s + 1);
            if (!mBoard.inside(next) || mBoard.blocks.test(mBoard.index(next))) break;
        }
    }
    while (!candidates.empty()) {
        const std::size_t pick = mRng.weighted(weights);
        const Candidate c = candidates[pick];
        candidates.erase(candidates.begin() + static_cast<std::ptrdiff_t>(pick));
        weights.erase(weights.begin() + static_cast<std::ptrdiff_t>(pick));
        const Point stop = step(mBlack, c.dir, c.shift);
        const Point p0 = step(stop, c.dir);
        note({ConstructionStep::Kind::Place, k, c.dir, c.shift, 0, mBlack, p0, {}});
        auto reject = [&](const std::string &reason, Point at) {
            note({ConstructionStep::Kind::Reject, k, c.dir, c.shift, 0, p0, at, reason});
            ++reasons[reason];
        };
        if (!mBoard.inside(p0) || mBoard.blocks.test(mBoard.index(p0))) {
            reject(mBoard.inside(p0) ? "a block stands where the ball goes"
                                     : "the ball would be off the field",
                   p0);
            continue;
        }
        HistoryMove rec{c.dir, {}, {}};
        for (int i = 0; i <= c.shift; ++i) rec.black.set(mBoard.index(step(mBlack, c.dir, i)));
        bool blocked = false;
        for (Point p = p0; mBoard.inside(p); p = step(p, c.dir)) {
            if (mBoard.blocks.test(mBoard.index(p))) blocked = true;
            rec.arrow.set(mBoard.index(p));
        }
        if (blocked) {
            reject("a block stands between the ball and the edge", p0);
            continue;
        }
        Relocation reloc = relocateBall(mBoard, mMoves, p0);
        for (ConstructionStep &st : reloc.steps) note(std::move(st));
        const Point cell = reloc.cell;
        if (reloc.ok &&
            (mBoard.start.whites.test(mBoard.index(cell)) || mBoard.start.black == mBoard.index(cell))) {
            reloc.ok = false;
            reloc.reason = "another ball starts on that cell";
        }
        if (!reloc.ok) {
            reject(reloc.reason, cell);
            continue;
        }
        mMoves.push_back(rec);
        mBoard.start.whites.set(mBoard.index(cell));
        const Point before = mBlack;
        mBlack = stop;
        if (!replays(k)) {
            mMoves.pop_back();
            mBoard.start.whites.reset(mBoard.index(cell));
            mBlack = before;
            reject("played from the start, the level no longer follows the history", cell);
            continue;
        }
        note({ConstructionStep::Kind::Accept, k, c.dir, c.shift, 0, p0, cell, {}});
        mOut.solution.push_back(c.dir);
        return true;
    }
    return false;
}

// The level so far played with the recorded pushes must remove one ball per push and leave the black
// ball where the history says; the seed's check does not see two balls that would meet, this does.
bool Attempt::replays(int k) const {
    State s = mBoard.start;
    for (int j = 0; j < k; ++j) {
        const PushOutcome o = push(mBoard, s, mMoves[static_cast<std::size_t>(j)].dir);
        if (o != PushOutcome::Moved || s.whites.count() != k - j - 1) return false;
    }
    return mBoard.index(mBlack) == s.black;
}

} // namespace

Relocation relocateBall(const Board &board, const std::vector<HistoryMove> &history, Point p0) {
    // Moves numbered from 1 as in the seed's fragment; h is the last move the ball stands still for.
    Relocation out;
    const int k = static_cast<int>(history.size()) + 1;
    auto fail = [&](Point at, std::string reason) {
        out.cell = at;
        out.reason = std::move(reason);
        return out;
    };
    auto blackTrack = [&](int j) { return history[static_cast<std::size_t>(j - 1)].black; };
    Point p = p0;
    int h = k - 1;
    for (int i = k - 1; i >= 1; --i) {
        const HistoryMove &arrow = history[static_cast<std::size_t>(i - 1)];
        if (!arrow.arrow.test(board.index(p))) continue;
        for (int j = i + 1; j <= h; ++j)
            if (blackTrack(j).test(board.index(p)))
                return fail(p, "on the black ball's track of move " + std::to_string(j));
        const Point to = step(p, arrow.dir);
        out.steps.push_back({ConstructionStep::Kind::Relocate, k, arrow.dir, 0, i, p, to, {}});
        p = to;
        if (!board.inside(p))
            return fail(p, "relocated along the arrow of move " + std::to_string(i) + " off the field");
        h = i;
    }
    for (int j = h; j >= 1; --j)
        if (blackTrack(j).test(board.index(p)))
            return fail(p, "on the black ball's track of move " + std::to_string(j));
    out.ok = true;
    out.cell = p;
    return out;
}

Construction constructLevel(const GeneratorOptions &options, Rng &rng) {
    checkGeneratorOptions(options);
    std::string why;
    for (int attempt = 1; attempt <= options.attempts; ++attempt) {
        Construction out;
        out.attempts = attempt;
        Attempt a(options, rng, out);
        if (!a.run(why)) continue;
        out.history = pushLine(out.board, out.solution);
        return out;
    }
    throw Error("no level found in " + std::to_string(options.attempts) + " attempts; the last failed at " +
                why);
}

} // namespace tessera::balls
