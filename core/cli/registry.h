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
// verb never asked for, so a typo is refused instead of silently ignored. An option given twice is
// refused unless it is declared repeatable (then values() gives every value, in order).
class Args {
public:
    Args() = default;
    Args(const std::vector<std::string> &words, const std::vector<std::string> &flagNames,
         const std::vector<std::string> &repeatableNames = {});

    const std::vector<std::string> &positionals() const { return mPositionals; }
    bool flag(const std::string &name) const;
    bool has(const std::string &name) const;
    std::string str(const std::string &name, const std::string &fallback) const;
    std::string requiredStr(const std::string &name) const;
    long long integer(const std::string &name, long long fallback, long long lo, long long hi) const;
    double number(const std::string &name, double fallback) const;
    // Every value of an option in command-line order (empty when not given); str() gives the first.
    std::vector<std::string> values(const std::string &name) const;
    std::vector<std::string> unused() const;
    // Throws Error naming every option the verb has not asked for so far. Verbs call it after reading
    // their options and before doing any work; run() checks again after the verb returns. With the
    // verb's help, only the options it does not name: run() asks so when a verb failed before it had
    // read them all.
    void rejectUnused(const std::string &help = {}) const;

private:
    void ask(const std::string &name) const;
    std::map<std::string, std::string> mOptions;
    std::map<std::string, std::vector<std::string>> mRepeated; // repeatable options: every value
    std::vector<std::string> mFlags;
    std::vector<std::string> mPositionals;
    std::vector<std::string> mNoValue; // "--key" last on the line, with no value after it
    mutable std::vector<std::string> mAsked;
};

struct Context {
    std::ostream &out; // results
    std::ostream &err; // progress and messages
};

// One "tessera-cli <module> <verb>". run returns the exit status; bad input throws Error (exit 1).
struct Verb {
    std::string module;
    std::string name;
    std::string summary;                // one line for the listing
    std::string usage;                  // the --help text: options with defaults
    std::vector<std::string> flagNames; // options that take no value
    std::function<int(const Args &, Context &)> run;
    std::vector<std::string> repeatableNames = {}; // options that may be given many times
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

// The registry run() uses: the pack verbs plus every backend's verbs.
Registry buildRegistry();

} // namespace tessera::cli
