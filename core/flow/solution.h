#pragma once

#include "common/grid.h"
#include "common/jsonutil.h"
#include "flow/puzzle.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tessera::flow {

// One path per colour, in the puzzle's colour order, each from pair.a to pair.b. Under the strict rule
// the cells of a colour determine its path; under any-filling two solutions with the same colouring but
// different paths are different solutions, so the path itself is the solution.
struct Solution {
    std::vector<std::vector<Point>> paths;
    friend bool operator==(const Solution &, const Solution &) = default;
};

// Colour index per cell, -1 where no path covers it.
Grid<int> colourGrid(const Puzzle &puzzle, const Solution &solution);
// Per cell the directions its path leaves it by, bit (1 << Dir); 0 where no path covers it.
Grid<std::uint8_t> linkGrid(const Puzzle &puzzle, const Solution &solution);
// Cells whose colour or pipe shape differs between two solutions (what an editor highlights).
std::vector<Point> differingCells(const Puzzle &puzzle, const Solution &first, const Solution &second);
// The solution as text rows, each cell showing its colour's label ('.' where uncovered).
std::vector<std::string> solutionRows(const Puzzle &puzzle, const Solution &solution);
// Traces a link grid into paths from each pair's a; stops a path at a missing or broken link, so the
// validator, not this function, decides whether the result is a solution.
Solution solutionFromLinks(const Puzzle &puzzle, const Grid<std::uint8_t> &links);

// {"paths": [{"label": "A", "cells": [[r, c], ...]}, ...]}
Json solutionToJson(const Puzzle &puzzle, const Solution &solution);
// Reads the shape (labels known, cells inside the board, every colour once); whether it solves the
// puzzle is the validator's question. Throws Error with the JSON path.
Solution solutionFromJson(const Puzzle &puzzle, const JsonCursor &cursor);

} // namespace tessera::flow
