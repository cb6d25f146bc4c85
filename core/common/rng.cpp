#include "common/rng.h"

#include <cassert>

namespace tessera {

namespace {
constexpr std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
} // namespace

std::uint64_t Rng::splitmix64(std::uint64_t &state) {
    std::uint64_t z = (state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

Rng::Rng(std::uint64_t seed) {
    std::uint64_t s = seed;
    for (auto &word : mState) word = splitmix64(s);
}

std::uint64_t Rng::next() {
    const std::uint64_t result = rotl(mState[1] * 5, 7) * 9;
    const std::uint64_t t = mState[1] << 17;
    mState[2] ^= mState[0];
    mState[3] ^= mState[1];
    mState[1] ^= mState[2];
    mState[0] ^= mState[3];
    mState[2] ^= t;
    mState[3] = rotl(mState[3], 45);
    return result;
}

std::uint64_t Rng::below(std::uint64_t bound) {
    assert(bound > 0);
    // Lemire: the high word of a 128-bit product, rejecting the biased low range.
    unsigned __int128 m = static_cast<unsigned __int128>(next()) * bound;
    auto low = static_cast<std::uint64_t>(m);
    if (low < bound) {
        const std::uint64_t threshold = (0 - bound) % bound;
        while (low < threshold) {
            m = static_cast<unsigned __int128>(next()) * bound;
            low = static_cast<std::uint64_t>(m);
        }
    }
    return static_cast<std::uint64_t>(m >> 64);
}

int Rng::range(int lo, int hi) {
    assert(hi >= lo);
    return lo + static_cast<int>(below(static_cast<std::uint64_t>(hi - lo) + 1));
}

double Rng::uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

std::size_t Rng::weighted(const std::vector<double> &weights) {
    double total = 0;
    for (double w : weights) total += w;
    assert(total > 0);
    double x = uniform() * total;
    for (std::size_t i = 0; i < weights.size(); ++i) {
        if (x < weights[i]) return i;
        x -= weights[i];
    }
    // Rounding can leave x just past the last positive weight.
    for (std::size_t i = weights.size(); i-- > 0;)
        if (weights[i] > 0) return i;
    return 0;
}

Rng Rng::split() { return Rng(next() ^ 0x6a09e667f3bcc909ULL); }

} // namespace tessera
