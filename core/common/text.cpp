#include "common/text.h"

namespace tessera {

std::string joined(const std::vector<std::string> &words, const std::string &separator) {
    std::string out;
    for (const std::string &w : words) {
        if (!out.empty()) out += separator;
        out += w;
    }
    return out;
}

} // namespace tessera
