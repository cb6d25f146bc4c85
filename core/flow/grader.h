#pragma once

#include "common/grid.h"
#include "common/jsonutil.h"
#include "common/progress.h"
#include "flow/puzzle.h"
#include "flow/solveresult.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace tessera::flow {

// The grader's deductions, in the order they are tried (simplest first), as one list that drives the
// enum, the ids, the descriptions, the default weights and the count; adding a rule is one row here
// plus its case in the grader. Search is not a deduction: it names the last layer, filled from the
// counter's unique solution when deduction stalls.
//   ForcedExit: a path head (or endpoint) with exactly as many free sides as links it still needs
//   DeadEnd:    an empty cell with only two free sides must use both
//   NoTouch:    strict: two neighbours of one colour must be consecutive; a cell beside a colour it is
//               cut off from cannot take it
//   Corner:     strict: a turn needs an endpoint on its inner diagonal (nested turns in between)
//   OnlyColour: colours that cannot reach a cell are struck; a cell one colour can reach is it
//   Bottleneck: a cell every route of a colour passes through is that colour; a pocket off every
//               route cannot be it
//   Lookahead:  a move of a path head that leads to a contradiction by the rules above is struck
#define TESSERA_FLOW_GRADE_RULES(X)                                                                          \
    X(ForcedExit, "forced-exit", "a path head with only one way on", 0.1)                                    \
    X(DeadEnd, "dead-end", "an empty cell with two free sides uses both", 0.25)                              \
    X(NoTouch, "no-touch", "a path never runs beside itself", 0.4)                                           \
    X(Corner, "corner", "a turn needs an endpoint on its inner diagonal", 0.8)                               \
    X(OnlyColour, "only-colour", "colours that cannot reach a cell are struck", 1.0)                         \
    X(Bottleneck, "bottleneck", "every route of a colour passes here, or none does", 2.0)                    \
    X(Lookahead, "lookahead", "this move would strand something", 5.0)                                       \
    X(Search, "search", "no deduction applies: trial and error", 25.0)

enum class GradeRule {
#define TESSERA_FLOW_GRADE_RULE_ENUM(id, name, description, weight) id,
    TESSERA_FLOW_GRADE_RULES(TESSERA_FLOW_GRADE_RULE_ENUM)
#undef TESSERA_FLOW_GRADE_RULE_ENUM
};

struct GradeRuleInfo {
    GradeRule rule;
    const char *id;          // "forced-exit", ...
    const char *description; // one line for people
    double weight;           // default difficulty weight per layer
};

inline constexpr std::array kGradeRules{
#define TESSERA_FLOW_GRADE_RULE_ROW(id, name, description, weight)                                           \
    GradeRuleInfo{GradeRule::id, name, description, weight},
    TESSERA_FLOW_GRADE_RULES(TESSERA_FLOW_GRADE_RULE_ROW)
#undef TESSERA_FLOW_GRADE_RULE_ROW
};
inline constexpr int kGradeRuleCount = int(kGradeRules.size());

inline const std::array<GradeRuleInfo, kGradeRuleCount> &gradeRules() {
    return kGradeRules;
}
inline const char *gradeRuleId(GradeRule rule) {
    return kGradeRules[static_cast<std::size_t>(rule)].id;
}

struct GraderOptions {
    Rule rule = Rule::Strict;
    std::array<double, kGradeRuleCount> weight{}; // per layer; filled from gradeRules() by default
    double widthWeight = 0;                       // per cell of the widest layer
    double searchCellWeight = 0.5;                // per cell left to the search layer
    bool lookahead = true;
    // Node budget of the uniqueness counter (the fast solver, limit 2); 0 = none. When it runs out,
    // uniqueness is Solved or Unknown (not proven within the budget) and no search layer is added.
    long long maxNodes = 0;
    GraderOptions();
};

// What a layer leaves on the board, for painting: the colour of each decided cell (-1 undecided)
// and the links drawn so far (bit 1 << Dir).
struct BoardView {
    Grid<int> colour;
    Grid<std::uint8_t> links;
};

struct GradeLayer {
    GradeRule rule;
    int width = 0;            // cells this layer decided
    std::vector<Point> cells; // cells that got a link or their colour in this layer
    BoardView after;
};

struct GradeResult {
    std::vector<GradeLayer> layers;
    SolveStatus uniqueness = SolveStatus::Unknown; // the counter's verdict (limit 2)
    bool solvedByDeduction = false;                // every cell decided without the search layer
    bool contradiction = false;                    // a deduction found the puzzle has no solution
    int cells = 0;
    int decidedByDeduction = 0;               // cells fully decided when deduction stopped
    std::array<int, kGradeRuleCount> depth{}; // layers owned by each rule
    int maxWidth = 0;
    int searchCells = 0;
    double difficulty = 0;

    double deducedFraction() const { return cells ? static_cast<double>(decidedByDeduction) / cells : 0; }
    // Summary (no layers) or with the layers: rule, width, cells.
    Json toJson(bool withLayers = false) const;
};

// Layered human-style grading in the spirit of the Linjat solver: every layer applies the first rule
// (in the order above) that makes progress, to everything it applies to at once; between layers only
// bookkeeping happens (a full cell's other sides are closed, linked cells share a colour, a link
// that would close a loop is refused). Difficulty = sum over rules of layers x weight + widest layer
// x widthWeight + (search layer weight + searchCellWeight x its cells when deduction stalls).
GradeResult grade(const Puzzle &puzzle, const GraderOptions &options = {}, ProgressSink *progress = nullptr,
                  const CancelToken *cancel = nullptr);

} // namespace tessera::flow
