#include "cli/registry.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdlib>

namespace tessera::cli {

namespace {
bool contains(const std::vector<std::string> &v, const std::string &s) {
    return std::find(v.begin(), v.end(), s) != v.end();
}

// Whether help names the option ("--out"), whole: not as the start of a longer one ("--output").
bool names(const std::string &help, const std::string &option) {
    for (std::size_t at = help.find(option); at != std::string::npos; at = help.find(option, at + 1)) {
        const std::size_t end = at + option.size();
        const char next = end < help.size() ? help[end] : ' ';
        if (!std::isalnum(static_cast<unsigned char>(next)) && next != '-') return true;
    }
    return false;
}
} // namespace

Args::Args(const std::vector<std::string> &words, const std::vector<std::string> &flagNames,
           const std::vector<std::string> &repeatableNames) {
    bool onlyPositionals = false;
    for (std::size_t i = 0; i < words.size(); ++i) {
        const std::string &w = words[i];
        if (onlyPositionals || w.size() < 3 || w.compare(0, 2, "--") != 0) {
            if (!onlyPositionals && w == "--") {
                onlyPositionals = true;
                continue;
            }
            mPositionals.push_back(w);
            continue;
        }
        std::string key = w.substr(2);
        std::string value;
        bool hasValue = false;
        if (const auto eq = key.find('='); eq != std::string::npos) {
            value = key.substr(eq + 1);
            key = key.substr(0, eq);
            hasValue = true;
        }
        if (key.empty()) throw Error("'" + w + "' is not an option");
        if (contains(flagNames, key)) {
            if (hasValue) throw Error("--" + key + " takes no value");
            if (contains(mFlags, key)) throw Error("--" + key + " given twice");
            mFlags.push_back(key);
            continue;
        }
        const bool repeatable = contains(repeatableNames, key);
        if ((mOptions.count(key) && !repeatable) || contains(mNoValue, key))
            throw Error("--" + key + " given twice");
        if (!hasValue) {
            // Decided when the verb asks: a misspelt flag at the end is an unknown option, not a
            // missing value.
            if (i + 1 >= words.size()) {
                mNoValue.push_back(key);
                continue;
            }
            value = words[++i];
        }
        mOptions.emplace(key, value);
        if (repeatable) mRepeated[key].push_back(value);
    }
}

void Args::ask(const std::string &name) const {
    mAsked.push_back(name);
    if (contains(mNoValue, name)) throw Error("--" + name + " expects a value");
}

bool Args::flag(const std::string &name) const {
    mAsked.push_back(name);
    return contains(mFlags, name);
}

bool Args::has(const std::string &name) const {
    mAsked.push_back(name);
    return mOptions.count(name) > 0 || contains(mFlags, name) || contains(mNoValue, name);
}

std::string Args::str(const std::string &name, const std::string &fallback) const {
    ask(name);
    const auto it = mOptions.find(name);
    return it == mOptions.end() ? fallback : it->second;
}

std::string Args::requiredStr(const std::string &name) const {
    ask(name);
    const auto it = mOptions.find(name);
    if (it == mOptions.end()) throw Error("--" + name + " is required");
    if (it->second.empty()) throw Error("--" + name + ": expected a value, got an empty string");
    return it->second;
}

long long Args::integer(const std::string &name, long long fallback, long long lo, long long hi) const {
    ask(name);
    const auto it = mOptions.find(name);
    if (it == mOptions.end()) return fallback;
    const std::string &text = it->second;
    const std::string expected =
        "--" + name + ": expected an integer from " + std::to_string(lo) + " to " + std::to_string(hi);
    errno = 0;
    char *end = nullptr;
    const long long v = std::strtoll(text.c_str(), &end, 10);
    if (text.empty() || end != text.c_str() + text.size() || errno == ERANGE || v < lo || v > hi)
        throw Error(expected + ", got '" + text + "'");
    return v;
}

double Args::number(const std::string &name, double fallback) const {
    ask(name);
    const auto it = mOptions.find(name);
    if (it == mOptions.end()) return fallback;
    const std::string &text = it->second;
    errno = 0;
    char *end = nullptr;
    const double v = std::strtod(text.c_str(), &end);
    if (text.empty() || end != text.c_str() + text.size() || errno == ERANGE || !std::isfinite(v))
        throw Error("--" + name + ": expected a number, got '" + text + "'");
    return v;
}

std::vector<std::string> Args::values(const std::string &name) const {
    ask(name);
    if (const auto it = mRepeated.find(name); it != mRepeated.end()) return it->second;
    const auto it = mOptions.find(name);
    return it == mOptions.end() ? std::vector<std::string>{} : std::vector<std::string>{it->second};
}

std::vector<std::string> Args::unused() const {
    std::vector<std::string> out;
    for (const auto &[key, value] : mOptions)
        if (!contains(mAsked, key)) out.push_back("--" + key);
    for (const auto &f : mFlags)
        if (!contains(mAsked, f)) out.push_back("--" + f);
    for (const auto &k : mNoValue)
        if (!contains(mAsked, k)) out.push_back("--" + k);
    return out;
}

void Args::rejectUnused(const std::string &help) const {
    std::vector<std::string> extra;
    for (const auto &e : unused())
        if (help.empty() || !names(help, e)) extra.push_back(e);
    if (extra.empty()) return;
    std::string list;
    for (const auto &e : extra) list += (list.empty() ? "" : ", ") + e;
    throw Error(std::string(extra.size() == 1 ? "unknown option " : "unknown options ") + list);
}

} // namespace tessera::cli
