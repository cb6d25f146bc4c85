#include "balls/ballsmodule.h"

#include "balls/analyser.h"
#include "balls/benchmark.h"
#include "balls/cliverbs.h"
#include "balls/formats.h"
#include "balls/packlevel.h"
#include "balls/preview.h"
#include "pack/levelpack.h"

namespace tessera::balls {

ModuleBackend moduleBackend() {
    ModuleBackend b;
    b.id = kModuleId;
    b.title = "Ball push";
    b.validateLevel = [](const Json &data) { (void)levelFromJson(data); };
    b.checkLevel = [](const pack::Level &level) {
        Board board;
        try {
            board = levelFromJson(level.data);
        } catch (const Error &e) {
            throw e.under("data");
        }
        if (level.solution) (void)solutionFromJson(JsonCursor(*level.solution, "solution"), board);
    };
    b.preview = [](const Json &data) {
        const Board board = levelFromJson(data);
        // The thumbnail shows the canonical solution's arrows (the data alone carries no other).
        // A level too big to analyse quickly is drawn without them.
        std::vector<PushRecord> history;
        try {
            const Analysis a = analyse(board, nullptr, 200'000);
            State s = board.start;
            for (Dir d : a.line) {
                history.emplace_back();
                push(board, s, d, &history.back());
            }
        } catch (const Error &) {
            history.clear();
        }
        return drawLevel(board, history);
    };
    b.packLevel = packLevelFromData;
    b.registerCommands = registerCliVerbs;
    b.bench = benchmark();
    b.colour = "#8e4bb0";
    b.icon = "balls.svg";
    b.sampleGenerate = {"--rows", "8", "--cols", "8", "--balls", "10"};
    return b;
}

} // namespace tessera::balls
