#include "foxhunt/tracker.h"

#include "common/error.h"
#include "foxhunt/enumeration.h"
#include "foxhunt/posterior.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace tessera::foxhunt {

namespace {

// The first round's budgets: about a millisecond each (a node costs some 20 times less than a state).
constexpr long long kFirstNodes = 25000;
constexpr long long kFirstStates = 1250;

void fillKnown(const View &view, Odds &odds) {
    odds.fox = Grid<double>(view.rows, view.cols, 0);
    for (int i = 0; i < view.cells.size(); ++i)
        if (view.cells[i] == kFound) odds.fox[i] = 1;
}

bool cancelled(const OddsOptions &options) {
    return options.cancel && options.cancel->cancelled();
}

// What a cancelled computeOdds returns: the known cells, nothing estimated.
Odds cancelledOdds(Odds odds) {
    odds.cancelled = true;
    odds.exact = false;
    odds.samples = 0;
    odds.how = "cancelled";
    odds.draws.clear();
    return odds;
}

bool meetsAll(const Readings &readings, const std::vector<char> &isFox) {
    for (const RayConstraint &c : readings.constraints) {
        int n = 0;
        for (int q : c.cells) n += isFox[std::size_t(q)];
        if (n != c.need) return false;
    }
    return true;
}

// The sampling fallback: drop the heaviest readings until the relaxed model counts within budget.
void sampleOdds(const Readings &readings, const OddsOptions &options, Odds &odds) {
    const std::size_t n = readings.constraints.size();
    std::vector<std::size_t> heavy(n);
    std::iota(heavy.begin(), heavy.end(), 0);
    std::stable_sort(heavy.begin(), heavy.end(), [&](std::size_t a, std::size_t b) {
        return readings.constraints[a].need * readings.constraints[a].cells.size() >
               readings.constraints[b].need * readings.constraints[b].cells.size();
    });
    // Drop 1, 2, 4, ... of the heaviest readings, each try with a quarter of the budget, so the
    // fallback costs about as much as the exact try that failed.
    std::vector<char> keep(n, 1);
    std::unique_ptr<Posterior> model;
    for (std::size_t dropped = 1; !model && dropped <= n; dropped = std::min(n, dropped * 2)) {
        for (std::size_t i = 0; i < dropped; ++i) keep[heavy[i]] = 0;
        odds.dropped = int(dropped);
        model = std::make_unique<Posterior>(readings, keep);
        if (!model->count(std::max(1LL, options.maxStates / 4), options.maxBytes, options.cancel))
            model.reset();
        if (cancelled(options)) return;
        if (dropped == n) break;
    }
    if (!model) throw Error("the field is too large to count or sample");
    odds.states = model->states();
    Rng rng(options.seed);
    std::vector<double> hits(std::size_t(readings.rows * readings.cols), 0);
    std::vector<char> isFox(hits.size(), 0);
    for (long long d = 0; d < options.maxDraws && odds.samples < options.samples; ++d) {
        if ((d & 63) == 0 && cancelled(options)) return;
        const std::vector<int> foxes = model->sample(rng);
        for (int q : foxes) isFox[std::size_t(q)] = 1;
        if (meetsAll(readings, isFox)) {
            ++odds.samples;
            for (int q : foxes) hits[std::size_t(q)] += 1;
            if (int(odds.draws.size()) < options.keepDraws) odds.draws.push_back(foxes);
        }
        for (int q : foxes) isFox[std::size_t(q)] = 0;
    }
    if (odds.samples == 0) {
        // No draw met every reading: no estimate (estimated() is false). The relaxed model's marginals
        // are kept for a caller that wants a shade, never as the odds (standard error unknown).
        odds.stdError = 1;
        const std::vector<double> p = model->marginals();
        for (int q : readings.unknown) odds.fox[q] = p[std::size_t(q)];
        return;
    }
    for (int q : readings.unknown) {
        const double p = hits[std::size_t(q)] / odds.samples;
        odds.fox[q] = p;
        odds.stdError = std::max(odds.stdError, std::sqrt(p * (1 - p) / odds.samples));
    }
}

} // namespace

Odds computeOdds(const View &view, const OddsOptions &options) {
    const Readings readings = readingsOf(view);
    Odds odds;
    fillKnown(view, odds);
    for (int q : readings.cleared) odds.cleared.push_back(view.cells.point(q));
    // The two exact methods suit different positions (the enumeration tight ones with few consistent
    // placements, the counting loose ones with many), and neither knows in advance how long it will
    // take. So they take turns with budgets growing four times each round: the time lost to the
    // method that does not finish stays within a small factor of what the other one needed.
    // Each round's enumeration goes on from where the last one stopped (the same nodes as a fresh
    // search with the larger budget, not visited twice).
    long long nodes = std::min(options.maxNodes, kFirstNodes);
    long long states = std::min(options.maxStates, kFirstStates);
    PlacementSearch search(readings, options.cancel);
    for (;;) {
        if (nodes > 0) {
            const bool done = search.run(nodes);
            if (cancelled(options)) return cancelledOdds(std::move(odds));
            odds.nodes = search.nodes();
            if (done) {
                Rng rng(options.seed);
                Enumeration e = search.result(options.keepDraws, rng);
                odds.placements = e.placements;
                if (odds.placements <= 0) throw Error("no fox placement meets every reading");
                for (int q : readings.unknown) odds.fox[q] = e.fox[std::size_t(q)];
                odds.draws = std::move(e.draws);
                odds.how = "enumerated";
                return odds;
            }
        }
        Posterior exact(readings);
        const bool counted = exact.count(states, options.maxBytes, options.cancel);
        if (cancelled(options)) return cancelledOdds(std::move(odds));
        odds.states = exact.states();
        if (counted) {
            odds.placements = exact.placements();
            if (odds.placements <= 0) throw Error("no fox placement meets every reading");
            const std::vector<double> p = exact.marginals();
            for (int q : readings.unknown) odds.fox[q] = p[std::size_t(q)];
            Rng rng(options.seed);
            for (int d = 0; d < options.keepDraws; ++d) odds.draws.push_back(exact.sample(rng));
            odds.how = "counted";
            return odds;
        }
        if (nodes >= options.maxNodes && states >= options.maxStates) break;
        nodes = std::min(options.maxNodes, nodes * 4);
        states = std::min(options.maxStates, states * 4);
    }
    odds.how = "sampled";
    odds.exact = false;
    sampleOdds(readings, options, odds);
    if (cancelled(options)) return cancelledOdds(std::move(odds));
    return odds;
}

} // namespace tessera::foxhunt
