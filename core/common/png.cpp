#include "common/png.h"

#include "common/error.h"

#include <array>
#include <cstring>
#include <vector>

namespace tessera {

namespace {

std::uint32_t crc32(const unsigned char *data, std::size_t n, std::uint32_t crc = 0) {
    static const auto table = [] {
        std::array<std::uint32_t, 256> t{};
        for (std::uint32_t i = 0; i < 256; ++i) {
            std::uint32_t c = i;
            for (int k = 0; k < 8; ++k) c = (c & 1) ? 0xedb88320u ^ (c >> 1) : c >> 1;
            t[i] = c;
        }
        return t;
    }();
    crc = ~crc;
    for (std::size_t i = 0; i < n; ++i) crc = table[(crc ^ data[i]) & 0xff] ^ (crc >> 8);
    return ~crc;
}

std::uint32_t adler32(const std::vector<unsigned char> &data) {
    std::uint32_t a = 1, b = 0;
    std::size_t i = 0;
    while (i < data.size()) {
        // 5552 is the largest run that cannot overflow 32 bits before the modulo.
        const std::size_t end = std::min(data.size(), i + 5552);
        for (; i < end; ++i) {
            a += data[i];
            b += a;
        }
        a %= 65521;
        b %= 65521;
    }
    return (b << 16) | a;
}

class BitWriter {
public:
    // Deflate packs bits from the least significant end.
    void bits(std::uint32_t value, int count) {
        mAcc |= static_cast<std::uint64_t>(value) << mCount;
        mCount += count;
        while (mCount >= 8) {
            mOut.push_back(static_cast<unsigned char>(mAcc & 0xff));
            mAcc >>= 8;
            mCount -= 8;
        }
    }
    // Huffman codes are stored most significant bit first.
    void code(std::uint32_t code, int length) {
        std::uint32_t reversed = 0;
        for (int i = 0; i < length; ++i) reversed |= ((code >> i) & 1u) << (length - 1 - i);
        bits(reversed, length);
    }
    std::vector<unsigned char> finish() {
        if (mCount > 0) bits(0, 8 - mCount);
        return std::move(mOut);
    }

private:
    std::vector<unsigned char> mOut;
    std::uint64_t mAcc = 0;
    int mCount = 0;
};

// The fixed Huffman code of RFC 1951, section 3.2.6.
void literal(BitWriter &w, int symbol) {
    if (symbol < 144)
        w.code(0x30 + symbol, 8);
    else if (symbol < 256)
        w.code(0x190 + (symbol - 144), 9);
    else if (symbol < 280)
        w.code(symbol - 256, 7);
    else
        w.code(0xc0 + (symbol - 280), 8);
}

constexpr int kLengthBase[] = {3,  4,  5,  6,  7,  8,  9,  10, 11,  13,  15,  17,  19,  23, 27,
                               31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
constexpr int kLengthExtra[] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
constexpr int kDistBase[] = {1,    2,    3,    4,    5,    7,    9,    13,    17,    25,
                             33,   49,   65,   97,   129,  193,  257,  385,   513,   769,
                             1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
constexpr int kDistExtra[] = {0, 0, 0, 0, 1, 1, 2, 2,  3,  3,  4,  4,  5,  5,  6,
                              6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};

void match(BitWriter &w, int length, int distance) {
    int li = 28;
    while (kLengthBase[li] > length) --li;
    literal(w, 257 + li);
    if (kLengthExtra[li]) w.bits(static_cast<std::uint32_t>(length - kLengthBase[li]), kLengthExtra[li]);
    int di = 29;
    while (kDistBase[di] > distance) --di;
    w.code(static_cast<std::uint32_t>(di), 5);
    if (kDistExtra[di]) w.bits(static_cast<std::uint32_t>(distance - kDistBase[di]), kDistExtra[di]);
}

// Length of the common prefix, up to limit, compared eight bytes at a time.
int matchLength(const unsigned char *a, const unsigned char *b, int limit) {
    int len = 0;
    while (len + 8 <= limit) {
        std::uint64_t x, y;
        std::memcpy(&x, a + len, 8);
        std::memcpy(&y, b + len, 8);
        if (x != y) {
            // Little- or big-endian, the first differing byte is found by a byte loop over at most 8.
            while (a[len] == b[len]) ++len;
            return len;
        }
        len += 8;
    }
    while (len < limit && a[len] == b[len]) ++len;
    return len;
}

// One fixed-Huffman block with greedy LZ77 over hash chains: previews are mostly flat colour, where
// this gets most of what a full encoder would, in a page of code.
std::vector<unsigned char> deflate(const std::vector<unsigned char> &in) {
    constexpr int kWindow = 32768, kMaxLen = 258, kMinLen = 3, kMaxChain = 32;
    constexpr int kHashBits = 15;
    std::vector<int> head(1 << kHashBits, -1);
    std::vector<int> prev(kWindow, -1);
    const int n = static_cast<int>(in.size());
    auto hash = [&](int i) {
        const std::uint32_t v = (std::uint32_t(in[i]) << 16) | (std::uint32_t(in[i + 1]) << 8) | in[i + 2];
        return static_cast<int>((v * 2654435761u) >> (32 - kHashBits));
    };
    auto insert = [&](int i) {
        if (i + kMinLen > n) return;
        const int h = hash(i);
        prev[i % kWindow] = head[h];
        head[h] = i;
    };

    BitWriter w;
    w.bits(1, 1); // final block
    w.bits(1, 2); // fixed Huffman codes
    int i = 0;
    while (i < n) {
        int bestLen = 0, bestDist = 0;
        if (i + kMinLen <= n) {
            int candidate = head[hash(i)];
            const int maxLen = std::min(kMaxLen, n - i);
            for (int chain = 0; candidate >= 0 && i - candidate <= kWindow && chain < kMaxChain; ++chain) {
                const int len = matchLength(in.data() + candidate, in.data() + i, maxLen);
                if (len > bestLen) {
                    bestLen = len;
                    bestDist = i - candidate;
                    if (len == maxLen) break;
                }
                const int next = prev[candidate % kWindow];
                if (next >= candidate) break; // the slot was reused by a newer position
                candidate = next;
            }
        }
        if (bestLen >= kMinLen) {
            match(w, bestLen, bestDist);
            // Long matches are flat colour; indexing their last positions is enough to continue the run
            // and keeps the encoder fast (zlib's fast modes do the same).
            for (int k = bestLen > 32 ? bestLen - 4 : 0; k < bestLen; ++k) insert(i + k);
            i += bestLen;
        } else {
            literal(w, in[i]);
            insert(i);
            ++i;
        }
    }
    literal(w, 256); // end of block
    return w.finish();
}

void put32(std::string &out, std::uint32_t v) {
    out += static_cast<char>(v >> 24);
    out += static_cast<char>((v >> 16) & 0xff);
    out += static_cast<char>((v >> 8) & 0xff);
    out += static_cast<char>(v & 0xff);
}

void chunk(std::string &out, const char *type, const std::vector<unsigned char> &data) {
    put32(out, static_cast<std::uint32_t>(data.size()));
    std::vector<unsigned char> typed(type, type + 4);
    typed.insert(typed.end(), data.begin(), data.end());
    out.append(reinterpret_cast<const char *>(typed.data()), typed.size());
    put32(out, crc32(typed.data(), typed.size()));
}

} // namespace

std::string encodePng(const Image &image) {
    if (image.width <= 0 || image.height <= 0 ||
        image.rgba.size() != static_cast<std::size_t>(image.width) * static_cast<std::size_t>(image.height))
        throw Error("cannot encode an image of " + std::to_string(image.width) + " x " +
                    std::to_string(image.height) + " pixels with " + std::to_string(image.rgba.size()) +
                    " values");

    // Scanlines with filter type 0 (none); the LZ77 stage finds the repeats within and across rows.
    std::vector<unsigned char> raw;
    raw.reserve(static_cast<std::size_t>(image.height) * (1 + 4 * static_cast<std::size_t>(image.width)));
    for (int y = 0; y < image.height; ++y) {
        raw.push_back(0);
        for (int x = 0; x < image.width; ++x) {
            const std::uint32_t p = image.pixel(x, y);
            raw.push_back(static_cast<unsigned char>(p >> 24));
            raw.push_back(static_cast<unsigned char>(p >> 16));
            raw.push_back(static_cast<unsigned char>(p >> 8));
            raw.push_back(static_cast<unsigned char>(p));
        }
    }

    std::vector<unsigned char> z{0x78, 0x01}; // zlib header: deflate, 32K window, no dictionary
    const std::vector<unsigned char> body = deflate(raw);
    z.insert(z.end(), body.begin(), body.end());
    const std::uint32_t adler = adler32(raw);
    for (int shift = 24; shift >= 0; shift -= 8) z.push_back(static_cast<unsigned char>(adler >> shift));

    std::string out("\x89PNG\r\n\x1a\n", 8);
    std::vector<unsigned char> ihdr;
    for (std::uint32_t v :
         {static_cast<std::uint32_t>(image.width), static_cast<std::uint32_t>(image.height)})
        for (int shift = 24; shift >= 0; shift -= 8) ihdr.push_back(static_cast<unsigned char>(v >> shift));
    ihdr.insert(ihdr.end(),
                {8, 6, 0, 0, 0}); // 8 bits per channel, RGBA, deflate, adaptive filters, no interlace
    chunk(out, "IHDR", ihdr);
    chunk(out, "IDAT", z);
    chunk(out, "IEND", {});
    return out;
}

} // namespace tessera
