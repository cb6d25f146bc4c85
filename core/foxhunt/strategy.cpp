#include "foxhunt/strategy.h"

#include "common/error.h"
#include "foxhunt/posterior.h"

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

// Expected information (entropy in bits) of each candidate's outcome, from uniform consistent draws:
// outcome 0 is a fox, outcome 1 + r a reading of r.
std::vector<double> outcomeEntropy(const View &view, const std::vector<Point> &cells,
                                   const std::vector<std::vector<int>> &draws, const CancelToken *cancel) {
    const int n = view.cells.size();
    std::vector<std::vector<Point>> rays;
    for (Point p : cells) rays.push_back(rayCells(view.rows, view.cols, p));
    std::vector<std::vector<int>> histogram(cells.size(), std::vector<int>(std::size_t(view.foxes + 2), 0));
    std::vector<char> fox(std::size_t(n), 0);
    for (const std::vector<int> &draw : draws) {
        if (cancel && cancel->cancelled()) break;
        for (int i = 0; i < n; ++i) fox[std::size_t(i)] = view.cells[i] == kFound;
        for (int q : draw) fox[std::size_t(q)] = 1;
        for (std::size_t c = 0; c < cells.size(); ++c) {
            int outcome = 0;
            if (!fox[std::size_t(view.cells.index(cells[c]))]) {
                outcome = 1;
                for (Point q : rays[c]) outcome += fox[std::size_t(view.cells.index(q))];
            }
            ++histogram[c][std::size_t(outcome)];
        }
    }
    std::vector<double> entropy(cells.size(), 0);
    for (std::size_t c = 0; c < cells.size(); ++c)
        for (int h : histogram[c])
            if (h > 0) {
                const double p = double(h) / double(draws.size());
                entropy[c] -= p * std::log2(p);
            }
    return entropy;
}

// two-step's value of each candidate c: P(fox at c) plus the expected fox probability of the likeliest
// other cell once c's outcome (fox or reading) is known, so the foxes expected from c and the greedy
// probe after it. The outcome's conditional odds come from the draws that show that outcome, shrunk
// towards the current odds by `shrink` draws' worth.
std::vector<double> twoStepValue(const View &view, const std::vector<Point> &cells, const Odds &odds,
                                 double shrink, const CancelToken *cancel) {
    const int n = view.cells.size();
    const std::size_t outcomes = std::size_t(view.foxes + 2);
    std::vector<std::vector<int>> rays;
    for (Point p : cells) {
        rays.emplace_back();
        for (Point q : rayCells(view.rows, view.cols, p)) rays.back().push_back(view.cells.index(q));
    }
    std::vector<char> found(std::size_t(n), 0);
    for (int i = 0; i < n; ++i) found[std::size_t(i)] = view.cells[i] == kFound;
    std::vector<std::vector<char>> fox(odds.draws.size(), found);
    for (std::size_t d = 0; d < odds.draws.size(); ++d)
        for (int q : odds.draws[d]) fox[d][std::size_t(q)] = 1;
    std::vector<double> prior(std::size_t(n), -1); // the current odds of the cells that may be probed
    for (Point p : cells) prior[std::size_t(view.cells.index(p))] = odds.fox.at(p);
    const double draws = double(odds.draws.size());
    std::vector<double> value(cells.size(), 0);
    std::vector<int> seen(outcomes);
    std::vector<double> hits(outcomes * std::size_t(n));
    for (std::size_t c = 0; c < cells.size(); ++c) {
        if (cancel && cancel->cancelled()) break;
        const int at = view.cells.index(cells[c]);
        std::fill(seen.begin(), seen.end(), 0);
        std::fill(hits.begin(), hits.end(), 0.0);
        for (std::size_t d = 0; d < odds.draws.size(); ++d) {
            std::size_t outcome = 0;
            if (!fox[d][std::size_t(at)]) {
                outcome = 1;
                for (int q : rays[c]) outcome += std::size_t(fox[d][std::size_t(q)]);
            }
            ++seen[outcome];
            for (int q : odds.draws[d]) hits[outcome * std::size_t(n) + std::size_t(q)] += 1;
        }
        double next = 0;
        for (std::size_t o = 0; o < outcomes; ++o) {
            if (seen[o] == 0) continue;
            double best = 0;
            for (int q = 0; q < n; ++q)
                if (q != at && prior[std::size_t(q)] >= 0)
                    best = std::max(
                        best, (hits[o * std::size_t(n) + std::size_t(q)] + shrink * prior[std::size_t(q)]) /
                                  (seen[o] + shrink));
            next += seen[o] / draws * best;
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
    if (strategy == Strategy::TwoStep) {
        const std::vector<double> value = twoStepValue(view, cells, odds, kTwoStepShrink, options.cancel);
        const std::vector<double> entropy = outcomeEntropy(view, cells, odds.draws, options.cancel);
        for (std::size_t c = 0; c < choices.size(); ++c) {
            choices[c].information = entropy[c];
            choices[c].score = choices[c].probability + kInformationWeight * entropy[c] +
                               kTwoStepWeight * (value[c] - choices[c].probability);
        }
        return done(pickBest(choices, &ProbeChoice::score, rng), oddsWork + 2 * weighWork);
    }
    const std::vector<double> entropy = outcomeEntropy(view, cells, odds.draws, options.cancel);
    for (std::size_t c = 0; c < choices.size(); ++c) choices[c].information = entropy[c];
    if (strategy == Strategy::MostInformative)
        return done(pickBest(choices, &ProbeChoice::information, rng), oddsWork + weighWork);
    for (ProbeChoice &c : choices) c.score = c.probability + kInformationWeight * c.information;
    return done(pickBest(choices, &ProbeChoice::score, rng), oddsWork + weighWork);
}

} // namespace tessera::foxhunt
