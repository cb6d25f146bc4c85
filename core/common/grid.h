#pragma once

#include "common/point.h"

#include <cassert>
#include <cstddef>
#include <vector>

namespace tessera {

// A dense row-major rectangle of T. Bounds are checked by inside(); at() asserts.
template <typename T> class Grid {
public:
    Grid() = default;
    Grid(int rows, int cols, const T &fill = T{})
        : mRows(rows), mCols(cols), mCells(static_cast<std::size_t>(rows) * cols, fill) {}

    int rows() const { return mRows; }
    int cols() const { return mCols; }
    int size() const { return mRows * mCols; }
    bool empty() const { return mCells.empty(); }
    bool inside(Point p) const { return p.row >= 0 && p.col >= 0 && p.row < mRows && p.col < mCols; }
    int index(Point p) const { return p.row * mCols + p.col; }
    Point point(int index) const { return {index / mCols, index % mCols}; }

    T &at(Point p) {
        assert(inside(p));
        return mCells[static_cast<std::size_t>(index(p))];
    }
    const T &at(Point p) const {
        assert(inside(p));
        return mCells[static_cast<std::size_t>(index(p))];
    }
    T &operator[](Point p) { return at(p); }
    const T &operator[](Point p) const { return at(p); }
    T &operator[](int i) { return mCells[static_cast<std::size_t>(i)]; }
    const T &operator[](int i) const { return mCells[static_cast<std::size_t>(i)]; }

    void fill(const T &value) { mCells.assign(mCells.size(), value); }
    const std::vector<T> &cells() const { return mCells; }
    auto begin() { return mCells.begin(); }
    auto end() { return mCells.end(); }
    auto begin() const { return mCells.begin(); }
    auto end() const { return mCells.end(); }

    friend bool operator==(const Grid &, const Grid &) = default;

private:
    int mRows = 0;
    int mCols = 0;
    std::vector<T> mCells;
};

} // namespace tessera
