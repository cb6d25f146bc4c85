#include "foxhunt/foxhuntmodule.h"

#include "foxhunt/benchmark.h"
#include "foxhunt/cliverbs.h"
#include "foxhunt/packlevel.h"
#include "foxhunt/preview.h"

namespace tessera::foxhunt {

ModuleBackend moduleBackend() {
    ModuleBackend b;
    b.id = kModuleId;
    b.title = "Fox Hunt";
    b.validateLevel = [](const Json &data) { (void)levelFromJson(data); };
    b.preview = [](const Json &data) { return drawLevel(levelFromJson(data)); };
    b.packLevel = packLevelFromData;
    b.registerCommands = registerCliVerbs;
    b.bench = benchmark();
    b.colour = "#b36b2f";
    b.icon = "foxhunt.svg";
    b.sampleGenerate = {"--rows", "6", "--cols", "6", "--foxes", "4"};
    return b;
}

} // namespace tessera::foxhunt
