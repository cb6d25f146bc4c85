#include "flow/generator.h"

#include "common/error.h"
#include "common/rng.h"
#include "flow/fastsolver.h"
#include "flow/pathcover.h"
#include "flow/validator.h"

#include <algorithm>
#include <cstdlib>

namespace tessera::flow {

const char *methodName(GeneratorMethod method) {
    return method == GeneratorMethod::Constructive ? "constructive" : "random-endpoints";
}

void checkGeneratorOptions(const GeneratorOptions &o) {
    auto range = [](const char *name, long long v, long long lo, long long hi) {
        if (v < lo || v > hi)
            throw Error(std::string(name) + ": " + std::to_string(v) + " is out of range " +
                        std::to_string(lo) + ".." + std::to_string(hi));
    };
    range("rows", o.rows, 2, kMaxSide);
    range("cols", o.cols, 2, kMaxSide);
    range("minColours", o.minColours, 1, kMaxColours);
    range("maxColours", o.maxColours, o.minColours, kMaxColours);
    if (2 * o.minColours > o.rows * o.cols)
        throw Error("minColours: " + std::to_string(o.minColours) + " pairs do not fit on " +
                    std::to_string(o.rows) + "x" + std::to_string(o.cols) + " cells");
    range("minPathLength", o.minPathLength, 2, o.rows * o.cols);
    range("maxStraight", o.maxStraight, 0, kMaxSide);
    range("minBends", o.minBends, 0, o.rows * o.cols);
    range("maxAttempts", o.maxAttempts, 1, 100000000);
    range("solverNodes", o.solverNodes, 0, 1LL << 40);
    range("repairs", o.repairs, 0, 1000);
    if (!(o.shortFirst >= 0 && o.shortFirst <= 1)) throw Error("shortFirst: expected a number from 0 to 1");
}

Json generatorOptionsToJson(const GeneratorOptions &o) {
    return Json{{"rows", o.rows},
                {"cols", o.cols},
                {"minColours", o.minColours},
                {"maxColours", o.maxColours},
                {"rule", ruleName(o.rule)},
                {"method", methodName(o.method)},
                {"minPathLength", o.minPathLength},
                {"maxStraight", o.maxStraight},
                {"minBends", o.minBends},
                {"allowSquares", o.allowSquares},
                {"allowAdjacentPair", o.allowAdjacentPair},
                {"allowTouchingEndpoints", o.allowTouchingEndpoints},
                {"maxAttempts", o.maxAttempts},
                {"solverNodes", o.solverNodes},
                {"repairs", o.repairs},
                {"shortFirst", o.shortFirst}};
}

GeneratorOptions generatorOptionsFromJson(const Json &json) {
    const JsonCursor c(json);
    c.requireObject();
    GeneratorOptions o;
    o.rows = static_cast<int>(c.integerOr("rows", 2, kMaxSide, o.rows));
    o.cols = static_cast<int>(c.integerOr("cols", 2, kMaxSide, o.cols));
    o.minColours = static_cast<int>(c.integerOr("minColours", 1, kMaxColours, o.minColours));
    o.maxColours = static_cast<int>(c.integerOr("maxColours", 1, kMaxColours, o.maxColours));
    o.rule = parseRule(c.stringOr("rule", ruleName(o.rule)), "rule");
    const std::string method = c.stringOr("method", methodName(o.method));
    if (method == "constructive")
        o.method = GeneratorMethod::Constructive;
    else if (method == "random-endpoints")
        o.method = GeneratorMethod::RandomEndpoints;
    else
        c["method"].fail("expected \"constructive\" or \"random-endpoints\"");
    o.minPathLength = static_cast<int>(c.integerOr("minPathLength", 2, kMaxSide * kMaxSide, o.minPathLength));
    o.maxStraight = static_cast<int>(c.integerOr("maxStraight", 0, kMaxSide, o.maxStraight));
    o.minBends = static_cast<int>(c.integerOr("minBends", 0, kMaxSide * kMaxSide, o.minBends));
    o.allowSquares = c.booleanOr("allowSquares", o.allowSquares);
    o.allowAdjacentPair = c.booleanOr("allowAdjacentPair", o.allowAdjacentPair);
    o.allowTouchingEndpoints = c.booleanOr("allowTouchingEndpoints", o.allowTouchingEndpoints);
    o.maxAttempts = static_cast<int>(c.integerOr("maxAttempts", 1, 100000000, o.maxAttempts));
    o.solverNodes = c.integerOr("solverNodes", 0, 1LL << 40, o.solverNodes);
    o.repairs = static_cast<int>(c.integerOr("repairs", 0, 1000, o.repairs));
    o.shortFirst = c.numberOr("shortFirst", o.shortFirst);
    return o;
}

std::uint64_t levelSeed(std::uint64_t seed, int index) {
    return seed + static_cast<std::uint64_t>(index);
}

namespace {

bool adjacent(Point a, Point b) {
    return manhattan(a, b) == 1;
}

// Options that look at endpoints and the solution, shared by both methods.
bool endpointsAcceptable(const GeneratorOptions &o, const Puzzle &puzzle) {
    for (std::size_t i = 0; i < puzzle.pairs.size(); ++i) {
        const Pair &p = puzzle.pairs[i];
        if (!o.allowAdjacentPair && adjacent(p.a, p.b)) return false;
        if (o.allowTouchingEndpoints) continue;
        for (std::size_t j = i + 1; j < puzzle.pairs.size(); ++j) {
            const Pair &q = puzzle.pairs[j];
            for (Point x : {p.a, p.b})
                for (Point y : {q.a, q.b})
                    if (adjacent(x, y)) return false;
        }
    }
    return true;
}

bool pathsAcceptable(const GeneratorOptions &o, const Puzzle &puzzle, const Solution &solution) {
    for (const auto &path : solution.paths) {
        if (static_cast<int>(path.size()) < o.minPathLength) return false;
        if (o.maxStraight > 0 && longestStraight(path) > o.maxStraight) return false;
        if (bendCount(path) < o.minBends) return false;
    }
    if (!o.allowSquares) {
        const Grid<int> colour = colourGrid(puzzle, solution);
        for (int r = 0; r + 1 < puzzle.rows; ++r)
            for (int c = 0; c + 1 < puzzle.cols; ++c) {
                const int v = colour[Point{r, c}];
                if (colour[Point{r, c + 1}] == v && colour[Point{r + 1, c}] == v &&
                    colour[Point{r + 1, c + 1}] == v)
                    return false;
            }
    }
    return true;
}

Puzzle puzzleOfPaths(const GeneratorOptions &o, const std::vector<std::vector<Point>> &paths) {
    Puzzle puzzle;
    puzzle.rows = o.rows;
    puzzle.cols = o.cols;
    puzzle.rule = o.rule;
    // Colours take labels in reading order of their first endpoint, as a text reader would number them.
    std::vector<std::vector<Point>> ordered = paths;
    for (auto &path : ordered)
        if (path.back() < path.front()) std::reverse(path.begin(), path.end());
    std::sort(ordered.begin(), ordered.end(),
              [](const auto &a, const auto &b) { return a.front() < b.front(); });
    for (std::size_t i = 0; i < ordered.size(); ++i)
        puzzle.pairs.push_back({kLabelOrder[i], ordered[i].front(), ordered[i].back()});
    return puzzle;
}

Solution solutionOfPaths(const Puzzle &puzzle, const std::vector<std::vector<Point>> &paths) {
    Solution solution;
    for (const Pair &pair : puzzle.pairs)
        for (const auto &path : paths) {
            if (path.front() == pair.a && path.back() == pair.b)
                solution.paths.push_back(path);
            else if (path.back() == pair.a && path.front() == pair.b)
                solution.paths.emplace_back(path.rbegin(), path.rend());
        }
    return solution;
}

class Generator {
public:
    Generator(const GeneratorOptions &options, std::uint64_t seed, ProgressSink *progress,
              const CancelToken *cancel)
        : mO(options)
        , mRng(seed)
        , mReporter(progress, cancel)
        , mCancel(cancel) {}

