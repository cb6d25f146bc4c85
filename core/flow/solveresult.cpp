#include "flow/solveresult.h"

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

} // namespace tessera::flow
