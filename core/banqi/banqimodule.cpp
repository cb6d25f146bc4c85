#include "banqi/banqimodule.h"

#include "banqi/benchmark.h"
#include "banqi/cliverbs.h"
#include "banqi/packlevel.h"
#include "banqi/preview.h"

namespace tessera::banqi {

ModuleBackend moduleBackend() {
    ModuleBackend b;
    b.id = kModuleId;
    b.title = "BanQi";
    b.validateLevel = [](const Json &data) { (void)challengeFromJson(data); };
    b.preview = [](const Json &data) { return drawPosition(challengeFromJson(data).position); };
    b.packLevel = packLevelFromData;
    b.registerCommands = registerCliVerbs;
    b.bench = benchmark();
    return b;
}

} // namespace tessera::banqi
