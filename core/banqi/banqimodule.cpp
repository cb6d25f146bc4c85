#include "banqi/banqimodule.h"

#include "banqi/benchmark.h"
#include "banqi/cliverbs.h"
#include "banqi/packlevel.h"
#include "banqi/preview.h"
#include "pack/levelpack.h"

namespace tessera::banqi {

ModuleBackend moduleBackend() {
    ModuleBackend b;
    b.id = kModuleId;
    b.title = "BanQi";
    b.validateLevel = [](const Json &data) { (void)challengeFromJson(data); };
    b.checkLevel = [](const pack::Level &level) {
        try {
            (void)challengeFromJson(level.data);
        } catch (const Error &e) {
            throw e.under("data");
        }
        // A challenge is played against a bot; there is no solution to keep, and a pack level that
        // carries one was not made by this module.
        if (level.solution) throw Error("a banqi challenge has no solution", "solution");
    };
    b.preview = [](const Json &data) { return drawPosition(challengeFromJson(data).position); };
    b.packLevel = packLevelFromData;
    b.registerCommands = registerCliVerbs;
    b.bench = benchmark();
    b.colour = "#c0392b";
    b.icon = "banqi.svg";
    b.sampleGenerate = {"--opponent", "random"};
    return b;
}

} // namespace tessera::banqi
