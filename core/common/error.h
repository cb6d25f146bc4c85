#pragma once

#include <stdexcept>
#include <string>

namespace tessera {

// Text from a file made safe to show: control characters other than newline and tab, and bytes that
// are not well-formed UTF-8, become \xNN (a file must not clear or retitle the user's terminal, and a
// NUL must not cut the message short). Error applies it to every part of its message.
std::string printableText(const std::string &text);

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
