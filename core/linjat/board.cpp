#include "linjat/board.h"

#include <cstring>

namespace tessera::linjat {

void Board::setup(const Puzzle &puzzle) {
    rows = puzzle.rows();
    cols = puzzle.cols();
    cells = rows * cols;
    count = puzzle.numberCount();
    if (mGeometryRows != rows || mGeometryCols != cols) {
        // Division is slow in the inner loops; the row and column of each cell are looked up instead.
        for (int r = 0, i = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c, ++i) {
                rowOf[std::size_t(i)] = std::uint8_t(r);
                colOf[std::size_t(i)] = std::uint8_t(c);
            }
        mGeometryRows = rows;
        mGeometryCols = cols;
    }
    std::memset(numberAt.data(), -1, std::size_t(cells));
    std::memset(numberRows.data(), 0, sizeof(std::uint64_t) * std::size_t(rows));
    std::memset(numberCols.data(), 0, sizeof(std::uint64_t) * std::size_t(cols));
    std::memset(rowNumbers.data(), 0, sizeof(std::uint64_t) * std::size_t(rows));
    std::memset(colNumbers.data(), 0, sizeof(std::uint64_t) * std::size_t(cols));
    for (int i = 0; i < count; ++i) {
        const Number &n = puzzle.number(i);
        NumberGeometry &g = num[std::size_t(i)];
        g.row = n.row;
        g.col = n.col;
        g.value = n.value;
        g.cell = cellOf(n.row, n.col);
        g.all = allPlacements(n.value);
        numberAt[std::size_t(g.cell)] = std::int8_t(i);
        numberRows[n.row] |= std::uint64_t(1) << n.col;
        numberCols[n.col] |= std::uint64_t(1) << n.row;
        rowNumbers[n.row] |= std::uint64_t(1) << i;
        colNumbers[n.col] |= std::uint64_t(1) << i;
    }
    dotCount = 0;
    std::memset(dot.data(), 0, std::size_t(cells));
    std::memset(dotRows.data(), 0, sizeof(std::uint64_t) * std::size_t(rows));
    for (int r = 0; r < rows; ++r) {
        std::uint32_t bits = puzzle.dotRow(r);
        while (bits) {
            const int c = __builtin_ctz(bits);
            bits &= bits - 1;
            addDot(cellOf(r, c));
        }
    }
}

void Board::copyFrom(const Board &o) {
    rows = o.rows;
    cols = o.cols;
    cells = o.cells;
    count = o.count;
    if (mGeometryRows != rows || mGeometryCols != cols) {
        std::memcpy(rowOf.data(), o.rowOf.data(), std::size_t(cells));
        std::memcpy(colOf.data(), o.colOf.data(), std::size_t(cells));
        mGeometryRows = rows;
        mGeometryCols = cols;
    }
    const std::size_t r = std::size_t(rows), c = std::size_t(cols), n = std::size_t(count);
    std::memcpy(num.data(), o.num.data(), n * sizeof(NumberGeometry));
    std::memcpy(numberAt.data(), o.numberAt.data(), std::size_t(cells));
    std::memcpy(dot.data(), o.dot.data(), std::size_t(cells));
    std::memcpy(dotRows.data(), o.dotRows.data(), r * sizeof(std::uint64_t));
    std::memcpy(numberRows.data(), o.numberRows.data(), r * sizeof(std::uint64_t));
    std::memcpy(rowNumbers.data(), o.rowNumbers.data(), r * sizeof(std::uint64_t));
    std::memcpy(numberCols.data(), o.numberCols.data(), c * sizeof(std::uint64_t));
    std::memcpy(colNumbers.data(), o.colNumbers.data(), c * sizeof(std::uint64_t));
    dotCount = 0;
    for (int row = 0; row < rows; ++row)
        for (std::uint64_t m = dotRows[std::size_t(row)]; m; m &= m - 1)
            dotList[std::size_t(dotCount++)] = std::int16_t(row * cols + lowestBit(m));
}

Puzzle Board::toPuzzle() const {
    Puzzle p(rows, cols);
    for (int i = 0; i < count; ++i)
        p.addNumber(num[std::size_t(i)].row, num[std::size_t(i)].col, num[std::size_t(i)].value);
    for (int d = 0; d < dotCount; ++d) {
        const int cell = dotList[std::size_t(d)];
        p.setDot(rowOf[std::size_t(cell)], colOf[std::size_t(cell)], true);
    }
    return p;
}

} // namespace tessera::linjat
