#pragma once

#include "rooms/move.h"

#include <cstdint>

namespace tessera::rooms {

enum class CacheKind { None, Always, Refresh };

// The seed's fitness cache: trades exactness for speed by reusing a move's objective values from an
// earlier step instead of measuring it again. None measures every move every step (exact); Always
// keeps a move's values for as long as the move exists; Refresh forgets everything every N placed
// rooms. Entries live in the candidates (Candidate::cacheEpoch); forgetting is bumping the epoch, so
// it costs nothing. Values are cached, not fitness, so adaptive weights still apply to cached moves.
class FitnessCache {
public:
    explicit FitnessCache(CacheKind kind = CacheKind::None, int refreshEvery = 10)
        : mKind(kind)
        , mRefreshEvery(refreshEvery < 1 ? 1 : refreshEvery) {}

    bool lookup(const Candidate &c) const { return mKind != CacheKind::None && c.cacheEpoch == mEpoch; }
    void store(Candidate &c) const { c.cacheEpoch = mEpoch; }
    // After each placement; placed counts every room on the map, the first included.
    void roomPlaced(int placed) {
        if (mKind == CacheKind::Refresh && placed % mRefreshEvery == 0) ++mEpoch;
    }
    void clear() { ++mEpoch; }
    std::uint32_t epoch() const { return mEpoch; }
    CacheKind kind() const { return mKind; }

private:
    CacheKind mKind;
    int mRefreshEvery;
    std::uint32_t mEpoch = 1; // 0 marks a candidate never measured
};

} // namespace tessera::rooms
