#include "common/jsonutil.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <limits>
#include <vector>

namespace tessera {

const char *jsonTypeName(const Json &value) {
    switch (value.type()) {
    case Json::value_t::null:
        return "null";
    case Json::value_t::object:
        return "an object";
    case Json::value_t::array:
        return "an array";
    case Json::value_t::string:
        return "a string";
    case Json::value_t::boolean:
        return "a boolean";
    case Json::value_t::number_integer:
    case Json::value_t::number_unsigned:
        return "an integer";
    case Json::value_t::number_float:
        return "a number";
    default:
        return "an unsupported value";
    }
}

void JsonCursor::fail(const std::string &message) const {
    throw Error(message, mPath);
}

std::string JsonCursor::child(std::string_view key) const {
    return mPath.empty() ? std::string(key) : mPath + "." + std::string(key);
}

void JsonCursor::requireObject() const {
    if (!mValue->is_object()) fail(std::string("expected an object, found ") + jsonTypeName(*mValue));
}

void JsonCursor::requireArray() const {
    if (!mValue->is_array()) fail(std::string("expected an array, found ") + jsonTypeName(*mValue));
}

bool JsonCursor::has(std::string_view key) const {
    return mValue->is_object() && mValue->find(key) != mValue->end();
}

JsonCursor JsonCursor::operator[](std::string_view key) const {
    requireObject();
    auto it = mValue->find(key);
    if (it == mValue->end()) throw Error("missing field", child(key));
    return JsonCursor(*it, child(key));
}

JsonCursor JsonCursor::operator[](std::size_t index) const {
    requireArray();
    const std::string path = mPath + "[" + std::to_string(index) + "]";
    if (index >= mValue->size()) throw Error("missing element", path);
    return JsonCursor((*mValue)[index], path);
}

std::size_t JsonCursor::size() const {
    requireArray();
    return mValue->size();
}

std::string JsonCursor::string() const {
    if (!mValue->is_string()) fail(std::string("expected a string, found ") + jsonTypeName(*mValue));
    return mValue->get<std::string>();
}

long long JsonCursor::integer(long long lo, long long hi) const {
    long long v = 0;
    if (mValue->is_number_integer()) {
        v = mValue->get<long long>();
    } else if (mValue->is_number_unsigned()) {
        const auto u = mValue->get<unsigned long long>();
        if (u > static_cast<unsigned long long>(hi)) fail("out of range");
        v = static_cast<long long>(u);
    } else {
        fail(std::string("expected an integer, found ") + jsonTypeName(*mValue));
    }
    if (v < lo || v > hi)
        fail(std::to_string(v) + " is out of range " + std::to_string(lo) + ".." + std::to_string(hi));
    return v;
}

double JsonCursor::number() const {
    if (!mValue->is_number()) fail(std::string("expected a number, found ") + jsonTypeName(*mValue));
    return mValue->get<double>();
}

bool JsonCursor::boolean() const {
    if (!mValue->is_boolean()) fail(std::string("expected true or false, found ") + jsonTypeName(*mValue));
    return mValue->get<bool>();
}

std::string JsonCursor::stringOr(std::string_view key, const std::string &fallback) const {
    return has(key) ? (*this)[key].string() : fallback;
}
long long JsonCursor::integerOr(std::string_view key, long long lo, long long hi, long long fallback) const {
    return has(key) ? (*this)[key].integer(lo, hi) : fallback;
}
double JsonCursor::numberOr(std::string_view key, double fallback) const {
    return has(key) ? (*this)[key].number() : fallback;
}
bool JsonCursor::booleanOr(std::string_view key, bool fallback) const {
    return has(key) ? (*this)[key].boolean() : fallback;
}

std::string_view renamedKey(const JsonCursor &cursor, std::string_view key, std::string_view oldKey) {
    return cursor.has(key) || !cursor.has(oldKey) ? key : oldKey;
}

namespace {
// nlohmann reports the last byte it read, which for an unexpected string or literal is its end; an
// editor user looks for where the token starts.
std::size_t tokenStart(const std::string &text, std::size_t last) {
    if (last >= text.size() || last == 0) return last;
    auto word = [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || c == '+' || c == '-' || c == '.';
    };
    if (text[last] == '"') {
        for (std::size_t i = last; i-- > 0;) {
            if (text[i] == '\n') break;
            if (text[i] != '"') continue;
            std::size_t slashes = 0;
            while (i > slashes && text[i - 1 - slashes] == '\\') ++slashes;
            if (slashes % 2 == 0) return i;
        }
        return last;
    }
    if (!word(text[last])) return last;
    std::size_t i = last;
    while (i > 0 && word(text[i - 1])) --i;
    return i;
}
} // namespace

namespace {

// "line L, column C" of a byte offset (line numbers from firstLine), which is what an editor shows.
std::string lineColumn(const std::string &text, std::size_t offset, int firstLine) {
    int line = firstLine, col = 1;
    for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++line;
            col = 1;
        } else {
            ++col;
        }
    }
    return "line " + std::to_string(line) + ", column " + std::to_string(col);
}

