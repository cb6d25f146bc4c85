#include "cli/registry.h"

#include "cli/packverbs.h"
#include "cli/playverb.h"
#include "cli/safeoutput.h"
#include "cli/webverbs.h"
#include "common/fileio.h"
#include "common/module.h"
#include "common/text.h"
#include "common/version.h"

#include <algorithm>
#include <ostream>

namespace tessera::cli {

void Registry::add(Verb verb) {
    for (auto &v : mVerbs)
        if (v.module == verb.module && v.name == verb.name) {
            v = std::move(verb);
            return;
        }
    mVerbs.push_back(std::move(verb));
}

const Verb *Registry::find(const std::string &module, const std::string &name) const {
    for (const auto &v : mVerbs)
        if (v.module == module && v.name == name) return &v;
    return nullptr;
}

std::vector<const Verb *> Registry::verbsOf(const std::string &module) const {
    std::vector<const Verb *> out;
    for (const auto &v : mVerbs)
        if (v.module == module) out.push_back(&v);
    return out;
}

std::vector<std::string> Registry::modules() const {
    std::vector<std::string> out;
    for (const auto &v : mVerbs)
        if (std::find(out.begin(), out.end(), v.module) == out.end()) out.push_back(v.module);
    return out;
}

Registry buildRegistry() {
    Registry registry;
    registerPackVerbs(registry);
    registerWebVerbs(registry);
    for (const ModuleBackend &backend : moduleBackends()) {
        if (backend.registerCommands) backend.registerCommands(registry);
        if (backend.bench.run)
            registry.add({backend.id, "bench", "Benchmark (one JSON line per case)", backend.bench.usage,
                          backend.bench.flags, backend.bench.run});
        if (backend.playable()) registerPlayVerb(registry, backend);
    }
    return registry;
}

namespace {

bool isHelp(const std::string &w) {
    return w == "--help" || w == "-h" || w == "help";
}

std::string padded(const std::string &s, std::size_t width) {
    return s.size() >= width ? s + "  " : s + std::string(width - s.size(), ' ');
}

void printVerbList(std::ostream &out, const Registry &registry, const std::string &module) {
    for (const Verb *v : registry.verbsOf(module)) out << "    " << padded(v->name, 16) << v->summary << '\n';
}

void printTopHelp(std::ostream &out, const Registry &registry) {
    out << "tessera-cli " << kVersion
        << ": generate, solve, grade, benchmark and pack levels without a display.\n\n"
        << "Usage: tessera-cli <module> <verb> [options]\n"
        << "       tessera-cli bench <module> [options]    same as <module> bench\n"
        << "       tessera-cli <module> --help             the module's verbs\n"
        << "       tessera-cli <module> <verb> --help      the verb's options\n"
        << "       tessera-cli --version\n\n"
        << "Results go to stdout or a file, progress and messages to stderr; bad input exits with status 1\n"
        << "and a one-line reason. Input files larger than 256 MiB are refused; --max-input MB, anywhere\n"
        << "on the line, raises the limit.\n\nModules and verbs:\n";
    for (const auto &module : registry.modules()) {
        const ModuleBackend *backend = findModule(module);
        out << "  " << module;
        if (backend && !backend->title.empty()) out << " (" << backend->title << ")";
        out << '\n';
        printVerbList(out, registry, module);
    }
}

void printModuleHelp(std::ostream &out, const Registry &registry, const std::string &module) {
    out << "Usage: tessera-cli " << module << " <verb> [options]\n\nVerbs:\n";
    printVerbList(out, registry, module);
    out << "\nSee tessera-cli " << module << " <verb> --help for a verb's options.\n";
}

void printVerbHelp(std::ostream &out, const Verb &verb) {
    out << "tessera-cli " << verb.module << ' ' << verb.name << ": " << verb.summary << "\n\n" << verb.usage;
    if (!verb.usage.empty() && verb.usage.back() != '\n') out << '\n';
}

const std::string &requireModule(const Registry &registry, const std::string &module) {
    const auto modules = registry.modules();
    if (std::find(modules.begin(), modules.end(), module) == modules.end())
        throw Error("unknown module '" + module + "' (modules: " + joined(modules) +
                    "; see tessera-cli --help)");
    return module;
}

const Verb &requireVerb(const Registry &registry, const std::string &module, const std::string &name) {
    requireModule(registry, module);
    if (const Verb *v = registry.find(module, name)) return *v;
    std::vector<std::string> names;
    for (const Verb *v : registry.verbsOf(module)) names.push_back(v->name);
    throw Error("unknown verb '" + name + "' for " + module + " (verbs: " + joined(names) + ")");
}

// "--max-input MB" anywhere before "--" sets the loaders' input limit for the run.
std::vector<std::string> withoutInputLimit(const std::vector<std::string> &args) {
    std::vector<std::string> rest;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--") {
            rest.insert(rest.end(), args.begin() + long(i), args.end());
            break;
        }
        std::string value;
        if (args[i] == "--max-input") {
            if (i + 1 == args.size()) throw Error("--max-input needs a size in MiB");
            value = args[++i];
        } else if (args[i].rfind("--max-input=", 0) == 0) {
            value = args[i].substr(12);
        } else {
            rest.push_back(args[i]);
            continue;
        }
        const Args one({"--max-input", value}, {});
        setInputLimit(std::size_t(one.integer("max-input", 256, 1, 1 << 20)) << 20);
    }
    return rest;
}