    std::optional<GeneratedLevel> run() {
        for (int attempt = 1; attempt <= mO.maxAttempts; ++attempt) {
            if (mReporter.cancelled()) return std::nullopt;
            mReporter.report(static_cast<double>(attempt - 1) / mO.maxAttempts,
                             "attempt " + std::to_string(attempt));
            std::optional<GeneratedLevel> level =
                mO.method == GeneratorMethod::Constructive ? constructive() : randomEndpoints();
            if (level) {
                level->attempts = attempt;
                return level;
            }
        }
        return std::nullopt;
    }

private:
    FastSolveOptions counterOptions() const {
        FastSolveOptions f;
        f.rule = mO.rule;
        f.limit = 2;
        f.keep = 2;
        f.maxNodes = mO.solverNodes;
        return f;
    }

    std::optional<GeneratedLevel> constructive() {
        CoverOptions cover;
        cover.minPaths = mO.minColours;
        cover.maxPaths = mO.maxColours;
        cover.minLength = mO.minPathLength;
        cover.maxStraight = mO.maxStraight;
        cover.minBends = mO.minBends;
        cover.shortFirst = mO.shortFirst;
        cover.separateEnds = !mO.allowTouchingEndpoints;
        auto paths = randomPathCover(mO.rows, mO.cols, cover, mRng);
        if (!paths) return std::nullopt;
        for (int repair = 0;; ++repair) {
            Puzzle puzzle = puzzleOfPaths(mO, *paths);
            Solution intended = solutionOfPaths(puzzle, *paths);
            if (!endpointsAcceptable(mO, puzzle) || !pathsAcceptable(mO, puzzle, intended))
                return std::nullopt;
            // The cover must itself be a solution under the rule (strict covers never touch themselves).
            if (!validateSolution(puzzle, intended, mO.rule).ok) return std::nullopt;
            const SolveResult result = solveFast(puzzle, counterOptions(), nullptr, mCancel);
            if (result.status() == SolveStatus::Unique) {
                if (result.solutions.front() != intended)
                    return std::nullopt; // cannot happen: the cover solves it
                return GeneratedLevel{std::move(puzzle), std::move(intended), 0, repair, result.nodes};
            }
            if (result.status() != SolveStatus::Multiple || repair >= mO.repairs) return std::nullopt;
            if (!split(*paths, puzzle, intended, result)) return std::nullopt;
        }
    }

