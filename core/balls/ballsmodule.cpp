#include "balls/ballsmodule.h"

#include "balls/analyser.h"
#include "balls/ballsgame.h"
#include "balls/ballshint.h"
#include "balls/benchmark.h"
#include "balls/boardpicture.h"
#include "balls/cliverbs.h"
#include "balls/formats.h"
#include "balls/generatepack.h"
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
            history = pushLine(board, analyse(board, nullptr, 200'000).line);
        } catch (const Error &) {
            history.clear();
        }
        return drawLevel(board, history);
    };
    b.packLevel = packLevelFromData;
    b.registerCommands = registerCliVerbs;
    b.bench = benchmark();
    b.generate.run = [](const Json &options, const SeedRange &range, ProgressSink *progress,
                        const CancelToken *cancel) {
        return generatePack(bandOptionsFromJson(options), range, progress, cancel);
    };
    b.play.notation =
        "a push is U, D, L or R (up, down, left, right): the black ball rolls that way; all four "
        "are legal while the game is on";
    b.play.newGame = [](const Json &data, std::uint64_t) -> std::unique_ptr<play::Game> {
        return std::make_unique<BallsGame>(levelFromJson(data));
    };
    b.play.solution = [](const pack::Level &level, std::uint64_t) {
        if (!level.solution) return std::vector<std::string>{};
        const Board board = levelFromJson(level.data);
        std::vector<std::string> moves;
        for (Dir d : solutionFromJson(JsonCursor(*level.solution, "solution"), board))
            moves.push_back(std::string(1, moveChar(d)));
        return moves;
    };
    b.play.hint = [](const play::View &view, const CancelToken *cancel) { return pushHint(view, cancel); };
    b.play.board = boardPicture;
    b.colour = "#8e4bb0";
    b.icon = "balls.svg";
    b.sampleGenerate = {"--rows", "8", "--cols", "8", "--balls", "10"};
    return b;
}

} // namespace tessera::balls
