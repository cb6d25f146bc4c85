#include "linjat/rules.h"

namespace tessera::linjat {

std::optional<Rule> ruleFromName(std::string_view name) {
    for (const RuleInfo &info : kRules)
        if (name == info.name) return info.rule;
    return std::nullopt;
}

} // namespace tessera::linjat