int dispatch(const std::vector<std::string> &argsIn, std::ostream &out, std::ostream &err) {
    std::vector<std::string> args = withoutInputLimit(argsIn);
    if (args.empty()) throw Error("no module given (see tessera-cli --help)");
    if (args[0] == "--version" || args[0] == "version") {
        out << "tessera-cli " << kVersion << '\n';
        return 0;
    }
    const Registry registry = buildRegistry();
    if (isHelp(args[0])) {
        if (args.size() == 1) {
            printTopHelp(out, registry);
        } else if (args.size() == 2) {
            printModuleHelp(out, registry, requireModule(registry, args[1]));
        } else {
            printVerbHelp(out, requireVerb(registry, args[1], args[2]));
        }
        return 0;
    }
    if (args[0] == "bench") {
        if (args.size() < 2 || args[1].rfind("--", 0) == 0)
            throw Error("bench needs a module: tessera-cli bench <module> [options]");
        std::swap(args[0], args[1]); // "bench linjat ..." -> "linjat bench ..."
    }
    const std::string &module = requireModule(registry, args[0]);
    if (args.size() == 1)
        throw Error("no verb given for " + module + " (see tessera-cli " + module + " --help)");
    if (isHelp(args[1])) {
        printModuleHelp(out, registry, module);
        return 0;
    }
    const Verb &verb = requireVerb(registry, module, args[1]);
    const std::vector<std::string> rest(args.begin() + 2, args.end());
    for (const auto &w : rest) {
        if (w == "--") break;
        if (w == "--help" || w == "-h") {
            printVerbHelp(out, verb);
            return 0;
        }
    }
    const Args parsed(rest, verb.flagNames, verb.repeatableNames);
    Context context{out, err};
    int status = 0;
    try {
        status = verb.run(parsed, context);
    } catch (const Error &) {
        // A misspelt option explains a failure better than what it led to ("--fiel x" is not
        // "no input file").
        parsed.rejectUnused(verb.usage);
        throw;
    }
    parsed.rejectUnused();
    return status;
}

// Messages are printed as one line, whatever a nested error put in them.
std::string oneLine(std::string s) {
    std::replace(s.begin(), s.end(), '\n', ' ');
    std::replace(s.begin(), s.end(), '\r', ' ');
    return s;
}

} // namespace

int run(const std::vector<std::string> &args, std::ostream &outTarget, std::ostream &errTarget) {
    // Every print goes through the filter (cli/safeoutput.h): text from a file cannot reach the
    // terminal as control sequences, whichever verb prints it.
    SafeTextBuffer outBuffer(outTarget.rdbuf(), false);
    SafeTextBuffer errBuffer(errTarget.rdbuf(), true);
    std::ostream out(&outBuffer);
    std::ostream err(&errBuffer);
    try {
        return dispatch(args, out, err);
    } catch (const Error &e) {
        out.flush();
        err << "tessera-cli: " << oneLine(e.what()) << std::endl;
        return 1;
    } catch (const std::exception &e) {
        out.flush();
        err << "tessera-cli: " << oneLine(boundedText(e.what())) << std::endl;
        return 1;
    }
}

} // namespace tessera::cli
