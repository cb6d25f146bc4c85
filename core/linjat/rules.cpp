#include "linjat/rules.h"

#include "linjat/linemasks.h"

namespace tessera::linjat {

std::optional<Rule> ruleFromName(std::string_view name) {
    for (const RuleInfo &info : kRules)
        if (name == info.name) return info.rule;
    return std::nullopt;
}

LineMasks LineMasks::build(const Board &board, const SolverState &state) {
    LineMasks m;
    for (int r = 0; r < board.rows; ++r) {
        for (int c = 0; c < board.cols; ++c) {
            const int cell = r * board.cols + c;
            if (state.owner[std::size_t(cell)] >= 0) continue;
            const std::uint64_t cand = state.cand[std::size_t(cell)];
            if (board.dot[std::size_t(cell)]) {
                m.dotRows[std::size_t(r)] |= std::uint64_t(1) << c;
                m.dotCols[std::size_t(c)] |= std::uint64_t(1) << r;
            }
            if (cand & (cand - 1)) {
                m.sharedRows[std::size_t(r)] |= std::uint64_t(1) << c;
                m.sharedCols[std::size_t(c)] |= std::uint64_t(1) << r;
            }
        }
    }
    return m;
}

} // namespace tessera::linjat
