#include "rooms/bitplane.h"

#include <algorithm>

namespace tessera::rooms {

namespace {
int floorDiv64(int v) {
    return v >= 0 ? v / 64 : -((-v + 63) / 64);
}
} // namespace

bool BitPlane::collides(const Prefab &prefab, Point pos) const {
    // Rows outside the window cannot collide; clip to it. The column split is the same for every row.
    const int first = std::max(0, mTop - pos.row);
    const int last = std::min(prefab.rows(), mTop + mRows - pos.row);
    if (first >= last) return false;
    const int rel = pos.col - mLeft;
    const int w = floorDiv64(rel);
    const int s = rel - 64 * w;
    const bool loIn = w >= 0 && w < mWords;
    const bool hiIn = s != 0 && w + 1 >= 0 && w + 1 < mWords;
    if (!loIn && !hiIn) return false;
    const std::uint64_t *words =
        mBits.data() + static_cast<std::size_t>(pos.row + first - mTop) * static_cast<std::size_t>(mWords);
    for (int i = first; i < last; ++i, words += mWords) {
        std::uint64_t bits = loIn ? words[w] >> s : 0;
        if (hiIn) bits |= words[w + 1] << (64 - s);
        if (bits & prefab.rowMask(i)) return true;
    }
    return false;
}

void BitPlane::ensure(const CellRect &cells) {
    const int right = mLeft + 64 * mWords - 1;
    if (mRows > 0 && cells.top >= mTop && cells.bottom < mTop + mRows && cells.left >= mLeft &&
        cells.right <= right)
        return;
    CellRect want = cells;
    if (mRows > 0) want = want.united(CellRect{mTop, mLeft, mTop + mRows - 1, right});
    // Grow with a margin so a map growing one room at a time reallocates rarely.
    const int margin = std::max(16, want.height() / 2);
    const int top = want.top - margin;
    const int rows = want.height() + 2 * margin;
    const int left = 64 * floorDiv64(want.left - 64);
    const int words = floorDiv64(want.right + 64) - floorDiv64(left) + 1;
    std::vector<std::uint64_t> bits(static_cast<std::size_t>(rows) * static_cast<std::size_t>(words), 0);
    const int wordShift = (mLeft - left) / 64;
    for (int r = 0; r < mRows; ++r)
        std::copy_n(mBits.data() + static_cast<std::size_t>(r) * static_cast<std::size_t>(mWords), mWords,
                    bits.data() + static_cast<std::size_t>(r + mTop - top) * static_cast<std::size_t>(words) +
                        static_cast<std::size_t>(wordShift));
    mTop = top;
    mRows = rows;
    mLeft = left;
    mWords = words;
    mBits = std::move(bits);
}

void BitPlane::set(Point cell) {
    ensure(CellRect{cell.row, cell.col, cell.row, cell.col});
    const int rel = cell.col - mLeft;
    rowWords(cell.row)[rel / 64] |= std::uint64_t{1} << (rel % 64);
}

void BitPlane::clear(Point cell) {
    const int rel = cell.col - mLeft;
    if (cell.row < mTop || cell.row >= mTop + mRows || rel < 0 || rel >= 64 * mWords) return;
    rowWords(cell.row)[rel / 64] &= ~(std::uint64_t{1} << (rel % 64));
}

void BitPlane::add(const Prefab &prefab, Point pos) {
    ensure(CellRect{pos.row, pos.col, pos.row + prefab.rows() - 1, pos.col + prefab.cols() - 1});
    const int rel = pos.col - mLeft;
    const int w = rel / 64;
    const int s = rel % 64;
    for (int i = 0; i < prefab.rows(); ++i) {
        const std::uint64_t m = prefab.rowMask(i);
        std::uint64_t *words = rowWords(pos.row + i);
        words[w] |= m << s;
        if (s != 0 && (m >> (64 - s)) != 0) words[w + 1] |= m >> (64 - s);
    }
}

} // namespace tessera::rooms
