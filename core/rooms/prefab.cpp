#include "rooms/prefab.h"

#include "common/error.h"

#include <deque>

namespace tessera::rooms {

namespace {

Tile tileAt(const Grid<Tile> &g, Point p) {
    return g.inside(p) ? g.at(p) : Tile::Outer;
}

Dir turnRight(Dir d) {
    return static_cast<Dir>((static_cast<int>(d) + 1) % 4);
}

// Number of 4-connected pieces of the cells for which keep() is true.
template <typename Keep> int pieces(const Grid<Tile> &g, Keep keep) {
    Grid<std::uint8_t> seen(g.rows(), g.cols(), 0);
    int count = 0;
    std::deque<Point> queue;
    for (int i = 0; i < g.size(); ++i) {
        const Point start = g.point(i);
        if (seen[start] || !keep(g[start])) continue;
        ++count;
        seen[start] = 1;
        queue.push_back(start);
        while (!queue.empty()) {
            const Point p = queue.front();
            queue.pop_front();
            for (Dir d : kAllDirs) {
                const Point q = step(p, d);
                if (!g.inside(q) || seen[q] || !keep(g[q])) continue;
                seen[q] = 1;
                queue.push_back(q);
            }
        }
    }
    return count;
}

} // namespace

std::vector<Door> findPotentialDoors(const Grid<Tile> &tiles) {
    std::vector<Door> doors;
    for (int i = 0; i < tiles.size(); ++i) {
        const Point p = tiles.point(i);
        if (tiles[p] != Tile::Solid) continue;
        for (Dir d : kAllDirs) {
            const Dir flank = turnRight(d);
            if (tileAt(tiles, step(p, d)) == Tile::Outer &&
                tileAt(tiles, step(p, opposite(d))) == Tile::Inner &&
                tileAt(tiles, step(p, flank)) == Tile::Solid &&
                tileAt(tiles, step(p, opposite(flank))) == Tile::Solid) {
                doors.push_back({p, d});
                break; // outer on one side and inner on the other: at most one direction fits
            }
        }
    }
    return doors;
}

Prefab::Prefab(std::string name, Grid<Tile> tiles)
    : mName(std::move(name))
    , mTiles(std::move(tiles)) {
    const int rows = mTiles.rows();
    const int cols = mTiles.cols();
    if (rows < kMinSide || cols < kMinSide || rows > kMaxSide || cols > kMaxSide)
        throw Error("a prefab is " + std::to_string(kMinSide) + " to " + std::to_string(kMaxSide) +
                        " tiles on each side, this one is " + std::to_string(rows) + " x " +
                        std::to_string(cols),
                    "tiles");

    long long sumRow = 0, sumCol = 0;
    mRowMasks.assign(static_cast<std::size_t>(rows), 0);
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < cols; ++c) {
            const Point p{r, c};
            const Tile t = mTiles[p];
            if (t == Tile::Outer) continue;
            mRowMasks[static_cast<std::size_t>(r)] |= std::uint64_t{1} << c;
            ++mArea;
            mBox = mBox.united(CellRect{r, c, r, c});
            if (t != Tile::Inner) continue;
            ++mFloorArea;
            sumRow += r;
            sumCol += c;
            for (Dir d : kAllDirs)
                if (tileAt(mTiles, step(p, d)) == Tile::Outer)
                    throw Error("floor at column " + std::to_string(c) +
                                    " touches the outside; close the room with walls",
                                "tiles[" + std::to_string(r) + "]");
        }
    }
    if (mFloorArea == 0) throw Error("the prefab has no floor ('.') tile", "tiles");
    if (const int n = pieces(mTiles, [](Tile t) { return t == Tile::Inner; }); n > 1)
        throw Error("the floor is split into " + std::to_string(n) +
                        " separate parts; a room must be walkable",
                    "tiles");
    if (const int n = pieces(mTiles, [](Tile t) { return t != Tile::Outer; }); n > 1)
        throw Error("the room is in " + std::to_string(n) + " separate pieces (a stray wall?)", "tiles");

    mDoors = findPotentialDoors(mTiles);
    if (mDoors.empty())
        throw Error("the prefab has no potential door (a wall tile with outside on one side, floor on the "
                    "other and walls on both flanks)",
                    "tiles");
    mDoorIndex = Grid<int>(rows, cols, -1);
    for (std::size_t i = 0; i < mDoors.size(); ++i) {
        mDoorsByFacing[static_cast<int>(mDoors[i].facing)].push_back(static_cast<int>(i));
        mDoorIndex[mDoors[i].pos] = static_cast<int>(i);
    }

    // Anchor: the floor tile nearest the centroid (compared in units of 1/floorArea to stay integral).
    long long best = -1;
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c) {
            if (mTiles[Point{r, c}] != Tile::Inner) continue;
            const long long dr = static_cast<long long>(r) * mFloorArea - sumRow;
            const long long dc = static_cast<long long>(c) * mFloorArea - sumCol;
            const long long d = dr * dr + dc * dc;
            if (best < 0 || d < best) {
                best = d;
                mAnchor = {r, c};
            }
        }
}

std::vector<std::string> tileRows(const Grid<Tile> &tiles) {
    std::vector<std::string> rows;
    for (int r = 0; r < tiles.rows(); ++r) {
        std::string row;
        for (int c = 0; c < tiles.cols(); ++c) row += tileChar(tiles[Point{r, c}]);
        rows.push_back(std::move(row));
    }
    return rows;
}

} // namespace tessera::rooms
