#pragma once

#include "common/point.h"

#include <algorithm>

namespace tessera::rooms {

// An inclusive rectangle of map cells; empty when bottom < top.
struct CellRect {
    int top = 0;
    int left = 0;
    int bottom = -1;
    int right = -1;

    bool empty() const { return bottom < top || right < left; }
    int height() const { return empty() ? 0 : bottom - top + 1; }
    int width() const { return empty() ? 0 : right - left + 1; }
    bool contains(Point p) const {
        return p.row >= top && p.row <= bottom && p.col >= left && p.col <= right;
    }
    bool intersects(const CellRect &o) const {
        return !empty() && !o.empty() && top <= o.bottom && o.top <= bottom && left <= o.right &&
               o.left <= right;
    }
    CellRect united(const CellRect &o) const {
        if (empty()) return o;
        if (o.empty()) return *this;
        return {std::min(top, o.top), std::min(left, o.left), std::max(bottom, o.bottom),
                std::max(right, o.right)};
    }
    CellRect shifted(Point by) const {
        return {top + by.row, left + by.col, bottom + by.row, right + by.col};
    }
    friend bool operator==(const CellRect &, const CellRect &) = default;
};

} // namespace tessera::rooms
