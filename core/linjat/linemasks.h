#pragma once

#include "linjat/board.h"
#include "linjat/state.h"

#include <array>
#include <cstdint>

namespace tessera::linjat {

// Row and column bit masks of two kinds of open cell, so the uniqueness-leak rules can ask "which
// placements of this number avoid them" with two bit scans (lineWindow) instead of walking cells.
struct LineMasks {
    std::array<std::uint64_t, kMaxSide> dotRows{}; // dots not yet fixed
    std::array<std::uint64_t, kMaxSide> dotCols{};
    std::array<std::uint64_t, kMaxSide> sharedRows{}; // open cells two or more numbers can reach
    std::array<std::uint64_t, kMaxSide> sharedCols{};

    static LineMasks build(const Board &board, const SolverState &state);
};

} // namespace tessera::linjat
