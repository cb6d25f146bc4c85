#pragma once

#include "common/error.h"

#include <nlohmann/json.hpp>

#include <functional>
#include <string>
#include <string_view>

namespace tessera {

using Json = nlohmann::json;
using OrderedJson = nlohmann::ordered_json;

// Read-only view of a JSON value that knows its path, so every complaint names the exact place:
// JsonCursor(doc)["levels"][3]["data"]["rows"].string() -> "levels[3].data.rows: expected a string".
class JsonCursor {
public:
    explicit JsonCursor(const Json &value, std::string path = {})
        : mValue(&value)
        , mPath(std::move(path)) {}

    const Json &raw() const { return *mValue; }
    const std::string &path() const { return mPath; }

    bool has(std::string_view key) const;
    JsonCursor operator[](std::string_view key) const; // required member
    JsonCursor operator[](std::size_t index) const;    // required element
    std::size_t size() const;                          // requires an array
    void requireObject() const;
    void requireArray() const;

    std::string string() const;
    long long integer(long long lo, long long hi) const;
    double number() const;
    bool boolean() const;

    // Optional members with defaults; a present member of the wrong type is still an error.
    std::string stringOr(std::string_view key, const std::string &fallback) const;
    long long integerOr(std::string_view key, long long lo, long long hi, long long fallback) const;
    double numberOr(std::string_view key, double fallback) const;
    bool booleanOr(std::string_view key, bool fallback) const;

    [[noreturn]] void fail(const std::string &message) const;

private:
    std::string child(std::string_view key) const;
    const Json *mValue;
    std::string mPath;
};

// The key a renamed member is read under: key when it is present or oldKey is not, else oldKey (a file
// written before the rename, which readers keep reading).
std::string_view renamedKey(const JsonCursor &cursor, std::string_view key, std::string_view oldKey);

// Every Tessera file starts with "format" and "version". requireFormat refuses a file whose format is not
// expected (alsoRead lists other formats the caller reads, for the message); requireVersion refuses a
// version below 1 or newer than supported, and returns it.
void requireFormat(const JsonCursor &root, const std::string &expected, const std::string &alsoRead = {});
long long requireVersion(const JsonCursor &root, long long supported);

// Rounds every floating-point number in value to 12 significant digits, so a measure computed as
// 39.9 is written 39.9 and not 39.900000000000006: files without float noise, and the same bytes from
// every writer. Meant for measures (statistics, options), not for data whose bytes are hashed.
void tidyNumbers(Json &value);

// How deep arrays and objects may nest in any file Tessera reads (a level needs fewer than ten).
inline constexpr int kMaxJsonDepth = 64;

// Parses JSON text; a syntax error, a number out of a double's range or nesting deeper than
// kMaxJsonDepth becomes an Error naming the file, the line and the column (lines counted from
// firstLine, for a document that is one line of a larger file).
Json parseJson(const std::string &text, const std::string &file = {}, int firstLine = 1);
// parseJson for documents too big to hold as one tree: the elements of the top-level object's array
// member `key` are handed to onElement, with their index, as each is complete, and not kept. onStart is
// called when that array opens, with the document read so far; when it returns false the elements are
// kept as parseJson would keep them. The returned document holds the member (empty when streamed).
// Errors as parseJson's; exceptions thrown by the callbacks pass through.
Json parseJsonStreaming(const std::string &text, const std::string &key,
                        const std::function<bool(const Json &soFar)> &onStart,
                        const std::function<void(Json &&element, std::size_t index)> &onElement,
                        const std::string &file = {});
// The nesting check alone, for a reader that parses the text more than one way.
void checkJsonNesting(const std::string &text, const std::string &file = {}, int firstLine = 1);
// What JSON type a value is, in words for messages.
const char *jsonTypeName(const Json &value);

} // namespace tessera
