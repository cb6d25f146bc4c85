#pragma once

#include "linjat/board.h"

#include <array>
#include <cstdint>
#include <cstring>

namespace tessera::linjat {

// What the layered solver knows at one moment, as a player would: for every number the placements
// still possible, for every cell the number its line is known to cover ("fixed"), and for every cell
// the numbers that could still cover it. Every update is incremental: narrowing a number's placements
// touches only the cells that dropped out of its reach. Fixed-size arrays, no heap.
//
// Invariants: a fixed cell of number n is covered by every remaining placement of n; cand[c] holds n
// exactly when some remaining placement of n covers c; a number's own cell is fixed to it.
struct SolverState {
    std::array<PlacementMask, kMaxNumbers> place{};
    std::array<std::uint8_t, kMaxNumbers> fixedCount{};
    std::array<std::int8_t, kMaxCells> owner{}; // -1 or the number whose line covers the cell
    std::array<std::uint64_t, kMaxCells> cand{};
    bool contradiction = false;

    // Placements allowed by the board: inside it and over no other number. A number that fits nowhere
    // or a dot nothing can reach is a contradiction from the start.
    void init(const Board &board);

    // Copies only the part the board uses (a 9x6 state is a few hundred bytes of the 8 KiB arrays).
    void copyFrom(const SolverState &o, const Board &board) {
        const std::size_t n = std::size_t(board.count), cells = std::size_t(board.cells);
        std::memcpy(place.data(), o.place.data(), n * sizeof(PlacementMask));
        std::memcpy(fixedCount.data(), o.fixedCount.data(), n);
        std::memcpy(owner.data(), o.owner.data(), cells);
        std::memcpy(cand.data(), o.cand.data(), cells * sizeof(std::uint64_t));
        contradiction = o.contradiction;
    }

    // Narrows number n to the placements in m (a subset of the current ones).
    void setPlacements(const Board &board, int n, PlacementMask m) {
        const PlacementMask old = place[std::size_t(n)];
        if (old == m) return;
        place[std::size_t(n)] = m;
        if (!m) contradiction = true;
        const NumberGeometry &g = board.num[std::size_t(n)];
        const std::uint64_t bit = std::uint64_t(1) << n;
        const Span oc = g.unionColumns(old), nc = g.unionColumns(m);
        const int rowBase = g.row * board.cols;
        for (int c = oc.lo; c < nc.lo; ++c) dropCandidate(board, rowBase + c, bit);
        for (int c = nc.hi + 1; c <= oc.hi; ++c) dropCandidate(board, rowBase + c, bit);
        const Span orr = g.unionRows(old), nr = g.unionRows(m);
        for (int r = orr.lo; r < nr.lo; ++r) dropCandidate(board, r * board.cols + g.col, bit);
        for (int r = nr.hi + 1; r <= orr.hi; ++r) dropCandidate(board, r * board.cols + g.col, bit);
    }

    // Records that number n's line covers the cell: n keeps only the placements through it, every other
    // number loses its placements through it. Returns true when the cell was not fixed before; a cell
    // already fixed to another number is a contradiction.
    bool fix(const Board &board, int cell, int n) {
        const int o = owner[std::size_t(cell)];
        if (o == n) return false;
        if (o >= 0) {
            contradiction = true;
            return false;
        }
        owner[std::size_t(cell)] = std::int8_t(n);
        ++fixedCount[std::size_t(n)];
        std::uint64_t others = cand[std::size_t(cell)] & ~(std::uint64_t(1) << n);
        setPlacements(board, n, place[std::size_t(n)] & board.cover(n, cell));
        while (others) {
            const int q = lowestBit(others);
            others &= others - 1;
            setPlacements(board, q, place[std::size_t(q)] & ~board.cover(q, cell));
        }
        return true;
    }

    // Every line drawn in full (all its cells fixed) and every dot covered.
    bool complete(const Board &board) const {
        for (int n = 0; n < board.count; ++n)
            if (fixedCount[std::size_t(n)] != board.num[std::size_t(n)].value) return false;
        for (int d = 0; d < board.dotCount; ++d)
            if (owner[std::size_t(board.dotList[std::size_t(d)])] < 0) return false;
        return true;
    }

    // Independent check of a solved state, from the placements alone: no two chosen lines share a cell,
    // no line covers another number, and every dot is covered.
    bool consistent(const Board &board) const;

private:
    void dropCandidate(const Board &board, int cell, std::uint64_t bit) {
        std::uint64_t &c = cand[std::size_t(cell)];
        c &= ~bit;
        if (!c && board.dot[std::size_t(cell)] && owner[std::size_t(cell)] < 0) contradiction = true;
    }
};

} // namespace tessera::linjat
