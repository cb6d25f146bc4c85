#include "flow/solveresult.h"

#include "flow/validator.h"

namespace tessera::flow {

const char *statusName(SolveStatus status) {
    switch (status) {
    case SolveStatus::Unsolvable:
        return "unsolvable";
    case SolveStatus::Unique:
        return "unique";
    case SolveStatus::Multiple:
        return "multiple";
    case SolveStatus::Solved:
        return "solved";
    case SolveStatus::Unknown:
        return "unknown";
    }
    return "unknown";
}

SolveStatus SolveResult::status() const {
    if (count >= 2) return SolveStatus::Multiple;
    if (exhausted) return count == 0 ? SolveStatus::Unsolvable : SolveStatus::Unique;
    return count == 1 ? SolveStatus::Solved : SolveStatus::Unknown;
}

const char *SolveResult::stopReason() const {
    if (!stopped()) return "";
    return cancelled ? "cancelled" : "budget";
}

bool SolveResult::accept(const Puzzle &puzzle, Solution solution, Rule rule, int keep, int limit) {
    if (!validateSolution(puzzle, solution, rule).ok) {
        ++rejected;
        return false;
    }
    ++count;
    if (static_cast<int>(solutions.size()) < keep) solutions.push_back(std::move(solution));
    return count >= limit;
}

} // namespace tessera::flow
