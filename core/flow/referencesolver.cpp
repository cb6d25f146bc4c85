#include "flow/referencesolver.h"

#include "flow/board.h"
#include "flow/indexing.h"
#include "flow/validator.h"

#include <algorithm>
#include <cstdint>
#include <deque>

namespace tessera::flow {

namespace {

class Reference {
public:
    Reference(const Puzzle &puzzle, const ReferenceSolveOptions &options, ProgressSink *progress,
              const CancelToken *cancel)
        : mPuzzle(puzzle)
        , mOptions(options)
        , mBoard(puzzle, options.rule)
        , mWords((mBoard.cells + 63) / 64)
        , mColour(at(mBoard.cells), -1)
        , mReporter(progress, cancel) {
        for (int c = 0; c < mBoard.colours; ++c) {
            mColour[at(mBoard.endA[at(c)])] = c;
            mColour[at(mBoard.endB[at(c)])] = c;
        }
        mPaths.resize(at(mBoard.colours));
    }

    SolveResult run() {
        int free = 0;
        for (int v : mColour) free += v < 0 ? 1 : 0;
        long long sumMin = 0;
        for (int c = 0; c < mBoard.colours; ++c) {
            const int d = shortestInner(c);
            if (d < 0) return finish(); // a colour cannot reach its partner at all
            mMin.push_back(d);
            sumMin += d;
        }
        const long long u = free - sumMin;
        // Each path's inner length has the parity of its shortest one, so U is spent in even steps.
        if (u < 0 || u % 2 != 0) return finish();
        explore(0, static_cast<int>(u));
        return finish();
    }

private:
    SolveResult finish() {
        mResult.exhausted = !mStop;
        if (mResult.count >= mOptions.limit) mResult.exhausted = false;
        return std::move(mResult);
    }

    // Cells strictly between the endpoints on a shortest path over free cells, or -1.
    int shortestInner(int colour) const {
        const int a = mBoard.endA[at(colour)], b = mBoard.endB[at(colour)];
        std::vector<int> dist(at(mBoard.cells), -1);
        std::deque<int> queue{a};
        dist[at(a)] = 0;
        while (!queue.empty()) {
            const int v = queue.front();
            queue.pop_front();
            if (v == b) return dist[at(v)] - 1;
            for (int d = 0; d < 4; ++d) {
                const int w = mBoard.neighbour[at(v)][at(d)];
                if (w < 0 || dist[at(w)] >= 0) continue;
                if (mColour[at(w)] >= 0 && w != b) continue;
                dist[at(w)] = dist[at(v)] + 1;
                queue.push_back(w);
            }
        }
        return -1;
    }

    // Half paths from one endpoint: every simple walk of up to maxLen steps over free cells. Stored
    // flat: for each, its length, its last cell, its cells (without the start) and their bitset.
    struct Halves {
        std::vector<int> length, last, offset;
        std::vector<int> cells;
        std::vector<std::uint64_t> bits;
    };

    bool charge(long long amount) {
        mWork += amount;
        mResult.nodes = mWork;
        if (mOptions.maxWork > 0 && mWork > mOptions.maxWork) {
            mResult.budgetHit = true;
            mStop = true;
        }
        if ((++mChecks & 1023) == 0) {
            if (mReporter.cancelled()) {
                mResult.cancelled = true;
                mStop = true;
            }
            mReporter.report(-1, "reference search: " + std::to_string(mWork) + " paths");
        }
        return !mStop;
    }

    void buildHalves(int start, int avoid, int maxLen, Halves &out) {
        std::vector<int> path;
        std::vector<std::uint64_t> bits(at(mWords), 0);
        std::vector<int> dirs; // next direction to try at each depth
        path.push_back(start);
        dirs.push_back(0);
        while (!dirs.empty() && !mStop) {
            const int depth = static_cast<int>(path.size()) - 1;
            const int v = path.back();
            int &d = dirs.back();
            if (d == 4 || depth == maxLen) {
                if (depth > 0) bits[at(v / 64)] &= ~(std::uint64_t{1} << (v % 64));
                path.pop_back();
                dirs.pop_back();
                continue;
            }
            const int w = mBoard.neighbour[at(v)][at(d++)];
            if (w < 0 || w == avoid || mColour[at(w)] >= 0) continue;
            if (bits[at(w / 64)] & (std::uint64_t{1} << (w % 64))) continue;
            bits[at(w / 64)] |= std::uint64_t{1} << (w % 64);
            path.push_back(w);
            dirs.push_back(0);
            out.length.push_back(depth + 1);
            out.last.push_back(w);
            out.offset.push_back(static_cast<int>(out.cells.size()));
            out.cells.insert(out.cells.end(), path.begin() + 1, path.end());
            out.bits.insert(out.bits.end(), bits.begin(), bits.end());
            // Charged by what it stores, so the budget also bounds memory.
            if (!charge(depth + 1 + mWords)) return;
        }
    }

