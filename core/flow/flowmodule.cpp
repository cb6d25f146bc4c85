#include "flow/flowmodule.h"

#include "flow/benchmark.h"
#include "flow/cliverbs.h"
#include "flow/formats.h"
#include "flow/packlevel.h"
#include "flow/preview.h"

namespace tessera::flow {

ModuleBackend moduleBackend() {
    ModuleBackend b;
    b.id = kModuleId;
    b.title = "Flow / Numberlink";
    b.validateLevel = [](const Json &data) {
        const Puzzle puzzle = levelFromJson(data);
        (void)levelSolutionFromJson(puzzle, data);
    };
    b.preview = [](const Json &data) {
        const Puzzle puzzle = levelFromJson(data);
        const std::optional<Solution> solution = levelSolutionFromJson(puzzle, data);
        return drawPuzzle(puzzle, solution ? &*solution : nullptr);
    };
    b.packLevel = packLevelFromData;
    b.registerCommands = registerCliVerbs;
    b.bench = benchmark();
    b.colour = "#d97b16";
    b.icon = "flow.svg";
    b.sampleGenerate = {"--size", "7"};
    return b;
}

} // namespace tessera::flow
