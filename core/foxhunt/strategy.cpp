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
    }
    return "random";
}

const std::vector<Strategy> &allStrategies() {
    static const std::vector<Strategy> all{Strategy::Random, Strategy::ClearZero, Strategy::MostLikely,
                                           Strategy::MostInformative, Strategy::LikelyInformative};
    return all;
}

Strategy parseStrategy(const std::string &name) {
    for (Strategy s : allStrategies())
        if (name == strategyName(s)) return s;
    throw Error("unknown strategy \"" + name +
                "\" (random, clear-zero, most-likely, most-informative, likely-informative)");
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
                                   const std::vector<std::vector<int>> &draws) {
    const int n = view.cells.size();
    std::vector<std::vector<Point>> rays;
    for (Point p : cells) rays.push_back(rayCells(view.rows, view.cols, p));
    std::vector<std::vector<int>> histogram(cells.size(), std::vector<int>(std::size_t(view.foxes + 2), 0));
    std::vector<char> fox(std::size_t(n), 0);
    for (const std::vector<int> &draw : draws) {
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

} // namespace

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
    o.keepDraws = strategy == Strategy::MostLikely ? 0 : kInformationDraws;
    const Odds odds = computeOdds(view, o);
    std::vector<ProbeChoice> choices;
    double likeliest = 0;
    for (Point p : unknown) {
        choices.push_back({p, odds.fox.at(p), 0, odds.exact});
        likeliest = std::max(likeliest, odds.fox.at(p));
    }
    // A certain fox is always worth its probe: it ends nothing early and costs no information.
    if (strategy == Strategy::MostLikely || likeliest >= 1 - kTie || odds.draws.empty())
        return pickBest(choices, &ProbeChoice::probability, rng);
    std::vector<Point> cells;
    for (const ProbeChoice &c : choices) cells.push_back(c.cell);
    const std::vector<double> entropy = outcomeEntropy(view, cells, odds.draws);
    for (std::size_t c = 0; c < choices.size(); ++c) choices[c].information = entropy[c];
    if (strategy == Strategy::MostInformative) return pickBest(choices, &ProbeChoice::information, rng);
    for (ProbeChoice &c : choices) c.score = c.probability + kInformationWeight * c.information;
    return pickBest(choices, &ProbeChoice::score, rng);
}

} // namespace tessera::foxhunt
