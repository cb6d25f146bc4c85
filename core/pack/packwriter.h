#pragma once

#include "pack/levelpack.h"

#include <cstdio>
#include <string>

namespace tessera::pack {

// Writes a pack file a level at a time, the very bytes save() writes for the same pack, without holding
// the pack: the other half of a streaming merge (pack/packmerge.h). The file is written beside the
// target under a temporary name and renamed over it by finish(), so a failed or abandoned write leaves
// the old file as it was (a writer destroyed before finish() removes its temporary file). Throws Error
// naming the file.
class PackWriter {
public:
    // Starts the pack with header's metadata (its levels are ignored).
    PackWriter(const std::string &path, const LevelPack &header);
    ~PackWriter();
    PackWriter(const PackWriter &) = delete;
    PackWriter &operator=(const PackWriter &) = delete;
    void add(const Level &level);
    void finish();
    std::size_t count() const { return mCount; }

private:
    void write(const std::string &text);
    std::string mPath, mTemp;
    std::FILE *mFile = nullptr;
    std::string mTail; // what closes the pack when it has no level
    std::size_t mCount = 0;
};

} // namespace tessera::pack
