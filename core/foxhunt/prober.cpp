#include "foxhunt/prober.h"

#include "common/bench.h"
#include "common/error.h"

#include <algorithm>
#include <ctime>

namespace tessera::foxhunt {

ProberRun autoProbe(const Level &level, Strategy strategy, std::uint64_t seed, const OddsOptions &options,
                    const CancelToken *cancel, long long maxWork) {
    Hunt hunt(level);
    Rng rng(seed);
    ProberRun run;
    OddsOptions o = options;
    if (cancel) o.cancel = cancel;
    while (!hunt.over()) {
        if (o.cancel && o.cancel->cancelled()) {
            run.cancelled = true;
            return run;
        }
        if (maxWork > 0 && run.work >= maxWork) {
            run.budgetHit = true;
            return run;
        }
        const double t0 = nowSeconds();
        const std::clock_t c0 = std::clock();
        ProbeStep step;
        step.choice = chooseProbe(hunt.view(), strategy, rng, o);
        if (step.choice.cancelled) {
            run.cancelled = true;
            return run;
        }
        run.work += step.choice.work;
        step.cpuSeconds = double(std::clock() - c0) / CLOCKS_PER_SEC;
        step.seconds = nowSeconds() - t0;
        step.cell = step.choice.cell;
        step.shown = hunt.probe(step.cell);
        run.steps.push_back(step);
    }
    run.finished = true;
    return run;
}

Level randomLevel(int rows, int cols, int foxes, Rng &rng) {
    if (rows < 1 || cols < 1 || rows > kMaxSide || cols > kMaxSide || foxes < 1 || foxes >= rows * cols ||
        foxes > kMaxFoxes)
        throw Error("cannot hide " + std::to_string(foxes) + " foxes in a " + std::to_string(rows) + "x" +
                    std::to_string(cols) + " field");
    std::vector<int> cells(std::size_t(rows * cols));
    for (int i = 0; i < rows * cols; ++i) cells[std::size_t(i)] = i;
    Level level;
    level.rows = rows;
    level.cols = cols;
    for (int j = 0; j < foxes; ++j) {
        const std::size_t pick = std::size_t(j) + std::size_t(rng.below(cells.size() - std::size_t(j)));
        std::swap(cells[std::size_t(j)], cells[pick]);
        level.foxes.push_back({cells[std::size_t(j)] / cols, cells[std::size_t(j)] % cols});
    }
    std::sort(level.foxes.begin(), level.foxes.end());
    return level;
}

} // namespace tessera::foxhunt
