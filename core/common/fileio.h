#pragma once

#include <string>

namespace tessera {

// Whole-file read; throws Error naming the file when it cannot be read.
std::string readTextFile(const std::string &path);

// Writes to a temporary file beside the target, flushes it, then renames it over the target, so a
// crash or a failed write leaves the old file intact. Throws Error naming the file on failure.
void writeFileAtomic(const std::string &path, const std::string &content);

} // namespace tessera
