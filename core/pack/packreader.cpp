#include "pack/packreader.h"

#include "common/fileio.h"

#include <initializer_list>

namespace tessera::pack {

namespace {

constexpr int kEnd = std::char_traits<char>::eof();

bool isSpace(int c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

std::string where(int line, int column) {
    return "line " + std::to_string(line) + ", column " + std::to_string(column);
}

// The header members a pack writes (levels aside); when all came before "levels", nothing after the
// levels can change the header.
constexpr std::initializer_list<const char *> kHeaderMembers = {"format", "version",     "name",
                                                                "author", "description", "created"};

} // namespace

PackReader::PackReader(const std::string &path)
    : mPath(path) {
    mIn.open(path, std::ios::binary);
    if (!mIn) throw Error("cannot open the file", {}, path);
    Json doc = Json::object();
    skipSpace();
    expect('{', "a pack (a JSON object)");
    const bool atLevels = members(doc, true);
    try {
        if (atLevels) {
            // The format and version are checked before a level is read (a newer pack is refused first).
            if (doc.contains("format") && doc.contains("version")) {
                const JsonCursor c(doc);
                requireFormat(c, kFormat);
                requireVersion(c, kVersion);
            }
            mHeaderComplete = true;
            for (const char *k : kHeaderMembers) mHeaderComplete = mHeaderComplete && doc.contains(k);
            skipSpace();
            if (peek() != '[') {
                const Mark at = mAt;
                doc["levels"] = parsed(value(true), at);
                fromJson(doc); // says what "levels" should be
                fail("expected an array");
            }
            if (!mHeaderComplete) {
                // The rest of the header follows the levels: read it, then come back.
                const Mark levels = mAt;
                value(false);
                rest(doc);
                skipSpace();
                if (peek() != kEnd) fail("malformed JSON: unexpected text after the pack");
                doc["levels"] = Json::array();
                mHeader = fromJson(doc);
                seek(levels);
            } else {
                doc["levels"] = Json::array();
                mHeader = fromJson(doc);
            }
            get(); // '['
        } else {
            // No levels member: fromJson names what is missing.
            mHeader = fromJson(doc);
            mDone = true;
        }
    } catch (const Error &e) {
        throw e.inFile(path);
    }
}

std::optional<Level> PackReader::next() {
    if (mDone) return std::nullopt;
    skipSpace();
    if (peek() == ']') {
        get();
        mDone = true;
        // After the levels: nothing new when the header came first, else what was read already.
        Json after = Json::object();
        rest(after);
        for (auto it = after.begin(); it != after.end(); ++it)
            if (mHeaderComplete)
                throw Error("a second \"" + it.key() + "\" after the levels", it.key(), mPath);
        skipSpace();
        if (peek() != kEnd) fail("malformed JSON: unexpected text after the pack");
        return std::nullopt;
    }
    if (!mFirst) {
        expect(',', "',' or ']' after a level");
        skipSpace();
    }
    mFirst = false;
    const Mark at = mAt;
    const Json level = parsed(value(true), at);
    const std::string place = "levels[" + std::to_string(mCount) + "]";
    ++mCount;
    try {
        return levelFromJson(level, place);
    } catch (const Error &e) {
        throw e.inFile(mPath);
    }
}

int PackReader::peek() {
    return mIn.rdbuf()->sgetc();
}

int PackReader::get() {
    const int c = mIn.rdbuf()->sbumpc();
    if (c == kEnd) return c;
    ++mAt.offset;
    if (c == '\n') {
        ++mAt.line;
        mAt.column = 1;
    } else {
        ++mAt.column;
    }
    return c;
}

void PackReader::skipSpace() {
    while (isSpace(peek())) get();
}

void PackReader::expect(char c, const char *what) {
    skipSpace();
    if (peek() != c) fail(std::string("malformed JSON: expected ") + what);
    get();
}

std::string PackReader::key() {
    skipSpace();
    if (peek() != '"') fail("malformed JSON: expected a member name");
    const Mark at = mAt;
    const Json k = parsed(value(true), at);
    expect(':', "':' after a member name");
    return k.get<std::string>();
}

std::string PackReader::value(bool keep) {
    skipSpace();
    std::string text;
    const std::size_t limit = inputLimit();
    const auto take = [&](int c) {
        if (keep) {
            if (text.size() >= limit)
                fail("a value larger than the input limit (" + std::to_string(limit >> 20) + " MiB)");
            text.push_back(char(c));
        }
    };
    int depth = 0;
    bool inString = false;
    for (;;) {
        const int c = peek();
        if (c == kEnd) {
            if (depth == 0 && !inString && (!keep || !text.empty())) return text;
            fail("malformed JSON: the file ends inside a value");
        }
        if (inString) {
            take(get());
            if (c == '\\') {
                if (peek() == kEnd) fail("malformed JSON: the file ends inside a string");
                take(get());
            } else if (c == '"') {
                inString = false;
                if (depth == 0) return text;
            }
            continue;
        }
        if (c == '"') {
            inString = true;
        } else if (c == '{' || c == '[') {
            ++depth;
        } else if (c == '}' || c == ']') {
            if (depth == 0) return text; // the end of a number or literal before the enclosing close
            --depth;
            take(get());
            if (depth == 0) return text;
            continue;
        } else if (depth == 0 && (c == ',' || isSpace(c))) {
            return text;
        }
        take(get());
    }
}

Json PackReader::parsed(const std::string &text, const Mark &at) const {
    // Padded to the value's column, so a syntax error's line and column are the file's.
    return parseJson(std::string(std::size_t(at.column - 1), ' ') + text, mPath, at.line);
}

bool PackReader::members(Json &doc, bool stopAtLevels) {
    skipSpace();
    if (peek() == '}') {
        get();
        return false;
    }
    for (;;) {
        const std::string k = key();
        if (stopAtLevels && k == "levels") return true;
        skipSpace();
        const Mark start = mAt;
        doc[k] = parsed(value(true), start);
        skipSpace();
        if (peek() == '}') {
            get();
            return false;
        }
        expect(',', "',' or '}' after a member");
    }
}

void PackReader::rest(Json &doc) {
    skipSpace();
    if (peek() == '}') {
        get();
        return;
    }
    expect(',', "',' or '}' after the levels");
    skipSpace();
    if (peek() == '}') fail("malformed JSON: expected a member name");
    members(doc, false);
}

void PackReader::seek(const Mark &mark) {
    mIn.clear();
    mIn.seekg(std::streamoff(mark.offset));
    if (!mIn) throw Error("cannot read the file again from its levels (not a regular file?)", {}, mPath);
    mAt = mark;
}

void PackReader::fail(const std::string &message) const {
    throw Error(message, where(mAt.line, mAt.column), mPath);
}

} // namespace tessera::pack
