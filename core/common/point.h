#pragma once

#include <array>
#include <compare>
#include <cstdint>

namespace tessera {

// A cell address: row first, as in every text format we read.
struct Point {
    int row = 0;
    int col = 0;
    friend constexpr auto operator<=>(const Point &, const Point &) = default;
    constexpr Point operator+(Point o) const { return {row + o.row, col + o.col}; }
    constexpr Point operator-(Point o) const { return {row - o.row, col - o.col}; }
};

enum class Dir : std::uint8_t { Up, Right, Down, Left };
inline constexpr std::array<Dir, 4> kAllDirs{Dir::Up, Dir::Right, Dir::Down, Dir::Left};

constexpr Point delta(Dir d) {
    switch (d) {
    case Dir::Up: return {-1, 0};
    case Dir::Right: return {0, 1};
    case Dir::Down: return {1, 0};
    case Dir::Left: return {0, -1};
    }
    return {0, 0};
}
constexpr Point step(Point p, Dir d, int n = 1) {
    const Point v = delta(d);
    return {p.row + v.row * n, p.col + v.col * n};
}
constexpr Dir opposite(Dir d) { return static_cast<Dir>((static_cast<int>(d) + 2) % 4); }
constexpr bool isHorizontal(Dir d) { return d == Dir::Left || d == Dir::Right; }
constexpr const char *dirName(Dir d) {
    constexpr const char *names[] = {"up", "right", "down", "left"};
    return names[static_cast<int>(d)];
}
constexpr int manhattan(Point a, Point b) {
    return (a.row > b.row ? a.row - b.row : b.row - a.row) + (a.col > b.col ? a.col - b.col : b.col - a.col);
}

} // namespace tessera
