#pragma once

#include <array>
#include <cstdint>
#include <cstring>
#include <span>
#include <string>
#include <vector>

namespace tessera::linjat {

inline constexpr int kMinSide = 4;
// Lines are handled as bit masks with a sentinel bit on each side, so a side fits in 32 bits with room.
inline constexpr int kMaxSide = 30;
inline constexpr int kMaxCells = kMaxSide * kMaxSide;
// Numbers are bits of a 64-bit mask; one bit stays free so "all numbers" never overflows a shift.
inline constexpr int kMaxNumbers = 63;
inline constexpr int kMinValue = 1;
inline constexpr int kMaxValue = 9;

struct Number {
    std::uint8_t row = 0;
    std::uint8_t col = 0;
    std::uint8_t value = 0;
    friend bool operator==(const Number &, const Number &) = default;
};
static_assert(sizeof(Number) == 3, "puzzles compare numbers as bytes");

// A Linjat level: a rectangle of empty cells, numbers and dots. Fixed capacity and no heap, so the
// generator and the optimizer copy puzzles freely in their inner loops. Numbers are always kept in
// row-major order, which makes the representation canonical: two puzzles with the same content compare
// equal and hash alike.
class Puzzle {
public:
    Puzzle() = default;
    Puzzle(int rows, int cols);

    int rows() const { return mRows; }
    int cols() const { return mCols; }
    int cellCount() const { return mRows * mCols; }
    int cellIndex(int row, int col) const { return row * mCols + col; }

    int numberCount() const { return mCount; }
    const Number &number(int index) const { return mNumbers[static_cast<std::size_t>(index)]; }
    std::span<const Number> numbers() const { return {mNumbers.data(), static_cast<std::size_t>(mCount)}; }
    // Index of the number on the cell, or -1.
    int numberAt(int row, int col) const;

    // Inserts in row-major order and returns the new index. The cell must be free (no number; a dot
    // there is removed) and the puzzle must have room.
    int addNumber(int row, int col, int value);
    void removeNumber(int index);
    void setValue(int index, int value) {
        mNumbers[static_cast<std::size_t>(index)].value = std::uint8_t(value);
    }
    // Moves a number to a free cell, keeping row-major order; returns its new index.
    int moveNumber(int index, int row, int col);

    bool isDot(int row, int col) const { return (mDotRows[static_cast<std::size_t>(row)] >> col) & 1u; }
    void setDot(int row, int col, bool dot);
    void clearDots();
    // Sets a whole row of dots (bit c = column c); cells holding a number must not be set.
    void setDotRow(int row, std::uint32_t bits) { mDotRows[std::size_t(row)] = bits; }
    int dotCount() const;
    // Bit c set when (row, c) holds a dot.
    std::uint32_t dotRow(int row) const { return mDotRows[static_cast<std::size_t>(row)]; }

    std::uint64_t hash() const;
    // The same board and numbers, whatever the dots.
    bool sameNumbers(const Puzzle &o) const {
        return mRows == o.mRows && mCols == o.mCols && mCount == o.mCount &&
               std::memcmp(mNumbers.data(), o.mNumbers.data(), mCount * sizeof(Number)) == 0;
    }
    // Compares the used part only (the rest is zero in both): the optimizer compares in its inner loop.
    friend bool operator==(const Puzzle &a, const Puzzle &b) {
        return a.sameNumbers(b) &&
               std::memcmp(a.mDotRows.data(), b.mDotRows.data(), a.mRows * sizeof(std::uint32_t)) == 0;
    }

private:
    std::uint8_t mRows = 0;
    std::uint8_t mCols = 0;
    std::uint8_t mCount = 0;
    // Unused entries stay zero so the defaulted comparison only sees content.
    std::array<Number, kMaxNumbers> mNumbers{};
    std::array<std::uint32_t, kMaxSide> mDotRows{};
};

// Text rows as in level files and in the original game's data: a digit 1-9 is a number, '.' a dot, ' '
// an empty cell. Throws Error naming the place ("<place>[2]: row has 5 cells, expected 6",
// "<place>[1][3]: '#' is not a digit, '.' or space").
Puzzle puzzleFromRows(const std::vector<std::string> &rows, const std::string &place = "rows");
std::vector<std::string> puzzleToRows(const Puzzle &puzzle);

} // namespace tessera::linjat
