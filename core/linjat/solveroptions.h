#pragma once

#include "common/jsonutil.h"
#include "linjat/rules.h"

#include <array>
#include <functional>
#include <string>

namespace tessera::linjat {

// Which rules the layered solver may use and what each layer of a rule is worth in the score.
struct SolverOptions {
    std::array<bool, kRules.size()> enabled{};
    std::array<double, kRules.size()> weight{};
    double widthWeight = -1; // times the widest layer

    SolverOptions();
    bool uses(Rule rule) const { return enabled[std::size_t(rule)]; }
    void setWeight(Rule rule, double w) { weight[std::size_t(rule)] = w; }
    // The same options with the uniqueness leaks switched off: what a level must be solvable with.
    SolverOptions withoutLeaks() const;
    bool leaksEnabled() const;

    // As a level's provenance records them ("solver": weights, widthWeight, enabled), and back. Missing
    // members keep their defaults; unknown rule names are refused; "width_weight", the key written
    // before the option keys were camelCase, is still read.
    OrderedJson toJson() const;
    static SolverOptions fromJson(const JsonCursor &cursor);
    friend bool operator==(const SolverOptions &, const SolverOptions &) = default;
};

// Weights are bounded so that a score (a sum of layers times weights) stays a finite number: a weight
// of 1e308 made scores overflow to infinity, which JSON writes as null.
inline constexpr double kMaxWeight = 1e6;
// weight when |weight| <= kMaxWeight; otherwise calls fail with the reason (which throws).
double boundedWeight(double weight, const std::function<void(const std::string &)> &fail);

} // namespace tessera::linjat
