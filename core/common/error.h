#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>

namespace tessera {

// Text from a file made safe to show: control characters other than newline and tab (C0, DEL and the
// C1 range), and bytes that are not well-formed UTF-8, become \xNN (a file must not clear or retitle
// the user's terminal, and a NUL must not cut the message short). Error applies it to every part of
// its message, then the cut below.
std::string printableText(const std::string &text);

// How much of one echoed value a message shows: a word (a run of characters without a space) longer
// than this keeps its first kMaxEchoedWord characters, then "…" and its length, e.g. "aaaa…
// (10485760 characters)", so a 10 MB cell name in a file does not make a 10 MB line.
inline constexpr std::size_t kMaxEchoedWord = 80;
std::string cutLongWords(const std::string &text, std::size_t limit = kMaxEchoedWord);
// printableText, then cutLongWords: what Error does to every part of its message (the CLI also applies
// it to the text of an unexpected exception).
std::string boundedText(const std::string &text);

// Bad input or a failed operation. Carries the file and the place in it (a JSON path such as
// "levels[3].data.rows", or "line 12") so the message shown to the user can say where to look.
class Error : public std::runtime_error {
public:
    explicit Error(std::string message, std::string place = {}, std::string file = {});

    const std::string &message() const { return mMessage; }
    const std::string &place() const { return mPlace; }
    const std::string &file() const { return mFile; }

    // A copy naming the file (kept if already set); used by loaders that parse text first.
    Error inFile(const std::string &file) const;
    // A copy whose place is prefixed, e.g. "levels[2]" + "data.rows".
    Error under(const std::string &prefix) const;

private:
    static std::string compose(const std::string &file, const std::string &place, const std::string &message);
    std::string mMessage;
    std::string mPlace;
    std::string mFile;
};

} // namespace tessera
