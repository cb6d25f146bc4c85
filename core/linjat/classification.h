#pragma once

#include "common/jsonutil.h"
#include "linjat/rules.h"
#include "linjat/solveroptions.h"

#include <array>

namespace tessera::linjat {

enum class SolveStatus : std::uint8_t {
    Solved,       // every number has one line left, every dot is covered, and the lines are consistent
    Stuck,        // no enabled rule makes progress
    Contradiction // a number with no line left, a dot nothing can reach, a cell claimed twice, or a
                  // "solved" state whose lines overlap or leave a dot uncovered
};
const char *statusName(SolveStatus status);

struct RuleStats {
    int depth = 0;    // layers this rule won
    int maxWidth = 0; // most numbers that progressed in one of them
    friend bool operator==(const RuleStats &, const RuleStats &) = default;
};

// The layered solver's verdict on a level: the raw statistics and the score made from them.
struct Classification {
    SolveStatus status = SolveStatus::Stuck;
    std::array<RuleStats, kRules.size()> rules{};
    int depth = 0;
    int maxWidth = 0;
    double score = 0;

    bool solved() const { return status == SolveStatus::Solved; }
    const RuleStats &stats(Rule rule) const { return rules[std::size_t(rule)]; }
    // A layer was won by a uniqueness leak.
    bool leaked() const;
    // At least one square, dependency or one-of layer (what the original demanded of harder tiers).
    bool usesAdvancedRules() const;
    // At least one dependency or one-of layer: expert grade.
    bool expertGrade() const;
    void computeScore(const SolverOptions &options);

    OrderedJson toJson() const;
    friend bool operator==(const Classification &, const Classification &) = default;
};

} // namespace tessera::linjat