// The first byte at which arrays and objects nest deeper than kMaxJsonDepth, or npos. Checked before
// parsing, because copying, comparing, dumping and destroying a value recurse once per level: a file
// nested 200,000 deep would overflow the stack in whatever touches it next.
std::size_t tooDeep(const std::string &text) {
    int depth = 0;
    bool inString = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > kMaxJsonDepth) return i;
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return std::string::npos;
}

// The SAX handlers' parse_error: the error is kept with its byte offset instead of thrown.
class ParseErrorKeeper {
public:
    template <class Exception>
    bool parse_error(std::size_t position, const std::string & /*lastToken*/, const Exception &ex) {
        mPosition = position;
        mWhat = ex.what();
        return false;
    }
    std::size_t position() const { return mPosition; }
    const std::string &what() const { return mWhat; }

private:
    std::size_t mPosition = 0;
    std::string mWhat;
};

// nlohmann's DOM builder, but an error (a syntax error, or a number too large for a double, which the
// plain parser reports without any place) is kept with its byte offset instead of thrown.
class PlacedDomParser : public nlohmann::detail::json_sax_dom_parser<Json>, public ParseErrorKeeper {
public:
    explicit PlacedDomParser(Json &result)
        : json_sax_dom_parser(result, false) {}
    using ParseErrorKeeper::parse_error;
};

} // namespace

void checkJsonNesting(const std::string &text, const std::string &file, int firstLine) {
    if (const std::size_t deep = tooDeep(text); deep != std::string::npos)
        throw Error("arrays and objects nest deeper than " + std::to_string(kMaxJsonDepth) + " levels",
                    lineColumn(text, deep, firstLine), file);
}

namespace {

// The Error for a parse error nlohmann reported at position (one past the byte it stopped at).
Error placedParseError(const std::string &text, std::size_t position, const std::string &what,
                       const std::string &file, int firstLine) {
    std::size_t offset = position == 0 ? 0 : std::min<std::size_t>(position - 1, text.size());
    offset = tokenStart(text, offset);
    // nlohmann's message is "[json.exception.parse_error.101] parse error at line ..., column ...:
    // reason" or "[json.exception.out_of_range.406] number overflow parsing '1e400'".
    const auto colon = what.rfind(": ");
    const auto bracket = what.find("] ");
    const std::string reason = colon != std::string::npos     ? what.substr(colon + 2)
                               : bracket != std::string::npos ? what.substr(bracket + 2)
                                                              : what;
    return Error("malformed JSON: " + reason, lineColumn(text, offset, firstLine), file);
}

// A DOM builder that hands the elements of one array member of the top-level object to a callback as
// each completes, instead of keeping them (parseJsonStreaming).
class StreamingDomParser : public ParseErrorKeeper {
public:
    StreamingDomParser(Json &root, std::string key, const std::function<bool(const Json &)> &onStart,
                       const std::function<void(Json &&, std::size_t)> &onElement)
        : mRoot(root)
        , mKey(std::move(key))
        , mOnStart(onStart)
        , mOnElement(onElement) {}

