#include "linjat/finisher.h"

#include "linjat/dotsuggestion.h"
#include "linjat/layeredsolver.h"
#include "linjat/solutioncounter.h"
#include "linjat/solutionenumerator.h"

#include <memory>

namespace tessera::linjat {

namespace {

using Cell = std::pair<int, int>;

// The listed solutions whose covered cells no other listed one covers (dots can single them out), in
// list order.
std::vector<int> separableSolutions(const Puzzle &p, const std::vector<std::vector<Line>> &solutions) {
    std::vector<std::vector<bool>> cells;
    for (const auto &s : solutions) cells.push_back(coveredCells(p, s));
    std::vector<int> out;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        bool alone = true;
        for (std::size_t j = 0; j < cells.size() && alone; ++j) alone = i == j || cells[i] != cells[j];
        if (alone) out.push_back(int(i));
    }
    return out;
}

struct Tools {
    LayeredSolver solver;
    SolutionCounter counter;
    SolutionEnumerator enumerator;
};

// The solution the dots keep, and the cells it covers.
struct Target {
    std::vector<Line> lines;
    std::vector<bool> cells;
    Target(const Puzzle &p, std::vector<Line> l)
        : lines(std::move(l))
        , cells(coveredCells(p, lines)) {}
    bool covers(const Puzzle &p, const Cell &c) const {
        return cells[std::size_t(p.cellIndex(c.first, c.second))];
    }
};

// How a run treats the generator's pick when the target does not cover it.
enum class Mode {
    Follow, // take it when the level keeps some solution (which becomes the target)
    Keep    // pass it over: every dot keeps the first target
};

// rng's pick (the generator's tie-break) among the equally good cells the target covers.
std::optional<Cell> pickCovered(const Puzzle &p, const std::vector<Cell> &ties, const Target &target,
                                Rng &rng) {
    std::vector<Cell> good;
    for (const Cell &c : ties)
        if (target.covers(p, c)) good.push_back(c);
    if (good.empty()) return std::nullopt;
    return good.size() == 1 ? good[0] : good[std::size_t(rng.below(good.size()))];
}

struct Pick {
    std::optional<Cell> cell;
    FinishStop stop = FinishStop::NoOpenCell; // why there is none
};

// The next dot (see finisher.h); in Follow mode the target moves to a solution the dot keeps.
Pick nextDot(const Puzzle &p, const SolverOptions &options, Mode mode, Target &target, Tools &t, Rng &rng,
             const CancelToken *cancel) {
    LayeredSolver &solver = t.solver;
    solver.setOptions(options.withoutLeaks());
    solver.reset(p);
    const Board &b = solver.board();
    const SolverState &s = solver.state();
    // The generator's start reach: 0 on a number's cell, which never takes a dot.
    std::vector<int> startReach(std::size_t(b.cells));
    for (int cell = 0; cell < b.cells; ++cell)
        startReach[std::size_t(cell)] =
            b.numberAt[std::size_t(cell)] < 0 ? bitCount(s.cand[std::size_t(cell)]) : 0;
    const Classification c = solver.run();

    if (c.status == SolveStatus::Stuck) {
        if (const auto d = suggestGeneratorDot(p, options, rng)) {
            const Cell cell{d->row, d->col};
            if (target.covers(p, cell)) return {cell};
            if (mode == Mode::Follow) {
                Puzzle q = p;
                q.setDot(cell.first, cell.second, true);
                std::vector<Line> kept;
                if (t.counter.count(q, 1, &kept) == 1) {
                    target = Target(p, std::move(kept));
                    return {cell};
                }
            }
            if (const auto tie = pickCovered(p, d->ties, target, rng)) return {tie};
        }
        // None of the generator's cells keeps the target: the generator's measure (start reach plus
        // reach now) over the open cells the target covers that the solver has not drawn.
        int best = -1;
        std::vector<Cell> ties;
        for (int cell = 0; cell < b.cells; ++cell) {
            const std::uint64_t cand = s.cand[std::size_t(cell)];
            if (!target.cells[std::size_t(cell)] || b.numberAt[std::size_t(cell)] >= 0 ||
                b.dot[std::size_t(cell)] || s.owner[std::size_t(cell)] >= 0 || !cand)
                continue;
            const int score = startReach[std::size_t(cell)] + bitCount(cand);
            if (score > best) {
                best = score;
                ties.clear();
            }
            if (score == best) ties.emplace_back(b.rowOf[std::size_t(cell)], b.colOf[std::size_t(cell)]);
        }
        if (ties.empty()) return {};
        return {ties.size() == 1 ? ties[0] : ties[std::size_t(rng.below(ties.size()))]};
    }

    // The solver finishes (or contradicts) yet the level is not valid: rule a second solution out.
    const auto found = t.enumerator.find(p, 2, cancel);
    if (t.enumerator.cancelled()) return {std::nullopt, FinishStop::Cancelled};
    for (const auto &other : found) {
        if (other == target.lines) continue;
        const auto d = suggestTieBreakingDot(p, target.lines, other, rng);
        if (!d) return {std::nullopt, FinishStop::SameCells};
        if (d->coveredBy == 0) return {Cell{d->row, d->col}};
        if (const auto cell = pickCovered(p, d->ties, target, rng)) return {cell};
        return {std::nullopt, FinishStop::SameCells};
    }
    return {};
}

// Value +1, then -1, of the numbers that differ between the first two solutions (all numbers when
// there are not two): the first change that makes the level valid, else the first after which dots
// can finish it.
std::optional<NumberChange> proposeNumberChange(const Puzzle &puzzle, const SolverOptions &options,
                                                const std::vector<std::vector<Line>> &solutions, Tools &t,
                                                const CancelToken *cancel) {
    std::vector<int> numbers;
    if (solutions.size() >= 2)
        numbers = differingNumbers(solutions[0], solutions[1]);
    else
        for (int n = 0; n < puzzle.numberCount(); ++n) numbers.push_back(n);
    std::optional<NumberChange> dotsCanFinish;
    for (int n : numbers)
        for (int delta : {1, -1}) {
            if (cancel && cancel->cancelled()) return dotsCanFinish;
            const Number &at = puzzle.number(n);
            const int to = at.value + delta;
            if (to < kMinValue || to > kMaxValue) continue;
            Puzzle q = puzzle;
            q.setValue(n, to);
            NumberChange change{at.row, at.col, at.value, to, false, 0};
            if (verify(q, options, t.solver, t.counter).valid()) {
                change.valid = true;
                change.solutions = 1;
                return change;
            }
            if (dotsCanFinish) continue;
            change.solutions = t.counter.count(q, kFinishSolutionsLooked);
            if (change.solutions == 1 ||
                (change.solutions >= 2 &&
                 !separableSolutions(q, t.enumerator.find(q, kFinishSolutionsLooked, cancel)).empty()))
                dotsCanFinish = change;
        }
    return dotsCanFinish;
}

std::string stopReason(FinishStop stop, int solutions, long long budget) {
    switch (stop) {
    case FinishStop::Finished:
        return {};
    case FinishStop::NoSolution:
        return "the level has no solution: dots only take solutions away";
    case FinishStop::SameCells:
        return solutions == 2
                   ? "two solutions cover the same cells: dots cannot tell them apart"
                   : "each of its " + std::to_string(solutions) +
                         " solutions covers the same cells as another: dots cannot tell them apart";
    case FinishStop::NoOpenCell:
        return "no open cell is left for a dot that keeps the solution";
    case FinishStop::Budget:
        return "the exact count ran out of its budget of " + std::to_string(budget) + " nodes";
    case FinishStop::Cancelled:
        return "cancelled";
    }
    return {};
}

} // namespace

