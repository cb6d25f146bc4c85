#pragma once

#include "linjat/puzzle.h"

#include <algorithm>
#include <array>
#include <cstdint>

namespace tessera::linjat {

// The placements of one number as bits. A number of value v at (row, col) has 2v placements: bit k
// (0 <= k < v) is the horizontal line from column col - k to col - k + v - 1, bit v + k the vertical
// line from row row - k to row - k + v - 1. A 1 has only bit 0: its horizontal and vertical lines are
// the same cell, and counting them twice would make every puzzle with a 1 look ambiguous.
using PlacementMask = std::uint32_t;

// The n low bits, 0 <= n <= 32 (a 64-bit shift: no branch for n = 32).
constexpr PlacementMask lowBits(int n) {
    return PlacementMask((std::uint64_t(1) << n) - 1);
}
constexpr PlacementMask allPlacements(int value) {
    return value == 1 ? 1u : lowBits(2 * value);
}
constexpr int placementCount(int value) {
    return value == 1 ? 1 : 2 * value;
}
constexpr bool placementIsHorizontal(int placement, int value) {
    return placement < value;
}
constexpr int placementOffset(int placement, int value) {
    return placement < value ? placement : placement - value;
}
inline int lowestBit(std::uint64_t m) {
    return __builtin_ctzll(m);
}
inline int highestBit(std::uint64_t m) {
    return 63 - __builtin_clzll(m);
}
inline int bitCount(std::uint64_t m) {
    return __builtin_popcountll(m);
}
inline bool singleBit(std::uint64_t m) {
    return m && !(m & (m - 1));
}

// Offsets k (bits 0..v-1) whose line covers the cell at signed distance d from the number along the
// line (d = cell - number).
constexpr PlacementMask lineCover(int d, int value) {
    if (d >= value || d <= -value) return 0;
    return d >= 0 ? lowBits(value - d) : (lowBits(value) & ~lowBits(-d));
}

// Offsets k whose line stays inside a line of length len and avoids every blocked cell (bit i = cell i;
// the number's own cell at pos is never blocked for it). Lines are straight runs, so the answer is one
// contiguous range found with two bit scans.
inline PlacementMask lineWindow(std::uint64_t blocked, int pos, int len, int value) {
    blocked &= ~(std::uint64_t(1) << pos);
    blocked |= ~std::uint64_t(0) << len;
    const std::uint64_t below = blocked & ((std::uint64_t(1) << pos) - 1);
    const int left = below ? pos - 1 - highestBit(below) : pos;
    const int right = lowestBit(blocked >> (pos + 1));
    const int lo = std::max(0, value - 1 - right);
    const int hi = std::min(value - 1, left);
    return lo > hi ? 0u : (lowBits(hi + 1) & ~lowBits(lo));
}

// A range of cells along one line, inclusive; empty when lo > hi.
struct Span {
    int lo = 1;
    int hi = 0;
    bool empty() const { return lo > hi; }
    int size() const { return lo > hi ? 0 : hi - lo + 1; }
    bool contains(int i) const { return i >= lo && i <= hi; }
};

// Bits lo..hi of a span (cell i = bit i).
inline std::uint64_t spanMask(Span s) {
    return s.empty() ? 0 : ((~std::uint64_t(0) >> (63 - s.hi)) & (~std::uint64_t(0) << s.lo));
}

// Where one number is and what its placements cover; everything a rule needs is a few shifts away.
struct NumberGeometry {
    int row = 0;
    int col = 0;
    int value = 0;
    int cell = 0;
    PlacementMask all = 0;

    PlacementMask horizontalBits(PlacementMask m) const { return m & lowBits(value); }
    PlacementMask verticalBits(PlacementMask m) const {
        return value == 1 ? 0u : (m >> value) & lowBits(value);
    }