    bool touchesItself(const std::vector<int> &path) {
        std::vector<int> &pos = mPosition;
        pos.assign(at(mBoard.cells), -1);
        for (std::size_t i = 0; i < path.size(); ++i) pos[at(path[i])] = static_cast<int>(i);
        for (std::size_t i = 0; i < path.size(); ++i)
            for (int d = 0; d < 4; ++d) {
                const int w = mBoard.neighbour[at(path[i])][at(d)];
                if (w >= 0 && pos[at(w)] >= 0 && std::abs(pos[at(w)] - static_cast<int>(i)) != 1) return true;
            }
        return false;
    }

    // Every path of this colour with inner length in [dMin, dMin + uLeft] and the right parity.
    std::vector<std::vector<int>> findAllPaths(int colour, int uLeft, bool last) {
        std::vector<std::vector<int>> found;
        const int a = mBoard.endA[at(colour)], b = mBoard.endB[at(colour)];
        const int lo = last ? mMin[at(colour)] + uLeft : mMin[at(colour)];
        const int hi = mMin[at(colour)] + uLeft;
        // In edges: L = inner + 1; the forward half takes ceil(L/2) steps, the backward floor(L/2).
        const int maxEdges = hi + 1;
        Halves fwd, bwd;
        buildHalves(a, b, (maxEdges + 1) / 2, fwd);
        buildHalves(b, a, maxEdges / 2, bwd);
        if (mStop) return found;
        // Backward halves grouped by (length, last cell).
        std::vector<std::vector<int>> byKey(at((maxEdges / 2 + 1) * mBoard.cells));
        for (std::size_t i = 0; i < bwd.length.size(); ++i)
            byKey[at(bwd.length[i] * mBoard.cells + bwd.last[i])].push_back(static_cast<int>(i));
        for (int inner = lo; inner <= hi && !mStop; inner += 2) {
            const int edges = inner + 1;
            if (edges == 1) {
                for (int d = 0; d < 4; ++d)
                    if (mBoard.neighbour[at(a)][at(d)] == b) found.push_back({a, b});
                continue;
            }
            const int fl = (edges + 1) / 2, bl = edges / 2;
            for (std::size_t f = 0; f < fwd.length.size() && !mStop; ++f) {
                if (fwd.length[f] != fl) continue;
                const int meet = fwd.last[f];
                for (int g : byKey[at(bl * mBoard.cells + meet)]) {
                    if (!charge(1)) break;
                    // Disjoint except the meeting cell.
                    bool clash = false;
                    for (int w = 0; w < mWords && !clash; ++w) {
                        std::uint64_t both =
                            fwd.bits[f * at(mWords) + at(w)] & bwd.bits[at(g) * at(mWords) + at(w)];
                        if (w == meet / 64) both &= ~(std::uint64_t{1} << (meet % 64));
                        clash = both != 0;
                    }
                    if (clash) continue;
                    std::vector<int> path{a};
                    path.insert(path.end(), fwd.cells.begin() + fwd.offset[f],
                                fwd.cells.begin() + fwd.offset[f] + fl);
                    // Backward half reversed, without the shared meeting cell.
                    for (int k = bl - 2; k >= 0; --k) path.push_back(bwd.cells[at(bwd.offset[at(g)] + k)]);
                    path.push_back(b);
                    if (mOptions.rule == Rule::Strict && touchesItself(path)) continue;
                    found.push_back(std::move(path));
                }
            }
        }
        return found;
    }

    void explore(int colour, int uLeft) {
        const bool last = colour + 1 == mBoard.colours;
        const std::vector<std::vector<int>> paths = findAllPaths(colour, uLeft, last);
        for (const auto &path : paths) {
            if (mStop) return;
            const int inner = static_cast<int>(path.size()) - 2;
            for (std::size_t i = 1; i + 1 < path.size(); ++i) mColour[at(path[i])] = colour;
            mPaths[at(colour)] = path;
            const int left = uLeft - (inner - mMin[at(colour)]);
            if (!last)
                explore(colour + 1, left);
            else if (left == 0)
                report();
            for (std::size_t i = 1; i + 1 < path.size(); ++i) mColour[at(path[i])] = -1;
        }
    }

    void report() {
        Solution solution;
        for (const auto &path : mPaths) {
            std::vector<Point> points;
            for (int v : path) points.push_back(mBoard.point(v));
            solution.paths.push_back(std::move(points));
        }
        if (mResult.accept(mPuzzle, std::move(solution), mOptions.rule, mOptions.keep, mOptions.limit))
            mStop = true;
    }

    const Puzzle &mPuzzle;
    ReferenceSolveOptions mOptions;
    Board mBoard;
    int mWords;
    std::vector<int> mColour; // per cell: colour placed so far, -1 free
    std::vector<int> mMin;
    std::vector<std::vector<int>> mPaths;
    std::vector<int> mPosition;
    ProgressReporter mReporter;
    SolveResult mResult;
    long long mWork = 0;
    long long mChecks = 0;
    bool mStop = false;
};

} // namespace

SolveResult solveReference(const Puzzle &puzzle, const ReferenceSolveOptions &options, ProgressSink *progress,
                           const CancelToken *cancel) {
    checkPuzzle(puzzle);
    ReferenceSolveOptions opts = options;
    if (opts.limit < 1) opts.limit = 1;
    Reference reference(puzzle, opts, progress, cancel);
    return reference.run();
}

} // namespace tessera::flow
