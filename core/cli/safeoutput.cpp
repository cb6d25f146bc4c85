#include "cli/safeoutput.h"

namespace tessera::cli {

SafeTextBuffer::SafeTextBuffer(std::streambuf *target, bool keepCarriageReturn)
    : mTarget(target)
    , mKeepCarriageReturn(keepCarriageReturn) {}

SafeTextBuffer::~SafeTextBuffer() {
    if (mPendingC2) mTarget->sputc(char(0xc2));
    mTarget->pubsync();
}

bool SafeTextBuffer::escape(unsigned char c) {
    static const char *hex = "0123456789abcdef";
    const char text[6] = {'\\', 'u', '0', '0', hex[c >> 4], hex[c & 15]};
    return mTarget->sputn(text, 6) == 6;
}

bool SafeTextBuffer::put(unsigned char c) {
    if (mPendingC2) {
        mPendingC2 = false;
        if (c >= 0x80 && c <= 0x9f) return escape(c); // a C1 control character, U+0080..U+009F
        if (mTarget->sputc(char(0xc2)) == traits_type::eof()) return false;
    }
    if (c == 0xc2) {
        mPendingC2 = true;
        return true;
    }
    const bool control =
        (c < 0x20 && c != '\n' && c != '\t' && !(c == '\r' && mKeepCarriageReturn)) || c == 0x7f;
    if (control) return escape(c);
    return mTarget->sputc(char(c)) != traits_type::eof();
}

SafeTextBuffer::int_type SafeTextBuffer::overflow(int_type c) {
    if (traits_type::eq_int_type(c, traits_type::eof())) return traits_type::not_eof(c);
    return put(static_cast<unsigned char>(traits_type::to_char_type(c))) ? c : traits_type::eof();
}

std::streamsize SafeTextBuffer::xsputn(const char *s, std::streamsize n) {
    std::streamsize i = 0;
    while (i < n) {
        // Runs of ordinary bytes go on in one piece.
        std::streamsize run = i;
        while (run < n && !mPendingC2) {
            const auto c = static_cast<unsigned char>(s[run]);
            if ((c < 0x20 && c != '\n' && c != '\t') || c == 0x7f || c == 0xc2) break;
            ++run;
        }
        if (run > i) {
            if (mTarget->sputn(s + i, run - i) != run - i) return i;
            i = run;
            continue;
        }
        if (!put(static_cast<unsigned char>(s[i]))) return i;
        ++i;
    }
    return n;
}

int SafeTextBuffer::sync() {
    // A held 0xc2 stays held: what follows it decides how it is written.
    return mTarget->pubsync();
}

} // namespace tessera::cli