    bool null() { return value(nullptr); }
    bool boolean(bool v) { return value(v); }
    bool number_integer(Json::number_integer_t v) { return value(v); }
    bool number_unsigned(Json::number_unsigned_t v) { return value(v); }
    bool number_float(Json::number_float_t v, const Json::string_t &) { return value(v); }
    bool string(Json::string_t &v) { return value(std::move(v)); }
    bool binary(Json::binary_t &v) { return value(Json::binary(std::move(v))); }
    bool start_object(std::size_t) {
        mStack.push_back(place(Json::object()));
        return true;
    }
    bool key(Json::string_t &k) {
        mSlot = &(*mStack.back())[k];
        mAtKey = mStack.size() == 1 && k == mKey;
        return true;
    }
    bool end_object() { return close(); }
    bool start_array(std::size_t) {
        const bool streamed = mAtKey && mStack.size() == 1;
        Json *array = place(Json::array());
        mStack.push_back(array);
        if (streamed && mStreamed == nullptr && mOnStart(mRoot)) mStreamed = array;
        return true;
    }
    bool end_array() { return close(); }

private:
    Json *place(Json &&v) {
        mAtKey = false;
        if (mStack.empty()) {
            mRoot = std::move(v);
            return &mRoot;
        }
        Json *top = mStack.back();
        if (top->is_array()) {
            top->push_back(std::move(v));
            return &top->back();
        }
        *mSlot = std::move(v);
        return mSlot;
    }
    template <class V> bool value(V &&v) {
        place(Json(std::forward<V>(v)));
        emitIfDone();
        return true;
    }
    bool close() {
        mStack.pop_back();
        emitIfDone();
        return true;
    }
    // An element of the streamed array is complete: hand it over and forget it.
    void emitIfDone() {
        if (mStreamed == nullptr || mStack.empty() || mStack.back() != mStreamed || mStreamed->empty())
            return;
        Json element = std::move(mStreamed->back());
        mStreamed->get_ref<Json::array_t &>().pop_back();
        mOnElement(std::move(element), mIndex++);
    }

    Json &mRoot;
    std::string mKey;
    const std::function<bool(const Json &)> &mOnStart;
    const std::function<void(Json &&, std::size_t)> &mOnElement;
    std::vector<Json *> mStack;
    Json *mSlot = nullptr;
    Json *mStreamed = nullptr;
    bool mAtKey = false;
    std::size_t mIndex = 0;
};

} // namespace

Json parseJson(const std::string &text, const std::string &file, int firstLine) {
    checkJsonNesting(text, file, firstLine);
    Json result;
    PlacedDomParser parser(result);
    if (Json::sax_parse(text, &parser)) return result;
    throw placedParseError(text, parser.position(), parser.what(), file, firstLine);
}

Json parseJsonStreaming(const std::string &text, const std::string &key,
                        const std::function<bool(const Json &soFar)> &onStart,
                        const std::function<void(Json &&element, std::size_t index)> &onElement,
                        const std::string &file) {
    checkJsonNesting(text, file, 1);
    Json result;
    StreamingDomParser parser(result, key, onStart, onElement);
    if (Json::sax_parse(text, &parser)) return result;
    throw placedParseError(text, parser.position(), parser.what(), file, 1);
}

void tidyNumbers(Json &value) {
    if (value.is_number_float()) {
        const double v = value.get<double>();
        if (!std::isfinite(v)) return;
        char text[32];
        std::snprintf(text, sizeof text, "%.12g", v);
        value = std::strtod(text, nullptr);
    } else if (value.is_structured()) {
        for (Json &child : value) tidyNumbers(child);
    }
}

void requireFormat(const JsonCursor &root, const std::string &expected, const std::string &alsoRead) {
    const std::string format = root["format"].string();
    if (format == expected) return;
    const std::string wanted =
        alsoRead.empty() ? "\"" + expected + "\"" : "\"" + expected + "\" or " + alsoRead;
    root["format"].fail("expected " + wanted + ", found \"" + format + "\"");
}

long long requireVersion(const JsonCursor &root, long long supported) {
    const long long version =
        root["version"].integer(std::numeric_limits<long long>::min(), std::numeric_limits<long long>::max());
    if (version < 1) root["version"].fail("unknown version " + std::to_string(version));
    if (version > supported)
        root["version"].fail("version " + std::to_string(version) + " is newer than this Tessera reads (" +
                             std::to_string(supported) + ")");
    return version;
}

} // namespace tessera