    // Placements covering (r, c).
    PlacementMask cover(int r, int c) const {
        if (r == row) return c == col ? all : lineCover(c - col, value);
        if (c == col && value > 1) return lineCover(r - row, value) << value;
        return 0;
    }
    // Columns (in this row) and rows (in this column) covered by at least one placement of m.
    Span unionColumns(PlacementMask m) const {
        const PlacementMask h = horizontalBits(m);
        return h ? Span{col - highestBit(h), col - lowestBit(h) + value - 1} : Span{col, col};
    }
    Span unionRows(PlacementMask m) const {
        const PlacementMask v = verticalBits(m);
        return v ? Span{row - highestBit(v), row - lowestBit(v) + value - 1} : Span{row, row};
    }
    // Cells covered by every placement of m (m not empty): a run along the row or the column when all
    // placements share an orientation, else only the number's own cell.
    Span intersectionColumns(PlacementMask m) const {
        const PlacementMask h = horizontalBits(m);
        if (!h || verticalBits(m)) return Span{col, col};
        return Span{col - lowestBit(h), col - highestBit(h) + value - 1};
    }
    Span intersectionRows(PlacementMask m) const {
        const PlacementMask v = verticalBits(m);
        if (!v || horizontalBits(m)) return Span{row, row};
        return Span{row - lowestBit(v), row - highestBit(v) + value - 1};
    }
    int intersectionSize(PlacementMask m) const {
        const PlacementMask h = horizontalBits(m), v = verticalBits(m);
        if (h && v) return 1;
        const PlacementMask b = h ? h : v;
        return value - (highestBit(b) - lowestBit(b));
    }
    // The placement's cells as a span along its line.
    bool isHorizontal(int p) const { return p < value; }
    Span cells(int p) const {
        const int k = placementOffset(p, value);
        const int start = (p < value ? col : row) - k;
        return Span{start, start + value - 1};
    }
    // Placements inside the board that avoid blocked cells (bit = column in this row, row in this
    // column).
    PlacementMask window(std::uint64_t rowBlocked, std::uint64_t colBlocked, int rows, int cols) const {
        PlacementMask m = lineWindow(rowBlocked, col, cols, value);
        if (value > 1) m |= lineWindow(colBlocked, row, rows, value) << value;
        return m;
    }
};

// One number's line in a solution.
struct Line {
    bool horizontal = true;
    int first = 0; // first column (horizontal) or row (vertical)
    int last = 0;
    friend bool operator==(const Line &, const Line &) = default;
};

inline Line placementLine(const NumberGeometry &g, int p) {
    const Span s = g.cells(p);
    return Line{g.isHorizontal(p), s.lo, s.hi};
}

// Where the exact searches (counter, enumerator) start: every number's geometry, and per row and
// column the cells numbers occupy and which numbers stand there. Clears only the rows and columns of
// this puzzle, so a fresh search costs nothing for the board's unused rows.
struct NumberLayout {
    std::array<NumberGeometry, kMaxNumbers> num{};
    std::array<std::uint64_t, kMaxSide> occRow{};     // bit col: a number (the searches add their lines)
    std::array<std::uint64_t, kMaxSide> occCol{};     // bit row
    std::array<std::uint64_t, kMaxSide> rowNumbers{}; // bit i: number i stands in this row
    std::array<std::uint64_t, kMaxSide> colNumbers{};

    void reset(const Puzzle &puzzle) {
        const std::size_t rows = std::size_t(puzzle.rows()), cols = std::size_t(puzzle.cols());
        std::fill_n(occRow.begin(), rows, 0);
        std::fill_n(occCol.begin(), cols, 0);
        std::fill_n(rowNumbers.begin(), rows, 0);
        std::fill_n(colNumbers.begin(), cols, 0);
        for (int i = 0; i < puzzle.numberCount(); ++i) {
            const Number &n = puzzle.number(i);
            NumberGeometry &g = num[std::size_t(i)];
            g.row = n.row;
            g.col = n.col;
            g.value = n.value;
            g.cell = n.row * puzzle.cols() + n.col;
            g.all = allPlacements(n.value);
            occRow[std::size_t(n.row)] |= std::uint64_t(1) << n.col;
            occCol[std::size_t(n.col)] |= std::uint64_t(1) << n.row;
            rowNumbers[std::size_t(n.row)] |= std::uint64_t(1) << i;
            colNumbers[std::size_t(n.col)] |= std::uint64_t(1) << i;
        }
    }
};

} // namespace tessera::linjat
