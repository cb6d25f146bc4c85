#pragma once

#include <cstdint>
#include <utility>
#include <vector>

namespace tessera {

// The project's only source of randomness: xoshiro256** (Blackman & Vigna), its state seeded from
// one 64-bit seed through splitmix64. Integer ranges use Lemire's multiply-and-reject and doubles use
// the top 53 bits, so a seed gives the same sequence on every compiler and standard library
// (std distributions do not promise that).
class Rng {
public:
    explicit Rng(std::uint64_t seed = 0);

    std::uint64_t next();
    // Uniform in [0, bound); bound must be > 0.
    std::uint64_t below(std::uint64_t bound);
    // Uniform in [lo, hi] inclusive.
    int range(int lo, int hi);
    // Uniform in [0, 1).
    double uniform();
    bool chance(double p) { return uniform() < p; }
    // Index drawn with probability proportional to weights (non-negative, not all zero).
    std::size_t weighted(const std::vector<double> &weights);
    // A new generator whose stream is independent of this one (for per-thread or per-shard work).
    Rng split();

    template <typename T> void shuffle(std::vector<T> &v) {
        for (std::size_t i = v.size(); i > 1; --i) std::swap(v[i - 1], v[static_cast<std::size_t>(below(i))]);
    }
    // m items drawn uniformly without replacement from items (a partial Fisher-Yates shuffle of the
    // copy), appended to out in the order drawn.
    template <typename T> void draw(std::vector<T> items, std::size_t m, std::vector<T> &out) {
        for (std::size_t j = 0; j < m; ++j) {
            const std::size_t pick = j + static_cast<std::size_t>(below(items.size() - j));
            std::swap(items[j], items[pick]);
            out.push_back(items[j]);
        }
    }
    template <typename T> const T &pick(const std::vector<T> &v) {
        return v[static_cast<std::size_t>(below(v.size()))];
    }

    static std::uint64_t splitmix64(std::uint64_t &state);

private:
    std::uint64_t mState[4];
};

} // namespace tessera
