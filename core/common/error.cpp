#include "common/error.h"

namespace tessera {

std::string printableText(const std::string &text) {
    static const char *hex = "0123456789abcdef";
    std::string out;
    out.reserve(text.size());
    auto escape = [&](unsigned char c) {
        out.append("\\x");
        out.push_back(hex[c >> 4]);
        out.push_back(hex[c & 15]);
    };
    for (std::size_t i = 0; i < text.size();) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c < 0x80) {
            if ((c < 0x20 && c != '\n' && c != '\t') || c == 0x7f)
                escape(c);
            else
                out.push_back(char(c));
            ++i;
            continue;
        }
        // A well-formed UTF-8 sequence (no overlong forms, surrogates or code points past U+10FFFF)
        // passes; any other byte is shown as \xNN.
        const int length = c >= 0xf0 && c <= 0xf4 ? 4 : c >= 0xe0 ? 3 : c >= 0xc2 && c <= 0xdf ? 2 : 0;
        bool ok = length > 0 && i + std::size_t(length) <= text.size();
        for (int k = 1; ok && k < length; ++k) ok = (static_cast<unsigned char>(text[i + k]) & 0xc0) == 0x80;
        if (ok && length >= 3) {
            const auto c1 = static_cast<unsigned char>(text[i + 1]);
            if (c == 0xe0 && c1 < 0xa0) ok = false;
            if (c == 0xed && c1 >= 0xa0) ok = false;
            if (c == 0xf0 && c1 < 0x90) ok = false;
            if (c == 0xf4 && c1 >= 0x90) ok = false;
        }
        // The C1 controls U+0080..U+009F (U+009B is a CSI to some terminals) are shown as bytes too.
        if (ok && c == 0xc2 && static_cast<unsigned char>(text[i + 1]) <= 0x9f) {
            escape(c);
            escape(static_cast<unsigned char>(text[i + 1]));
            i += 2;
            continue;
        }
        if (!ok) {
            escape(c);
            ++i;
            continue;
        }
        out.append(text, i, std::size_t(length));
        i += std::size_t(length);
    }
    return out;
}

std::string cutLongWords(const std::string &text, std::size_t limit) {
    // Counted in characters (UTF-8 lead bytes), cut only between characters. A word already cut ends in
    // "…", so cutting twice (or after Error::under() prefixed a place) changes nothing.
    auto lead = [](char c) { return (static_cast<unsigned char>(c) & 0xc0) != 0x80; };
    std::string out;
    std::size_t i = 0;
    while (i < text.size()) {
        std::size_t end = i;
        while (end < text.size() && text[end] != ' ' && text[end] != '\n') ++end;
        std::size_t characters = 0, cut = end;
        for (std::size_t k = i; k < end; ++k) {
            if (!lead(text[k])) continue;
            if (characters == limit) cut = k;
            ++characters;
        }
        // A word cut before ends in "…"; a place prefix may have made it a little longer since.
        const bool cutBefore =
            end - i >= 3 && text.compare(end - 3, 3, "\u2026") == 0 && characters <= 2 * limit;
        if (characters > limit + 1 && !cutBefore) {
            out.append(text, i, cut - i).append("\u2026 (" + std::to_string(characters) + " characters)");
        } else {
            out.append(text, i, end - i);
        }
        if (end < text.size()) out.push_back(text[end]);
        i = end + 1;
    }
    return out;
}

std::string boundedText(const std::string &text) {
    return cutLongWords(printableText(text));
}

Error::Error(std::string message, std::string place, std::string file)
    : std::runtime_error(
          compose(cutLongWords(printableText(file), 1000), boundedText(place), boundedText(message)))
    , mMessage(boundedText(message))
    , mPlace(boundedText(place))
    , mFile(cutLongWords(printableText(file), 1000)) {}

std::string Error::compose(const std::string &file, const std::string &place, const std::string &message) {
    // Appended piece by piece: GCC 12 warns (-Wrestrict, a false positive) on `out += file + ": "`.
    std::string out;
    out.reserve(file.size() + place.size() + message.size() + 4);
    if (!file.empty()) out.append(file).append(": ");
    if (!place.empty()) out.append(place).append(": ");
    out.append(message);
    return out;
}

Error Error::inFile(const std::string &file) const {
    return Error(mMessage, mPlace, mFile.empty() ? file : mFile);
}

Error Error::under(const std::string &prefix) const {
    if (prefix.empty()) return *this;
    std::string place = prefix;
    if (!mPlace.empty()) place += (mPlace.front() == '[' ? "" : ".") + mPlace;
    return Error(mMessage, place, mFile);
}

} // namespace tessera
