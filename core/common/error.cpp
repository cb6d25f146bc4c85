#include "common/error.h"

namespace tessera {

Error::Error(std::string message, std::string place, std::string file)
    : std::runtime_error(compose(file, place, message))
    , mMessage(std::move(message))
    , mPlace(std::move(place))
    , mFile(std::move(file)) {}

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
