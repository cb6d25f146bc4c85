#include "common/jsonutil.h"

#include <algorithm>
#include <cctype>

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

Json parseJson(const std::string &text, const std::string &file) {
    try {
        return Json::parse(text);
    } catch (const Json::parse_error &e) {
        // Turn the byte offset into line and column, which is what an editor shows.
        std::size_t offset = e.byte == 0 ? 0 : std::min<std::size_t>(e.byte - 1, text.size());
        offset = tokenStart(text, offset);
        int line = 1, col = 1;
        for (std::size_t i = 0; i < offset; ++i) {
            if (text[i] == '\n') {
                ++line;
                col = 1;
            } else {
                ++col;
            }
        }
        std::string what = e.what();
        // nlohmann's message is "[json.exception.parse_error.101] parse error at line ..., column ...:
        // reason"
        const auto colon = what.rfind(": ");
        const std::string reason = colon == std::string::npos ? what : what.substr(colon + 2);
        throw Error("malformed JSON: " + reason,
                    "line " + std::to_string(line) + ", column " + std::to_string(col), file);
    }
}

} // namespace tessera
