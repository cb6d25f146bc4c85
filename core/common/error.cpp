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

Error::Error(std::string message, std::string place, std::string file)
    : std::runtime_error(compose(printableText(file), printableText(place), printableText(message)))
    , mMessage(printableText(message))
    , mPlace(printableText(place))
    , mFile(printableText(file)) {}

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
