#pragma once

#include "common/grid.h"
#include "rooms/cellrect.h"
#include "rooms/tile.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace tessera::rooms {

// A potential door: a wall tile with outside on the facing side, floor on the opposite side and wall on
// both flanks (the seed's rule). facing is the side a neighbour room attaches to; up/down doors sit in
// horizontal walls, left/right doors in vertical walls.
struct Door {
    Point pos;
    Dir facing = Dir::Up;
    friend bool operator==(const Door &, const Door &) = default;
};

// Every potential door of a tile matrix, in row-major order of their tiles. Cells beyond the matrix
// count as outside.
std::vector<Door> findPotentialDoors(const Grid<Tile> &tiles);

// A room model (the seed's "prefab"): its tile matrix, its potential doors, and the bit masks the map
// uses for collision tests.
class Prefab {
public:
    static constexpr int kMinSide = 3;
    static constexpr int kMaxSide = 64; // one 64-bit footprint mask per row

    // Checks the matrix and precomputes doors and masks. Refuses (Error, place "tiles" or "tiles[r]")
    // a matrix out of size, a floor tile that touches the outside, a floor in several pieces, a room in
    // several pieces, and a room without any potential door.
    Prefab(std::string name, Grid<Tile> tiles);

    const std::string &name() const { return mName; }
    const Grid<Tile> &tiles() const { return mTiles; }
    int rows() const { return mTiles.rows(); }
    int cols() const { return mTiles.cols(); }
    Tile tile(Point p) const { return mTiles.inside(p) ? mTiles.at(p) : Tile::Outer; }

    const std::vector<Door> &doors() const { return mDoors; }
    const std::vector<int> &doorsFacing(Dir d) const { return mDoorsByFacing[static_cast<int>(d)]; }
    // The index of the potential door on this tile, or -1 (also outside the matrix).
    int doorIndexAt(Point p) const { return mDoorIndex.inside(p) ? mDoorIndex.at(p) : -1; }

    // Bit c of rowMask(r) is set when tile (r, c) belongs to the room (wall or floor).
    std::uint64_t rowMask(int r) const { return mRowMasks[static_cast<std::size_t>(r)]; }
    const std::vector<std::uint64_t> &rowMasks() const { return mRowMasks; }
    // Wall and floor tiles, and the box around them (relative to the prefab's (0, 0)).
    int area() const { return mArea; }
    int floorArea() const { return mFloorArea; }
    const CellRect &footprintBox() const { return mBox; }
    // The floor tile nearest the floor's centroid: where a path through the room is drawn.
    Point anchor() const { return mAnchor; }

private:
    std::string mName;
    Grid<Tile> mTiles;
    std::vector<Door> mDoors;
    std::array<std::vector<int>, 4> mDoorsByFacing;
    Grid<int> mDoorIndex;
    std::vector<std::uint64_t> mRowMasks;
    int mArea = 0;
    int mFloorArea = 0;
    CellRect mBox;
    Point mAnchor;
};

// Tile rows as written in the prefab JSON ("#" wall, "." floor, "-" outside).
std::vector<std::string> tileRows(const Grid<Tile> &tiles);

} // namespace tessera::rooms