    // Repair: split the path through a cell where another solution differs, so new endpoints pin it.
    bool split(std::vector<std::vector<Point>> &paths, const Puzzle &puzzle, const Solution &intended,
               const SolveResult &result) {
        if (static_cast<int>(paths.size()) >= mO.maxColours) return false;
        const Solution *other = nullptr;
        for (const Solution &s : result.solutions)
            if (s != intended) other = &s;
        if (!other) return false;
        std::vector<Point> cells = differingCells(puzzle, intended, *other);
        mRng.shuffle(cells);
        const int minLen = std::max(2, mO.minPathLength);
        for (Point x : cells) {
            for (auto &path : paths) {
                const auto it = std::find(path.begin(), path.end(), x);
                if (it == path.end()) continue;
                const int i = static_cast<int>(it - path.begin());
                const int n = static_cast<int>(path.size());
                // Cut before or after x, whichever leaves both parts long enough.
                for (int cut : {i, i + 1}) {
                    if (cut < minLen || n - cut < minLen) continue;
                    std::vector<Point> tail(path.begin() + cut, path.end());
                    path.resize(static_cast<std::size_t>(cut));
                    paths.push_back(std::move(tail));
                    return true;
                }
            }
        }
        return false;
    }

    std::optional<GeneratedLevel> randomEndpoints() {
        const int colours = mRng.range(mO.minColours, mO.maxColours);
        std::vector<int> cells(static_cast<std::size_t>(mO.rows * mO.cols));
        for (std::size_t i = 0; i < cells.size(); ++i) cells[i] = static_cast<int>(i);
        mRng.shuffle(cells);
        Puzzle puzzle;
        puzzle.rows = mO.rows;
        puzzle.cols = mO.cols;
        puzzle.rule = mO.rule;
        std::vector<Point> points;
        for (int i = 0; i < 2 * colours; ++i)
            points.push_back(
                {cells[static_cast<std::size_t>(i)] / mO.cols, cells[static_cast<std::size_t>(i)] % mO.cols});
        std::vector<std::vector<Point>> pairs;
        for (int c = 0; c < colours; ++c)
            pairs.push_back(
                {points[static_cast<std::size_t>(2 * c)], points[static_cast<std::size_t>(2 * c + 1)]});
        puzzle = puzzleOfPaths(mO, pairs);
        if (!endpointsAcceptable(mO, puzzle)) return std::nullopt;
        SolveResult result = solveFast(puzzle, counterOptions(), nullptr, mCancel);
        if (result.status() != SolveStatus::Unique) return std::nullopt;
        Solution solution = std::move(result.solutions.front());
        if (!pathsAcceptable(mO, puzzle, solution)) return std::nullopt;
        return GeneratedLevel{std::move(puzzle), std::move(solution), 0, 0, result.nodes};
    }

