#pragma once

#include "common/error.h"

#include <functional>
#include <iosfwd>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace tessera::cli {

// Parsed "--key value", "--flag" and positional words of one verb. Typed getters throw Error whose
// message names the option ("--rows: expected an integer from 4 to 20"). unused() lists options the
// verb never asked for, so a typo is refused instead of silently ignored.
class Args {
public:
    Args() = default;
    Args(const std::vector<std::string> &words, const std::vector<std::string> &flagNames);

    const std::vector<std::string> &positionals() const { return mPositionals; }
    bool flag(const std::string &name) const;
    bool has(const std::string &name) const;
    std::string str(const std::string &name, const std::string &fallback) const;
    std::string requiredStr(const std::string &name) const;
    long long integer(const std::string &name, long long fallback, long long lo, long long hi) const;
    double number(const std::string &name, double fallback) const;
    std::vector<std::string> unused() const;

private:
    std::map<std::string, std::string> mOptions;
    std::vector<std::string> mFlags;
    std::vector<std::string> mPositionals;
    mutable std::vector<std::string> mAsked;
};

struct Context {
    std::ostream &out;  // results
    std::ostream &err;  // progress and messages
};

// One "tessera-cli <module> <verb>". run returns the exit status; bad input throws Error (exit 1).
struct Verb {
    std::string module;
    std::string name;
    std::string summary;                 // one line for the listing
    std::string usage;                   // the --help text: options with defaults
    std::vector<std::string> flagNames;  // options that take no value
    std::function<int(const Args &, Context &)> run;
};

class Registry {
public:
    void add(Verb verb);
    const Verb *find(const std::string &module, const std::string &name) const;
    std::vector<const Verb *> verbsOf(const std::string &module) const;
    std::vector<std::string> modules() const;

private:
    std::vector<Verb> mVerbs;
};

// The whole CLI: "tessera-cli --version", "--help", "<module> <verb> [options]", "bench <module>"
// (same as "<module> bench"). Registers the pack verbs and the verbs of every backend in
// moduleBackends(): the caller runs registerModules() first.
int run(const std::vector<std::string> &args, std::ostream &out, std::ostream &err);

} // namespace tessera::cli
