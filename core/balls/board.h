#pragma once

#include "common/point.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace tessera::balls {

// Field sides the module accepts (the issue asks for 3x3 up to at least 16x16; 256 cells fit the
// four-word cell sets below).
inline constexpr int kMinSide = 3;
inline constexpr int kMaxSide = 16;

// A set of cells of a field of at most 256 cells, one bit per cell (index row * cols + col).
struct CellSet {
    std::array<std::uint64_t, 4> words{};
    bool test(int i) const { return (words[i >> 6] >> (i & 63)) & 1u; }
    void set(int i) { words[i >> 6] |= std::uint64_t(1) << (i & 63); }
    void reset(int i) { words[i >> 6] &= ~(std::uint64_t(1) << (i & 63)); }
    int count() const;
    bool empty() const { return (words[0] | words[1] | words[2] | words[3]) == 0; }
    friend bool operator==(const CellSet &, const CellSet &) = default;
};

// What a play position is: the black ball's cell and the white balls' cells (blocks never move).
struct State {
    int black = 0;
    CellSet whites;
    friend bool operator==(const State &, const State &) = default;
};

// A level: the field's size, its fixed blocks, and the start position. Cells are '.' empty, 'o'
// white, '@' black, '#' block, as in the level format.
struct Board {
    int rows = 0;
    int cols = 0;
    CellSet blocks;
    State start;

    bool inside(Point p) const { return p.row >= 0 && p.col >= 0 && p.row < rows && p.col < cols; }
    int index(Point p) const { return p.row * cols + p.col; }
    Point point(int index) const { return {index / cols, index % cols}; }
    int whiteCount() const { return start.whites.count(); }
    int blockCount() const { return blocks.count(); }
    // The cell's character in the level format.
    char at(Point p) const;
    friend bool operator==(const Board &, const Board &) = default;
};

// An empty field of this size with the black ball in the top-left corner.
Board emptyBoard(int rows, int cols);
// The level as rows of '.', 'o', '@', '#'.
std::vector<std::string> boardRows(const Board &board);
// "row 2, column 5" (counted from 0 as everywhere in Tessera's messages).
std::string cellName(Point p);

} // namespace tessera::balls
