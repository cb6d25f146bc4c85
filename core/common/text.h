#pragma once

#include <string>
#include <vector>

namespace tessera {

// The words joined with a separator ("a, b, c"), for messages and usage texts.
std::string joined(const std::vector<std::string> &words, const std::string &separator = ", ");

} // namespace tessera
