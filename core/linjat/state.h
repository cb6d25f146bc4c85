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
    // Row and column bit masks of open cells that two or more numbers can reach, and of open dots, kept
    // up to date so the uniqueness-leak rules and the generator ask about them with bit scans.
    std::array<std::uint64_t, kMaxSide> sharedRows{};
    std::array<std::uint64_t, kMaxSide> sharedCols{};
    std::array<std::uint64_t, kMaxSide> openDotRows{};
    std::array<std::uint64_t, kMaxSide> openDotCols{};
    // Counts changes, so a rule can skip a state it already found empty, and stamps each number's last
    // change of placements, so a rule about single numbers can look only at those changed since its
    // last run.
    std::uint64_t version = 0;
    std::array<std::uint64_t, kMaxNumbers> changedAt{};
    // Cells fixed to some number, per row (bit = column).
    std::array<std::uint64_t, kMaxSide> ownedRows{};
    // Open dots that only one number can still reach, per row (bit = column), and the rows that have
    // some: what the cover rule fixes, kept up to date so that it does not scan every dot every layer.
    std::array<std::uint64_t, kMaxSide> coverRows{};
    std::uint64_t coverRowMask = 0;
    // Numbers with two or more placements left: the only ones the uniqueness leaks can be about.
    std::uint64_t undecided = 0;
    // Numbers whose line is not drawn in full (fixedCount below the value): the only ones one-of pairs.
    std::uint64_t undrawn = 0;
    // Numbers whose placements changed, and rows and columns whose open-dot or shared-cell masks
    // changed, since the generator last looked for the uncontested-no-cover pattern: it looks again only
    // at the numbers these can concern (the pattern of a number depends on nothing else).
    std::uint64_t touchedNumbers = 0;
    std::uint64_t touchedRows = 0;
    std::uint64_t touchedCols = 0;
    // Cells the lines still have to cover (values minus fixed cells) and dots not covered yet, so that
    // complete() is two compares until the end.
    int openCells = 0;
    int openDots = 0;
    // Each number's reach: the cells its remaining placements cover, in its row (bit = column) and in its
    // column (bit = row).
    std::array<std::uint64_t, kMaxNumbers> reachRow{};
    std::array<std::uint64_t, kMaxNumbers> reachCol{};
    bool contradiction = false;

    // Placements allowed by the board: inside it and over no other number. A number that fits nowhere
    // or a dot nothing can reach is a contradiction from the start.
    void init(const Board &board);

    // Copies the part of another state that the board uses (a 9x6 state is a small part of the arrays).
    void copyFrom(const SolverState &o, const Board &board);

    // A dot the generator added on an open cell.
    void addDot(const Board &board, int cell) {
        if (owner[std::size_t(cell)] >= 0) return;
        const int r = board.rowOf[std::size_t(cell)], c = board.colOf[std::size_t(cell)];
        if (!((openDotRows[std::size_t(r)] >> c) & 1)) ++openDots;
        touchedRows |= std::uint64_t(1) << r;
        touchedCols |= std::uint64_t(1) << c;
        openDotRows[std::size_t(r)] |= std::uint64_t(1) << c;
        openDotCols[std::size_t(c)] |= std::uint64_t(1) << r;
        if (singleBit(cand[std::size_t(cell)])) markCover(r, c);
    }

    // Narrows number n to the placements in m (a subset of the current ones).
    void setPlacements(const Board &board, int n, PlacementMask m) {
        const PlacementMask old = place[std::size_t(n)];
        if (old == m) return;
        place[std::size_t(n)] = m;
        changedAt[std::size_t(n)] = ++version;
        if (!m) contradiction = true;
        const NumberGeometry &g = board.num[std::size_t(n)];
        const std::uint64_t bit = std::uint64_t(1) << n;
        if (!(m & (m - 1))) undecided &= ~bit;
        touchedNumbers |= bit;
        // The cells that left the reach, one loop per direction (fewer loop exits to mispredict).
        const std::uint64_t row = spanMask(g.unionColumns(m)), col = spanMask(g.unionRows(m));
        const std::uint64_t lostRow = reachRow[std::size_t(n)] & ~row,
                            lostCol = reachCol[std::size_t(n)] & ~col;
        reachRow[std::size_t(n)] = row;
        reachCol[std::size_t(n)] = col;
        for (std::uint64_t k = lostRow; k; k &= k - 1) dropCandidate(board, g.row, lowestBit(k), bit);
        for (std::uint64_t k = lostCol; k; k &= k - 1) dropCandidate(board, lowestBit(k), g.col, bit);
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
        const NumberGeometry &g = board.num[std::size_t(n)];
        if (++fixedCount[std::size_t(n)] == g.value) undrawn &= ~(std::uint64_t(1) << n);
        --openCells;
        ++version;
        const int r = board.rowOf[std::size_t(cell)], c = board.colOf[std::size_t(cell)];
        ownedRows[std::size_t(r)] |= std::uint64_t(1) << c;
        touchedRows |= std::uint64_t(1) << r;
        touchedCols |= std::uint64_t(1) << c;
        if ((openDotRows[std::size_t(r)] >> c) & 1) {
            --openDots;
            std::uint64_t &cover = coverRows[std::size_t(r)];
            cover &= ~(std::uint64_t(1) << c);
            if (!cover) coverRowMask &= ~(std::uint64_t(1) << r);
        }
        sharedRows[std::size_t(r)] &= ~(std::uint64_t(1) << c);
        sharedCols[std::size_t(c)] &= ~(std::uint64_t(1) << r);
        openDotRows[std::size_t(r)] &= ~(std::uint64_t(1) << c);
        openDotCols[std::size_t(c)] &= ~(std::uint64_t(1) << r);
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
        if (openCells != 0 || openDots != 0) return false;
        for (int n = 0; n < board.count; ++n)
            if (fixedCount[std::size_t(n)] != board.num[std::size_t(n)].value) return false;
        for (int d = 0; d < board.dotCount; ++d)
            if (owner[std::size_t(board.dotList[std::size_t(d)])] < 0) return false;
        return true;
    }

    // The original's "solved": every number has exactly one placement left and every dot is covered by
    // a known line. Nothing is left to deduce, even if some of those lines are not drawn cell by cell.
    bool decided(const Board &board) const {
        if (openDots != 0) return false; // dots without an owner: most layers stop here
        for (int n = 0; n < board.count; ++n)
            if (!singleBit(place[std::size_t(n)])) return false;
        return true;
    }

    // Independent check of a solved state, from the placements alone: no two chosen lines share a cell,
    // no line covers another number, and every dot is covered.
    bool consistent(const Board &board) const;

private:
    void dropCandidate(const Board &board, int row, int col, std::uint64_t bit) {
        const int cell = row * board.cols + col;
        std::uint64_t &c = cand[std::size_t(cell)];
        c &= ~bit;
        if (c & (c - 1)) return;
        touchedRows |= std::uint64_t(1) << row;
        touchedCols |= std::uint64_t(1) << col;
        sharedRows[std::size_t(row)] &= ~(std::uint64_t(1) << col);
        sharedCols[std::size_t(col)] &= ~(std::uint64_t(1) << row);
        if ((openDotRows[std::size_t(row)] >> col) & 1) {
            if (c)
                markCover(row, col);
            else
                contradiction = true;
        }
    }
    void markCover(int row, int col) {
        coverRows[std::size_t(row)] |= std::uint64_t(1) << col;
        coverRowMask |= std::uint64_t(1) << row;
    }
};

} // namespace tessera::linjat
