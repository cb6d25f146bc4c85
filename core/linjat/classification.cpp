#include "linjat/classification.h"

namespace tessera::linjat {

const char *statusName(SolveStatus status) {
    switch (status) {
    case SolveStatus::Solved:
        return "solved";
    case SolveStatus::Stuck:
        return "stuck";
    case SolveStatus::Contradiction:
        return "contradiction";
    }
    return "?";
}

bool Classification::leaked() const {
    for (const RuleInfo &info : kRules)
        if (info.leak && rules[std::size_t(info.rule)].depth > 0) return true;
    return false;
}

bool Classification::usesAdvancedRules() const {
    return stats(Rule::Square).depth > 0 || expertGrade();
}

bool Classification::expertGrade() const {
    return stats(Rule::Dependency).depth > 0 || stats(Rule::OneOf).depth > 0;
}

void Classification::computeScore(const SolverOptions &options) {
    double s = 0;
    for (const RuleInfo &info : kRules)
        s += rules[std::size_t(info.rule)].depth * options.weight[std::size_t(info.rule)];
    score = s + maxWidth * options.widthWeight;
}

OrderedJson Classification::toJson() const {
    OrderedJson j;
    j["status"] = statusName(status);
    j["solved"] = solved();
    j["depth"] = depth;
    j["max_width"] = maxWidth;
    j["score"] = score;
    OrderedJson per = OrderedJson::object();
    for (const RuleInfo &info : kRules) {
        const RuleStats &s = rules[std::size_t(info.rule)];
        per[info.name] = OrderedJson{{"depth", s.depth}, {"max_width", s.maxWidth}};
    }
    j["rules"] = per;
    return j;
}

} // namespace tessera::linjat
