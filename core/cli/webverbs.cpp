#include "cli/webverbs.h"

#include "cli/registry.h"
#include "common/error.h"
#include "common/fileio.h"
#include "pack/levelpack.h"
#include "pack/playtestpage.h"

#include <cstdio>
#include <ostream>

namespace tessera::cli {

namespace {

int exportWeb(const Args &args, Context &ctx) {
    if (args.positionals().size() != 1) throw Error("export-web needs one PACK");
    const std::string out = args.requiredStr("out");
    const std::string given = args.str("template", "");
    std::string templatePath;
    try {
        templatePath = pack::findPlayTestTemplate(given);
    } catch (const Error &e) {
        if (!given.empty() || !e.file().empty()) throw; // a template named, but not there
        throw Error(e.message() + ", or give it with --template FILE");
    }
    args.rejectUnused();
    const std::string &path = args.positionals().front();
    const pack::LevelPack pack = pack::load(path);
    const std::string page = pack::playTestPage(pack, readTextFile(templatePath));
    writeFileAtomic(out, page);
    char size[32];
    std::snprintf(size, sizeof size, "%.2f MB", double(page.size()) / (1024.0 * 1024.0));
    ctx.out << out << ": " << pack.levels.size() << " levels, " << size << ", pack " << pack::packHash(pack)
            << "\n";
    return 0;
}

} // namespace

void registerWebVerbs(Registry &registry) {
    registry.add(
        {"pack",
         "export-web",
         "Write a pack as one play-test web page that plays from file:// with nothing to install",
         "Usage: tessera-cli pack export-web PACK --out FILE.html [--template FILE]\n"
         "  --out FILE       the page to write (required)\n"
         "  --template FILE  the page template of a build with Emscripten (default: this build's, or\n"
         "                   $TESSERA_PLAYTEST_TEMPLATE)\n"
         "The page holds the pack, its own scripts and Tessera's core compiled to WebAssembly: every\n"
         "Linjat, Flow, ball push, Fox Hunt and BanQi level plays in the browser with the same rules,\n"
         "hints and bots as here; room maps are shown. Players' attempts are recorded as traces in the\n"
         "browser and downloaded with \"Download results\"; bring them back with pack traces.\n"
         "Prints the page's size and the pack's hash, which keys the players' progress.\n",
         {},
         exportWeb});
}

} // namespace tessera::cli
