#include "linjat/linjatmodule.h"

#include "linjat/benchmark.h"
#include "linjat/boardpicture.h"
#include "linjat/cliverbs.h"
#include "linjat/generatepack.h"
#include "linjat/levelio.h"
#include "linjat/linjatgame.h"
#include "linjat/linjathint.h"
#include "linjat/packlevel.h"
#include "linjat/preview.h"
#include "pack/levelpack.h"

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
    b.generate.run = [](const Json &options, const SeedRange &range, ProgressSink *progress,
                        const CancelToken *cancel) {
        return generatePack(GenerateOptions::fromJson(options), range, progress, cancel);
    };
    b.play.notation =
        "a number's cell, U, D, L or R and a length: \"c4R2\" draws the line of the number at c4 "
        "two cells right of it, \"c4R0\" erases that arm (cells: column letters, row from 1 at "
        "the top)";
    b.play.newGame = [](const Json &data, std::uint64_t) -> std::unique_ptr<play::Game> {
        return std::make_unique<LinjatGame>(puzzleFromData(data));
    };
    b.play.solution = [](const pack::Level &level, std::uint64_t) {
        const Puzzle puzzle = puzzleFromData(level.data);
        const Json *stored = level.solution                    ? &*level.solution
                             : level.data.contains("solution") ? &level.data["solution"]
                                                               : nullptr;
        if (!stored) return std::vector<std::string>{};
        return LinjatGame::movesFor(puzzle, solutionFromJson(JsonCursor(*stored, "solution"), puzzle));
    };
    b.play.hint = [](const play::View &view, const CancelToken *cancel) -> std::optional<play::Hint> {
        const auto *game = dynamic_cast<const LinjatGame *>(&view); // nothing is hidden in Linjat
        if (!game) return std::nullopt;
        return hint(*game, {}, cancel);
    };
    b.play.board = boardPicture;
    b.colour = "#2f6fb3";
    b.icon = "linjat.svg";
    b.sampleGenerate = {"--rows", "6", "--cols", "6", "--numbers", "6"};
    return b;
}

} // namespace tessera::linjat