    GeneratorOptions mO;
    Rng mRng;
    ProgressReporter mReporter;
    const CancelToken *mCancel;
};

// Forwards a level's progress as a slice of the whole run.
class SliceSink : public ProgressSink {
public:
    SliceSink(ProgressSink *target, double from, double width, std::string prefix)
        : mTarget(target)
        , mFrom(from)
        , mWidth(width)
        , mPrefix(std::move(prefix)) {}
    void progress(const ProgressUpdate &update) override {
        if (!mTarget) return;
        const double inner = update.fraction < 0 ? 0 : update.fraction;
        mTarget->progress({mFrom + mWidth * inner, mPrefix + update.message});
    }

private:
    ProgressSink *mTarget;
    double mFrom, mWidth;
    std::string mPrefix;
};

} // namespace

std::optional<GeneratedLevel> generateLevel(const GeneratorOptions &options, std::uint64_t seed,
                                            ProgressSink *progress, const CancelToken *cancel) {
    checkGeneratorOptions(options);
    Generator generator(options, seed, progress, cancel);
    return generator.run();
}

GenerationRun generateLevels(const GeneratorOptions &options, std::uint64_t seed, int count, int shardIndex,
                             int shardCount, ProgressSink *progress, const CancelToken *cancel) {
    checkGeneratorOptions(options);
    if (shardCount < 1 || shardIndex < 0 || shardIndex >= shardCount)
        throw Error("shard " + std::to_string(shardIndex) + "/" + std::to_string(shardCount) +
                    " is not a valid shard");
    GenerationRun run;
    std::vector<int> indices;
    for (int i = shardIndex; i < count; i += shardCount) indices.push_back(i);
    ProgressReporter reporter(progress, cancel);
    for (std::size_t k = 0; k < indices.size(); ++k) {
        if (reporter.cancelled()) {
            run.cancelled = true;
            break;
        }
        const double width = 1.0 / static_cast<double>(indices.size());
        SliceSink slice(progress, static_cast<double>(k) * width, width,
                        "level " + std::to_string(k + 1) + "/" + std::to_string(indices.size()) + ": ");
        std::optional<GeneratedLevel> level =
            generateLevel(options, levelSeed(seed, indices[k]), progress ? &slice : nullptr, cancel);
        if (level)
            run.levels.push_back({indices[k], std::move(*level)});
        else if (reporter.cancelled())
            run.cancelled = true;
        else
            ++run.failed;
    }
    reporter.report(1.0, "done", true);
    return run;
}

} // namespace tessera::flow
