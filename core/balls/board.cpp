#include "balls/board.h"

#include <bit>

namespace tessera::balls {

int CellSet::count() const {
    return std::popcount(words[0]) + std::popcount(words[1]) + std::popcount(words[2]) +
           std::popcount(words[3]);
}

char Board::at(Point p) const {
    const int i = index(p);
    if (start.black == i) return '@';
    if (start.whites.test(i)) return 'o';
    if (blocks.test(i)) return '#';
    return '.';
}

Board emptyBoard(int rows, int cols) {
    Board b;
    b.rows = rows;
    b.cols = cols;
    return b;
}

std::vector<std::string> boardRows(const Board &board) {
    std::vector<std::string> out;
    for (int r = 0; r < board.rows; ++r) {
        std::string row;
        for (int c = 0; c < board.cols; ++c) row += board.at({r, c});
        out.push_back(std::move(row));
    }
    return out;
}

std::string cellName(Point p) {
    return "row " + std::to_string(p.row) + ", column " + std::to_string(p.col);
}

} // namespace tessera::balls
