#pragma once

#include "rooms/cellrect.h"
#include "rooms/prefab.h"

#include <cstdint>
#include <vector>

namespace tessera::rooms {

// One bit per map cell over a window that grows in every direction as bits are set (the map has no
// fixed origin or size); cells outside the window read as clear. A prefab collision test is one masked
// 64-bit compare per prefab row.
class BitPlane {
public:
    bool test(Point cell) const {
        const int r = cell.row - mTop;
        const int rel = cell.col - mLeft;
        if (r < 0 || r >= mRows || rel < 0 || rel >= 64 * mWords) return false;
        return (mBits[static_cast<std::size_t>(r) * static_cast<std::size_t>(mWords) +
                      static_cast<std::size_t>(rel >> 6)] >>
                    (rel & 63) &
                1u) != 0;
    }
    void set(Point cell);
    void clear(Point cell);
    // Whether any footprint tile of the prefab placed at pos lands on a set bit.
    bool collides(const Prefab &prefab, Point pos) const;
    // Sets the bits of the prefab's footprint placed at pos.
    void add(const Prefab &prefab, Point pos);

private:
    void ensure(const CellRect &cells);
    std::uint64_t *rowWords(int row) {
        return mBits.data() + static_cast<std::size_t>(row - mTop) * static_cast<std::size_t>(mWords);
    }

    int mTop = 0; // first map row of the window
    int mRows = 0;
    int mLeft = 0;  // first map column of the window, a multiple of 64
    int mWords = 0; // 64-column words per row
    std::vector<std::uint64_t> mBits;
};

} // namespace tessera::rooms
