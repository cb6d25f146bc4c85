#pragma once

#include <cstddef>
#include <string>

namespace tessera {

// The largest input a loader reads (default 256 MiB): a bigger file, /dev/zero or an endless pipe is
// refused with a message instead of filling the memory. The CLI's --max-input MB raises it.
std::size_t inputLimit();
void setInputLimit(std::size_t bytes);

// Whole-file read; throws Error naming the file when it cannot be read, is a directory, or is larger
// than inputLimit(). A FIFO without a writer reads as empty instead of blocking. "-" reads standard
// input (the command line's convention; messages name it "-"), within the same limit.
std::string readTextFile(const std::string &path);

// Saves content to path so that a crash or a failed write leaves the old file intact: a regular file
// (or a new one) is replaced by renaming a temporary file written beside it, keeping the old file's
// permissions; a symbolic link is followed and its target replaced; a device, FIFO or other special
// file (/dev/null, /dev/stdout) is written directly, never replaced. Temporary files of ours left
// beside the target by a process that no longer runs are removed. Throws Error naming the file.
void writeFileAtomic(const std::string &path, const std::string &content);

} // namespace tessera
