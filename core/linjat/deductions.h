#pragma once

#include "linjat/placement.h"
#include "linjat/puzzle.h"

#include <array>
#include <cstdint>

namespace tessera::linjat {

// What one rule found in one state, before anything is applied: cells to fix to a number and
// placements to remove. A layer computes all of a rule's deductions from the same state and then
// applies them together, so the order in which a rule visits numbers never matters.
struct Deductions {
    // A cell can be claimed by two numbers in one layer (that is a contradiction), hence twice the cells.
    static constexpr int kMaxFixes = 2 * kMaxCells;

    int fixCount = 0;
    std::array<std::int16_t, kMaxFixes> fixCell{};
    std::array<std::int8_t, kMaxFixes> fixNumber{};
    std::array<PlacementMask, kMaxNumbers> remove{};
    std::uint64_t pruned = 0; // numbers with bits in remove

    void clear() {
        fixCount = 0;
        while (pruned) {
            remove[std::size_t(lowestBit(pruned))] = 0;
            pruned &= pruned - 1;
        }
    }
    bool empty() const { return fixCount == 0 && pruned == 0; }
    void fix(int cell, int number) {
        if (fixCount >= kMaxFixes) return;
        fixCell[std::size_t(fixCount)] = std::int16_t(cell);
        fixNumber[std::size_t(fixCount)] = std::int8_t(number);
        ++fixCount;
    }
    void prune(int number, PlacementMask placements) {
        if (!placements) return;
        remove[std::size_t(number)] |= placements;
        pruned |= std::uint64_t(1) << number;
    }
};

} // namespace tessera::linjat
