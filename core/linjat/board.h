#pragma once

#include "linjat/placement.h"
#include "linjat/puzzle.h"

#include <array>
#include <cstdint>

namespace tessera::linjat {

// A puzzle unpacked for the solvers: cells by index (row * cols + col), each number's geometry, which
// number sits on a cell, and the dots. Built once per puzzle and shared by every state that is solved
// on it; the generator adds dots to it while it solves.
struct Board {
    int rows = 0;
    int cols = 0;
    int cells = 0;
    int count = 0; // numbers
    std::array<NumberGeometry, kMaxNumbers> num{};
    std::array<std::int8_t, kMaxCells> numberAt{}; // -1 or the number on the cell
    std::array<std::uint8_t, kMaxCells> dot{};
    std::array<std::uint8_t, kMaxCells> rowOf{};
    std::array<std::uint8_t, kMaxCells> colOf{};
    std::array<std::int16_t, kMaxCells> dotList{};
    int dotCount = 0;
    std::array<std::uint64_t, kMaxSide> dotRows{}; // bit col set where a dot is
    // Bit col set in numberRows[row] (bit row in numberCols[col]) where a number sits.
    std::array<std::uint64_t, kMaxSide> numberRows{};
    std::array<std::uint64_t, kMaxSide> numberCols{};
    // Numbers (as bits of number indices) in each row and column.
    std::array<std::uint64_t, kMaxSide> rowNumbers{};
    std::array<std::uint64_t, kMaxSide> colNumbers{};

    void setup(const Puzzle &puzzle);
    // The same board, dots listed in board order as setup() would list them; copies only the used part.
    void copyFrom(const Board &o);
    void addDot(int cell) {
        dot[std::size_t(cell)] = 1;
        dotList[std::size_t(dotCount++)] = std::int16_t(cell);
        dotRows[rowOf[std::size_t(cell)]] |= std::uint64_t(1) << colOf[std::size_t(cell)];
    }
    int cellOf(int row, int col) const { return row * cols + col; }
    PlacementMask cover(int n, int cell) const {
        return num[std::size_t(n)].cover(rowOf[std::size_t(cell)], colOf[std::size_t(cell)]);
    }
    // The puzzle this board describes (numbers and current dots).
    Puzzle toPuzzle() const;

private:
    int mGeometryRows = 0;
    int mGeometryCols = 0;
};

} // namespace tessera::linjat
