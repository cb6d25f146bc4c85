#pragma once

#include "pack/levelpack.h"

#include <cstddef>
#include <cstdint>
#include <fstream>
#include <optional>
#include <string>

namespace tessera::pack {

// Reads a pack file from disk a level at a time, holding one level's text and never the file: what a
// merge of many packs of millions of levels reads through (pack/packmerge.h). The header gets fromJson's
// checks when the reader opens; each level is read as load() reads it (levelFromJson, place
// "levels[i]"). A file that writes members after its levels (a key-sorted writer puts "name" and
// "version" there) is scanned once to its end for them first. Every error is an Error naming the file
// and the place: the JSON path, or the line and column of a syntax error.
class PackReader {
public:
    explicit PackReader(const std::string &path);
    const std::string &path() const { return mPath; }
    // The pack's metadata (levels empty).
    const LevelPack &header() const { return mHeader; }
    // The next level, or nothing after the last one (the rest of the file is then checked).
    std::optional<Level> next();
    // How many levels next() has returned.
    std::size_t count() const { return mCount; }

private:
    // Where a byte of the file is, for messages and for coming back to the levels.
    struct Mark {
        std::uint64_t offset = 0;
        int line = 1, column = 1;
    };
    int peek();
    int get();
    void skipSpace();
    void expect(char c, const char *what);
    std::string key();
    // The text of one JSON value from here, as read (kept when keep, else only scanned).
    std::string value(bool keep);
    Json parsed(const std::string &text, const Mark &at) const;
    // Reads "key": value members until the closing brace, into doc; with stopAtLevels, stops after the
    // key "levels" and says so.
    bool members(Json &doc, bool stopAtLevels);
    // The members after the levels array, into doc.
    void rest(Json &doc);
    void seek(const Mark &mark);
    [[noreturn]] void fail(const std::string &message) const;

    std::string mPath;
    std::ifstream mIn;
    Mark mAt;
    LevelPack mHeader;
    bool mFirst = true; // no level read yet: the next element needs no comma
    bool mDone = false;
    bool mHeaderComplete = false; // every header member came before the levels
    std::size_t mCount = 0;
};

} // namespace tessera::pack
