#include "linjat/solveroptions.h"

#include <cmath>

namespace tessera::linjat {

SolverOptions::SolverOptions() {
    for (const RuleInfo &info : kRules) {
        enabled[std::size_t(info.rule)] = true;
        weight[std::size_t(info.rule)] = info.defaultWeight;
    }
}

SolverOptions SolverOptions::withoutLeaks() const {
    SolverOptions o = *this;
    for (const RuleInfo &info : kRules)
        if (info.leak) o.enabled[std::size_t(info.rule)] = false;
    return o;
}

bool SolverOptions::leaksEnabled() const {
    for (const RuleInfo &info : kRules)
        if (info.leak && enabled[std::size_t(info.rule)]) return true;
    return false;
}

OrderedJson SolverOptions::toJson() const {
    OrderedJson weights = OrderedJson::object(), on = OrderedJson::object();
    for (const RuleInfo &info : kRules) {
        weights[info.name] = weight[std::size_t(info.rule)];
        on[info.name] = bool(enabled[std::size_t(info.rule)]);
    }
    OrderedJson j;
    j["weights"] = weights;
    j["widthWeight"] = widthWeight;
    j["enabled"] = on;
    return j;
}

double boundedWeight(double weight, const std::function<void(const std::string &)> &fail) {
    if (!(std::abs(weight) <= kMaxWeight))
        fail("a weight must be from -" + std::to_string(int(kMaxWeight)) + " to " +
             std::to_string(int(kMaxWeight)));
    return weight;
}

SolverOptions SolverOptions::fromJson(const JsonCursor &cursor) {
    cursor.requireObject();
    SolverOptions o;
    for (const char *group : {"weights", "enabled"}) {
        if (!cursor.has(group)) continue;
        const JsonCursor g = cursor[group];
        g.requireObject();
        for (auto it = g.raw().begin(); it != g.raw().end(); ++it) {
            const auto rule = ruleFromName(it.key());
            const JsonCursor item = g[it.key()];
            if (!rule) item.fail("unknown rule '" + it.key() + "'");
            if (std::string(group) == "weights")
                o.weight[std::size_t(*rule)] =
                    boundedWeight(item.number(), [&](const std::string &m) { item.fail(m); });
            else
                o.enabled[std::size_t(*rule)] = item.boolean();
        }
    }
    if (const std::string_view key = renamedKey(cursor, "widthWeight", "width_weight"); cursor.has(key))
        o.widthWeight =
            boundedWeight(cursor[key].number(), [&](const std::string &m) { cursor[key].fail(m); });
    return o;
}

} // namespace tessera::linjat
