#include "linjat/puzzle.h"

#include "common/error.h"

#include <cassert>

namespace tessera::linjat {

Puzzle::Puzzle(int rows, int cols)
    : mRows(std::uint8_t(rows))
    , mCols(std::uint8_t(cols)) {
    assert(rows >= 1 && rows <= kMaxSide && cols >= 1 && cols <= kMaxSide);
}

int Puzzle::numberAt(int row, int col) const {
    for (int i = 0; i < mCount; ++i)
        if (mNumbers[std::size_t(i)].row == row && mNumbers[std::size_t(i)].col == col) return i;
    return -1;
}

int Puzzle::addNumber(int row, int col, int value) {
    assert(mCount < kMaxNumbers && numberAt(row, col) < 0);
    setDot(row, col, false);
    const int key = cellIndex(row, col);
    int at = mCount;
    while (at > 0 && cellIndex(mNumbers[std::size_t(at - 1)].row, mNumbers[std::size_t(at - 1)].col) > key) {
        mNumbers[std::size_t(at)] = mNumbers[std::size_t(at - 1)];
        --at;
    }
    mNumbers[std::size_t(at)] = Number{std::uint8_t(row), std::uint8_t(col), std::uint8_t(value)};
    ++mCount;
    return at;
}

void Puzzle::removeNumber(int index) {
    assert(index >= 0 && index < mCount);
    for (int i = index; i + 1 < mCount; ++i) mNumbers[std::size_t(i)] = mNumbers[std::size_t(i + 1)];
    --mCount;
    mNumbers[std::size_t(mCount)] = Number{};
}

int Puzzle::moveNumber(int index, int row, int col) {
    const int value = mNumbers[std::size_t(index)].value;
    removeNumber(index);
    return addNumber(row, col, value);
}

void Puzzle::setDot(int row, int col, bool dot) {
    const std::uint32_t bit = 1u << col;
    auto &r = mDotRows[std::size_t(row)];
    r = dot ? (r | bit) : (r & ~bit);
}

void Puzzle::clearDots() {
    mDotRows.fill(0);
}

int Puzzle::dotCount() const {
    int n = 0;
    for (int r = 0; r < mRows; ++r) n += __builtin_popcount(mDotRows[std::size_t(r)]);
    return n;
}

std::uint64_t Puzzle::hash() const {
    // FNV-1a over the content; only used to find candidates for an exact comparison.
    std::uint64_t h = 1469598103934665603ULL;
    auto mix = [&h](std::uint64_t v) {
        h ^= v;
        h *= 1099511628211ULL;
    };
    mix(std::uint64_t(mRows) << 8 | mCols);
    for (int i = 0; i < mCount; ++i) {
        const Number &n = mNumbers[std::size_t(i)];
        mix(std::uint64_t(n.row) << 16 | std::uint64_t(n.col) << 8 | n.value);
    }
    for (int r = 0; r < mRows; ++r) mix(mDotRows[std::size_t(r)]);
    return h;
}

Puzzle puzzleFromRows(const std::vector<std::string> &rows, const std::string &place) {
    if (rows.size() < std::size_t(kMinSide) || rows.size() > std::size_t(kMaxSide))
        throw Error("expected " + std::to_string(kMinSide) + " to " + std::to_string(kMaxSide) +
                        " rows, found " + std::to_string(rows.size()),
                    place);
    const std::size_t cols = rows[0].size();
    if (cols < std::size_t(kMinSide) || cols > std::size_t(kMaxSide))
        throw Error("row has " + std::to_string(cols) + " cells, expected " + std::to_string(kMinSide) +
                        " to " + std::to_string(kMaxSide),
                    place + "[0]");
    Puzzle puzzle(int(rows.size()), int(cols));
    for (std::size_t r = 0; r < rows.size(); ++r) {
        const std::string rowPlace = place + "[" + std::to_string(r) + "]";
        if (rows[r].size() != cols)
            throw Error("row has " + std::to_string(rows[r].size()) + " cells, expected " +
                            std::to_string(cols),
                        rowPlace);
        for (std::size_t c = 0; c < cols; ++c) {
            const char ch = rows[r][c];
            const std::string cellPlace = rowPlace + "[" + std::to_string(c) + "]";
            if (ch == ' ') continue;
            if (ch == '.') {
                puzzle.setDot(int(r), int(c), true);
            } else if (ch >= '1' && ch <= '9') {
                if (puzzle.numberCount() >= kMaxNumbers)
                    throw Error("more than " + std::to_string(kMaxNumbers) + " numbers", cellPlace);
                puzzle.addNumber(int(r), int(c), ch - '0');
            } else if (ch == '0') {
                throw Error("'0' is not a number (numbers are 1 to 9)", cellPlace);
            } else {
                const bool printable =
                    static_cast<unsigned char>(ch) >= 32 && static_cast<unsigned char>(ch) < 127;
                const std::string shown = printable ? std::string(1, ch) : "\\x" + [&] {
                    const char *hex = "0123456789abcdef";
                    const auto u = static_cast<unsigned char>(ch);
                    return std::string{hex[u >> 4], hex[u & 15]};
                }();
                throw Error("'" + shown + "' is not a digit, '.' or space", cellPlace);
            }
        }
    }
    return puzzle;
}

std::vector<std::string> puzzleToRows(const Puzzle &puzzle) {
    std::vector<std::string> rows(std::size_t(puzzle.rows()), std::string(std::size_t(puzzle.cols()), ' '));
    for (int r = 0; r < puzzle.rows(); ++r)
        for (int c = 0; c < puzzle.cols(); ++c)
            if (puzzle.isDot(r, c)) rows[std::size_t(r)][std::size_t(c)] = '.';
    for (const Number &n : puzzle.numbers()) rows[n.row][n.col] = char('0' + n.value);
    return rows;
}

} // namespace tessera::linjat