const char *finishStopName(FinishStop stop) {
    switch (stop) {
    case FinishStop::Finished:
        return "finished";
    case FinishStop::NoSolution:
        return "no-solution";
    case FinishStop::SameCells:
        return "same-cells";
    case FinishStop::NoOpenCell:
        return "no-open-cell";
    case FinishStop::Budget:
        return "budget";
    case FinishStop::Cancelled:
        return "cancelled";
    }
    return "";
}

FinishResult finishLevel(const Puzzle &puzzle, const SolverOptions &options, Rng &rng,
                         const CancelToken *cancel, long long countBudget, ProgressSink *progress) {
    // The solvers hold large fixed arrays: on the heap, not on a worker's stack.
    auto tools = std::make_unique<Tools>();
    Tools &t = *tools;
    t.counter.setBudget(countBudget, cancel);
    const auto cancelled = [cancel] { return cancel && cancel->cancelled(); };
    ProgressReporter reporter(progress, cancel);

    FinishResult r;
    r.puzzle = puzzle;
    r.verdict = verify(puzzle, options, t.solver, t.counter);
    const Verdict start = r.verdict;
    // Not finished: the puzzle as given, with why, and a number change where one may help.
    std::vector<std::vector<Line>> solutions;
    auto stopped = [&](FinishStop stop) {
        if (cancelled()) stop = FinishStop::Cancelled;
        r.puzzle = puzzle;
        r.added.clear();
        r.verdict = start;
        r.finished = false;
        r.stop = stop;
        r.reason = stopReason(stop, r.solutionsAtStart, countBudget);
        if (stop == FinishStop::NoSolution || stop == FinishStop::SameCells || stop == FinishStop::NoOpenCell)
            r.proposal = proposeNumberChange(puzzle, options, solutions, t, cancel);
        return r;
    };
    if (start.valid()) {
        r.finished = true;
        r.solutionsAtStart = 1;
        return r;
    }

    // The solutions the dots may keep: the only one, or those of the listed ones whose cells no other
    // listed one covers, in search order.
    std::vector<std::vector<Line>> targets(1);
    r.solutionsAtStart = t.counter.count(puzzle, kFinishSolutionsLooked, &targets[0]);
    if (r.solutionsAtStart == SolutionCounter::kUnknown) return stopped(FinishStop::Budget);
    if (r.solutionsAtStart == 0) return stopped(FinishStop::NoSolution);
    if (r.solutionsAtStart >= 2) {
        solutions = t.enumerator.find(puzzle, kFinishSolutionsLooked, cancel);
        if (t.enumerator.cancelled()) return stopped(FinishStop::Cancelled);
        targets.clear();
        for (int i : separableSolutions(puzzle, solutions)) {
            if (int(targets.size()) == kFinishTargetsTried) break;
            targets.push_back(solutions[std::size_t(i)]);
        }
        if (targets.empty()) {
            // Every solution shares its cells with another: proven when the list is complete.
            if (r.solutionsAtStart < kFinishSolutionsLooked) return stopped(FinishStop::SameCells);
            targets.push_back(solutions[0]);
        }
    }

    int open = 0;
    for (int row = 0; row < puzzle.rows(); ++row)
        for (int col = 0; col < puzzle.cols(); ++col)
            open += puzzle.numberAt(row, col) < 0 && !puzzle.isDot(row, col);
    Puzzle p;
    std::vector<Cell> added;
    Verdict v;
    FinishStop stop = FinishStop::NoOpenCell;
    // The layered solver may not finish a level even with every cell of a solution dotted (its rules
    // are not complete): then it starts again from the next target, following the generator, then
    // keeping each target in turn.
    for (const Mode mode : {Mode::Follow, Mode::Keep}) {
        for (const std::vector<Line> &first : targets) {
            Target target(puzzle, first);
            p = puzzle;
            added.clear();
            v = start;
            while (!v.valid() && int(added.size()) < open) {
                if (cancelled()) return stopped(FinishStop::Cancelled);
                const Pick pick = nextDot(p, options, mode, target, t, rng, cancel);
                if (!pick.cell) {
                    stop = pick.stop;
                    break;
                }
                p.setDot(pick.cell->first, pick.cell->second, true);
                added.push_back(*pick.cell);
                ++r.iterations;
                reporter.report(-1, "dot " + std::to_string(r.iterations) + " added");
                v = verify(p, options, t.solver, t.counter);
                if (v.solutions == SolutionCounter::kUnknown) return stopped(FinishStop::Budget);
            }
            if (v.valid() || stop == FinishStop::Cancelled) break;
        }
        if (v.valid() || stop == FinishStop::Cancelled) break;
    }
    if (!v.valid()) return stopped(stop);

    // Few dots: an added dot the level stays valid without goes again (in the order they came).
    for (std::size_t i = 0; i < added.size() && !cancelled();) {
        Puzzle q = p;
        q.setDot(added[i].first, added[i].second, false);
        const Verdict w = verify(q, options, t.solver, t.counter);
        if (!w.valid()) {
            ++i;
            continue;
        }
        p = q;
        v = w;
        added.erase(added.begin() + std::ptrdiff_t(i));
        ++r.pruned;
    }
    r.puzzle = p;
    r.added = std::move(added);
    r.verdict = v;
    r.finished = true;
    r.stop = FinishStop::Finished;
    return r;
}

Puzzle dropDots(const Puzzle &puzzle, int every) {
    Puzzle p = puzzle;
    if (every < 1) return p;
    int k = 0;
    for (int row = 0; row < p.rows(); ++row)
        for (int col = 0; col < p.cols(); ++col)
            if (p.isDot(row, col) && k++ % every == every - 1) p.setDot(row, col, false);
    return p;
}

} // namespace tessera::linjat
