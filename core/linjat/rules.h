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
// enum name, name in options and files, default score weight, whether it is a uniqueness leak, whether
// it looks at dots (a rule that does not is skipped on a state it already found empty; see RuleInput),
// and the function that finds its deductions (one file per rule). Adding a rule is one row here plus its
// file.
//
// A rule either fixes cells (cover, cant-fit) or removes placements (the others).
#define TESSERA_LINJAT_RULES(X)                                                                              \
    X(UncontestedNoCover, "uncontested-no-cover", -1.0, true, true, findUncontestedNoCover)                  \
    X(Cover, "cover", 1.0, false, true, findCover)                                                           \
    X(SingleSolution, "single-solution", -50.0, true, true, findSingleSolution)                              \
    X(CantFit, "cant-fit", 1.0, false, false, findCantFit)                                                   \
    X(Square, "square", 1.0, false, true, findSquare)                                                        \
    X(Dependency, "dependency", 1.0, false, true, findDependency)                                            \
    X(OneOf, "one-of", 1.0, false, false, findOneOf)

enum class Rule : std::uint8_t {
#define TESSERA_LINJAT_RULE_ENUM(id, name, weight, leak, dots, finder) id,
    TESSERA_LINJAT_RULES(TESSERA_LINJAT_RULE_ENUM)
#undef TESSERA_LINJAT_RULE_ENUM
};

// What a rule looks at. newDotsFrom >= 0 says the rule already found nothing on this very state and
// since then only dots were added (board.dotList from that index on): the generator's situation while
// it adds dots to a stuck state. A rule may then look only at what the new dots can change.
//
// changedSince >= 0 is the state version of the rule's previous run on this solver: numbers whose
// placements have not changed since (state.changedAt[n] <= changedSince) were examined then, and the
// rules that allow it skip them.
struct RuleInput {
    const Board &board;
    const SolverState &state;
    int newDotsFrom = -1;
    std::int64_t changedSince = -1;
    bool changed(int n) const { return std::int64_t(state.changedAt[std::size_t(n)]) > changedSince; }
};

using RuleFinder = void (*)(const RuleInput &, Deductions &);

#define TESSERA_LINJAT_RULE_DECL(id, name, weight, leak, dots, finder)                                       \
    void finder(const RuleInput &in, Deductions &out);
TESSERA_LINJAT_RULES(TESSERA_LINJAT_RULE_DECL)
#undef TESSERA_LINJAT_RULE_DECL

// Uncontested-no-cover restricted to some numbers (the generator's look at what changed).
void findUncontestedNoCoverAmong(const RuleInput &in, std::uint64_t numbers, Deductions &out);

struct RuleInfo {
    Rule rule;
    const char *name;
    double defaultWeight;
    bool leak;     // valid only when the player may assume the solution is unique
    bool usesDots; // its findings can change when a dot is added to an unchanged state
    RuleFinder find;
};

inline constexpr std::array kRules{
#define TESSERA_LINJAT_RULE_ROW(id, name, weight, leak, dots, finder)                                        \
    RuleInfo{Rule::id, name, weight, leak, dots, &finder},
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
