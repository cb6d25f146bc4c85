#pragma once

#include "flow/puzzle.h"

#include <array>
#include <cstdint>
#include <vector>

namespace tessera::flow {

// The fixed facts of one puzzle as flat arrays, shared read-only by every search state over it.
struct Board {
    Board(const Puzzle &puzzle, Rule rule);

    int rows = 0;
    int cols = 0;
    int cells = 0;
    int colours = 0;
    Rule rule = Rule::Strict;
    std::uint64_t allColours = 0;
    std::vector<std::array<int, 4>> neighbour; // per cell per Dir, -1 off the board
    std::vector<std::uint8_t> need;            // links a cell takes: 1 at an endpoint, 2 elsewhere
    std::vector<int> endA;                     // per colour, cell index of pair.a
    std::vector<int> endB;
    std::vector<int> endpointColour; // per cell, -1 when not an endpoint
    // Strict-rule pipe shapes (see shapes below) each inner cell may take before any search: a corner
    // needs an endpoint on its inner diagonal.
    std::vector<std::uint8_t> initialShapes;
    // Per cell per corner shape, the cell on the corner's inner diagonal, -1 off the board.
    std::vector<std::array<int, 4>> diagonal;

    Point point(int cell) const { return {cell / cols, cell % cols}; }
    int index(Point p) const { return p.row * cols + p.col; }
};

inline int oppositeDir(int d) {
    return (d + 2) & 3;
}

// Pipe shapes of an inner cell as direction masks (bit 1 << Dir). Shapes 0-3 are the corners, whose
// inner diagonal is the sum of their two directions; 4 and 5 are the straights.
inline constexpr int kShapeCount = 6;
inline constexpr std::uint8_t kShapeDirs[kShapeCount] = {
    0b0011, // up + right    (corner, inner diagonal up-right)
    0b0110, // right + down  (corner, down-right)
    0b1100, // down + left   (corner, down-left)
    0b1001, // left + up     (corner, up-left)
    0b1010, // right + left  (straight)
    0b0101, // up + down     (straight)
};
inline constexpr std::uint8_t kAllShapes = 0b111111;

} // namespace tessera::flow
