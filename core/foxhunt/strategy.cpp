#include "foxhunt/strategy.h"

#include "common/error.h"
#include "foxhunt/posterior.h"

#include <algorithm>
#include <cmath>

namespace tessera::foxhunt {

const char *strategyName(Strategy s) {
    switch (s) {
    case Strategy::Random:
        return "random";
    case Strategy::ClearZero:
        return "clear-zero";
    case Strategy::MostLikely:
        return "most-likely";
    case Strategy::MostInformative:
        return "most-informative";
    case Strategy::LikelyInformative:
        return "likely-informative";
    case Strategy::TwoStep:
        return "two-step";
    }
    return "random";
}

const std::vector<Strategy> &allStrategies() {
    static const std::vector<Strategy> all{
        Strategy::Random,          Strategy::ClearZero,         Strategy::MostLikely,
        Strategy::MostInformative, Strategy::LikelyInformative, Strategy::TwoStep};
    return all;
}

Strategy parseStrategy(const std::string &name) {
    for (Strategy s : allStrategies())
        if (name == strategyName(s)) return s;
    throw Error("unknown strategy \"" + name +
                "\" (random, clear-zero, most-likely, most-informative, likely-informative, two-step)");
}

namespace {

constexpr double kTie = 1e-9;

// The best-scoring cell, ties broken uniformly with rng.
ProbeChoice pickBest(const std::vector<ProbeChoice> &choices, double ProbeChoice::*score, Rng &rng) {
    double best = -1;
    for (const ProbeChoice &c : choices) best = std::max(best, c.*score);
    std::vector<ProbeChoice> top;
    for (const ProbeChoice &c : choices)
        if (c.*score >= best - kTie) top.push_back(c);
    return rng.pick(top);
}

// Every candidate's outcome in every draw, [candidate * draws + draw]: 0 a fox, 1 + r a reading of r.
// The rays are symmetric (q is on p's rays when p is on q's), so a draw adds one to the reading of every
// cell on each of its foxes' rays: a draw costs its few foxes' rays, not every candidate's rays.
std::vector<unsigned char> drawOutcomes(const View &view, const std::vector<Point> &cells,
                                        const std::vector<std::vector<int>> &draws,
                                        const CancelToken *cancel) {
    const int n = view.cells.size();
    std::vector<std::vector<int>> rays(static_cast<std::size_t>(n));
    std::vector<int> found(std::size_t(n), 0); // found foxes on each cell's rays
    for (int i = 0; i < n; ++i) {
        for (Point q : rayCells(view.rows, view.cols, view.cells.point(i)))
            rays[std::size_t(i)].push_back(view.cells.index(q));
        if (view.cells[i] == kFound)
            for (int q : rays[std::size_t(i)]) ++found[std::size_t(q)];
    }
    std::vector<int> at;
    for (Point p : cells) at.push_back(view.cells.index(p));
    const std::size_t count = draws.size();
    std::vector<unsigned char> outcome(cells.size() * count, 0);
    std::vector<int> reading;
    std::vector<char> fox(std::size_t(n), 0);
    for (std::size_t d = 0; d < count; ++d) {
        if ((d & 63) == 0 && cancel && cancel->cancelled()) break;
        reading = found;
        for (int q : draws[d]) {
            fox[std::size_t(q)] = 1;
            for (int r : rays[std::size_t(q)]) ++reading[std::size_t(r)];
        }
        for (std::size_t c = 0; c < cells.size(); ++c) {
            const std::size_t i = std::size_t(at[c]);
            outcome[c * count + d] = fox[i] ? 0 : (unsigned char)(1 + reading[i]);
        }
        for (int q : draws[d]) fox[std::size_t(q)] = 0;
    }
    return outcome;
}

// Expected information (entropy in bits) of each candidate's outcome, from uniform consistent draws.
std::vector<double> outcomeEntropy(const View &view, const std::vector<unsigned char> &outcome,
                                   std::size_t candidates, std::size_t draws) {
    std::vector<double> entropy(candidates, 0);
    std::vector<int> histogram(std::size_t(view.foxes + 2));
    for (std::size_t c = 0; c < candidates; ++c) {
        std::fill(histogram.begin(), histogram.end(), 0);
        for (std::size_t d = 0; d < draws; ++d) ++histogram[outcome[c * draws + d]];
        for (int h : histogram)
            if (h > 0) {
                const double p = double(h) / double(draws);
                entropy[c] -= p * std::log2(p);
            }
    }
    return entropy;
}

// two-step's value of each candidate c: P(fox at c) plus the expected fox probability of the likeliest
// other cell once c's outcome (fox or reading) is known, so the foxes expected from c and the greedy
// probe after it. The outcome's conditional odds come from the draws that show that outcome, shrunk
// towards the current odds by `shrink` draws' worth.
std::vector<double> twoStepValue(const View &view, const std::vector<Point> &cells, const Odds &odds,
                                 const std::vector<unsigned char> &outcome, double shrink,
                                 const CancelToken *cancel) {
    const int n = view.cells.size();
    const std::size_t outcomes = std::size_t(view.foxes + 2);
    const std::size_t count = odds.draws.size();
    std::vector<int> at;
    std::vector<double> prior(std::size_t(n), -1); // the current odds of the cells that may be probed
    for (Point p : cells) {
        at.push_back(view.cells.index(p));
        prior[std::size_t(at.back())] = odds.fox.at(p);
    }
    const double draws = double(count);
    std::vector<double> value(cells.size(), 0);
    std::vector<int> seen(outcomes, 0);
    // Counts, exact in int as in double: the same quotients as counting in doubles.
    std::vector<int> hits(outcomes * std::size_t(n), 0);
    // Every draw's foxes per cell: the commonest outcome's counts are these minus the other outcomes',
    // so its draws (often half of them) need not be walked.
    std::vector<int> total(std::size_t(n), 0);
    for (const std::vector<int> &draw : odds.draws)
        for (int q : draw) ++total[std::size_t(q)];
    for (std::size_t c = 0; c < cells.size(); ++c) {
        if (cancel && cancel->cancelled()) break;
        const unsigned char *shown = outcome.data() + c * count;
        for (std::size_t d = 0; d < count; ++d) ++seen[shown[d]];
        std::size_t common = 0;
        for (std::size_t o = 1; o < outcomes; ++o)
            if (seen[o] > seen[common]) common = o;
        for (std::size_t d = 0; d < count; ++d) {
            const std::size_t o = shown[d];
            if (o == common) continue;
            int *row = hits.data() + o * std::size_t(n);
            for (int q : odds.draws[d]) ++row[q];
        }
        {
            int *row = hits.data() + common * std::size_t(n);
            std::copy(total.begin(), total.end(), row);
            for (std::size_t o = 0; o < outcomes; ++o) {
                if (o == common || seen[o] == 0) continue;
                const int *other = hits.data() + o * std::size_t(n);
                for (int q : at) row[q] -= other[q];
            }
        }
        double next = 0;
        for (std::size_t o = 0; o < outcomes; ++o) {
            if (seen[o] == 0) continue;
            int *row = hits.data() + o * std::size_t(n);
            // The largest numerator, divided once: rounded division by a positive number keeps the
            // order, so this is the largest quotient exactly.
            double most = 0;
            for (int q : at)
                if (q != at[c]) most = std::max(most, double(row[q]) + shrink * prior[std::size_t(q)]);
            next += seen[o] / draws * (most / (seen[o] + shrink));
            std::fill(row, row + n, 0);
            seen[o] = 0;
        }
        value[c] = odds.fox.at(cells[c]) + next;
    }
    return value;
}

} // namespace

OddsOptions decisionOdds() {
    OddsOptions o;
    o.maxNodes = 400000;
    o.maxStates = 8000;
    o.samples = 1000;
    o.maxDraws = 4000;
    return o;
}

ProbeChoice chooseProbe(const View &view, Strategy strategy, Rng &rng, const OddsOptions &options) {
    std::vector<Point> unknown;
    for (int i = 0; i < view.cells.size(); ++i)
        if (view.cells[i] == kUnknown) unknown.push_back(view.cells.point(i));
    if (unknown.empty()) throw Error("every cell is probed");
    if (strategy == Strategy::Random) return {rng.pick(unknown), -1, 0, true};
    if (strategy == Strategy::ClearZero) {
        const Readings readings = readingsOf(view);
        std::vector<Point> open;
        for (int q : readings.unknown) open.push_back(view.cells.point(q));
        return {rng.pick(open.empty() ? unknown : open), -1, 0, true};
    }
    OddsOptions o = options;
    o.keepDraws = strategy == Strategy::MostLikely ? 0
                  : strategy == Strategy::TwoStep  ? kTwoStepDraws
                                                   : kInformationDraws;
    const Odds odds = computeOdds(view, o);
    if (odds.cancelled) {
        ProbeChoice stopped{unknown.front(), -1, 0, false};
        stopped.cancelled = true;
        return stopped;
    }
    const long long oddsWork = odds.nodes + odds.states + odds.samples;
    const long long weighWork = (long long)unknown.size() * (long long)odds.draws.size();
    std::vector<ProbeChoice> choices;
    double likeliest = 0;
    for (Point p : unknown) {
        choices.push_back(
            {p, odds.fox.at(p), 0, odds.exact, 0, odds.states, odds.how == "enumerated", odds.nodes});
        likeliest = std::max(likeliest, odds.fox.at(p));
    }
    auto done = [&](ProbeChoice c, long long work) {
        c.work = work;
        if (options.cancel && options.cancel->cancelled()) c.cancelled = true;
        return c;
    };
    // A certain fox is always worth its probe: it ends nothing early and costs no information.
    if (strategy == Strategy::MostLikely || likeliest >= 1 - kTie || odds.draws.empty())
        return done(pickBest(choices, &ProbeChoice::probability, rng), oddsWork + (long long)unknown.size());
    std::vector<Point> cells;
    for (const ProbeChoice &c : choices) cells.push_back(c.cell);
    const std::vector<unsigned char> outcome = drawOutcomes(view, cells, odds.draws, options.cancel);
    const std::vector<double> entropy = outcomeEntropy(view, outcome, cells.size(), odds.draws.size());
    if (strategy == Strategy::TwoStep) {
        const std::vector<double> value =
            twoStepValue(view, cells, odds, outcome, kTwoStepShrink, options.cancel);
        for (std::size_t c = 0; c < choices.size(); ++c) {
            choices[c].information = entropy[c];
            choices[c].score = choices[c].probability + kInformationWeight * entropy[c] +
                               kTwoStepWeight * (value[c] - choices[c].probability);
        }
        return done(pickBest(choices, &ProbeChoice::score, rng), oddsWork + 2 * weighWork);
    }
    for (std::size_t c = 0; c < choices.size(); ++c) choices[c].information = entropy[c];
    if (strategy == Strategy::MostInformative)
        return done(pickBest(choices, &ProbeChoice::information, rng), oddsWork + weighWork);
    for (ProbeChoice &c : choices) c.score = c.probability + kInformationWeight * c.information;
    return done(pickBest(choices, &ProbeChoice::score, rng), oddsWork + weighWork);
}

} // namespace tessera::foxhunt
