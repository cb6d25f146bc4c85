#include "linjat/linjatmodule.h"

#include "linjat/benchmark.h"
#include "linjat/cliverbs.h"
#include "linjat/levelio.h"
#include "linjat/packlevel.h"
#include "linjat/preview.h"

namespace tessera::linjat {

ModuleBackend moduleBackend() {
    ModuleBackend b;
    b.id = kModuleId;
    b.title = "Linjat";
    b.validateLevel = [](const Json &data) { (void)puzzleFromData(data); };
    b.preview = [](const Json &data) {
        const Puzzle puzzle = puzzleFromData(data);
        if (data.contains("solution")) {
            const std::vector<Line> lines =
                solutionFromJson(JsonCursor(data["solution"], "solution"), puzzle);
            return drawPuzzle(puzzle, &lines);
        }
        return drawPuzzle(puzzle);
    };
    b.packLevel = packLevelFromData;
    b.registerCommands = registerCliVerbs;
    b.bench = benchmark();
    return b;
}

} // namespace tessera::linjat
