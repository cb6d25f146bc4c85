#pragma once

#include "linjat/board.h"
#include "linjat/deductions.h"
#include "linjat/state.h"

#include <array>
#include <optional>
#include <string_view>

namespace tessera::linjat {

// Every deduction rule of the layered solver, in the order the solver tries them (the original's:
// the uniqueness leaks come early so that a level which leaks is caught leaking). One row per rule:
// enum name, name in options and files, default score weight, whether it is a uniqueness leak, and the
// function that finds its deductions (one file per rule). Adding a rule is one row here plus its file.
//
// A rule either fixes cells (cover, cant-fit) or removes placements (the others).
#define TESSERA_LINJAT_RULES(X)                                                                              \
    X(UncontestedNoCover, "uncontested-no-cover", -1.0, true, findUncontestedNoCover)                        \
    X(Cover, "cover", 1.0, false, findCover)                                                                 \
    X(SingleSolution, "single-solution", -50.0, true, findSingleSolution)                                    \
    X(CantFit, "cant-fit", 1.0, false, findCantFit)                                                          \
    X(Square, "square", 1.0, false, findSquare)                                                              \
    X(Dependency, "dependency", 1.0, false, findDependency)                                                  \
    X(OneOf, "one-of", 1.0, false, findOneOf)

enum class Rule : std::uint8_t {
#define TESSERA_LINJAT_RULE_ENUM(id, name, weight, leak, finder) id,
    TESSERA_LINJAT_RULES(TESSERA_LINJAT_RULE_ENUM)
#undef TESSERA_LINJAT_RULE_ENUM
};

using RuleFinder = void (*)(const Board &, const SolverState &, Deductions &);

#define TESSERA_LINJAT_RULE_DECL(id, name, weight, leak, finder)                                             \
    void finder(const Board &board, const SolverState &state, Deductions &out);
TESSERA_LINJAT_RULES(TESSERA_LINJAT_RULE_DECL)
#undef TESSERA_LINJAT_RULE_DECL

struct RuleInfo {
    Rule rule;
    const char *name;
    double defaultWeight;
    bool leak; // valid only when the player may assume the solution is unique
    RuleFinder find;
};

inline constexpr std::array kRules{
#define TESSERA_LINJAT_RULE_ROW(id, name, weight, leak, finder)                                              \
    RuleInfo{Rule::id, name, weight, leak, &finder},
    TESSERA_LINJAT_RULES(TESSERA_LINJAT_RULE_ROW)
#undef TESSERA_LINJAT_RULE_ROW
};
inline constexpr int kRuleCount = int(kRules.size());

inline const RuleInfo &ruleInfo(Rule rule) {
    return kRules[std::size_t(rule)];
}
inline const char *ruleName(Rule rule) {
    return ruleInfo(rule).name;
}
std::optional<Rule> ruleFromName(std::string_view name);

} // namespace tessera::linjat
