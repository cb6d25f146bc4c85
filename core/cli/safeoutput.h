#pragma once

#include <streambuf>

namespace tessera::cli {

// The CLI's stdout and stderr pass through one of these, so no text a file brought in (a pack's name,
// a level's title) can drive the terminal: C0 control characters other than newline and tab (and
// carriage return where kept, for the progress line), DEL, and the C1 controls U+0080..U+009F are
// written as \u00XX (ESC [2J becomes "\u001b[2J"), which inside a JSON string is the same character, so
// JSON output stays valid (nlohmann escapes C0 itself but writes DEL and C1 raw). Everything else
// passes unchanged.
class SafeTextBuffer : public std::streambuf {
public:
    SafeTextBuffer(std::streambuf *target, bool keepCarriageReturn);
    ~SafeTextBuffer() override;

protected:
    int_type overflow(int_type c) override;
    std::streamsize xsputn(const char *s, std::streamsize n) override;
    int sync() override;

private:
    bool put(unsigned char c);
    bool escape(unsigned char c);
    std::streambuf *mTarget;
    bool mKeepCarriageReturn;
    bool mPendingC2 = false; // the lead byte 0xc2 of a two-byte character, held to see what follows
};

} // namespace tessera::cli
