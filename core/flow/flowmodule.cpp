#include "flow/flowmodule.h"

#include "flow/benchmark.h"
#include "flow/boardpicture.h"
#include "flow/cliverbs.h"
#include "flow/flowgame.h"
#include "flow/flowhint.h"
#include "flow/formats.h"
#include "flow/generatepack.h"
#include "flow/packlevel.h"
#include "flow/preview.h"
#include "pack/levelpack.h"

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
    b.generate.run = [](const Json &options, const SeedRange &range, ProgressSink *progress,
                        const CancelToken *cancel) {
        return generatePack(generatorOptionsFromJson(options), range, progress, cancel);
    };
    b.play.notation =
        "a drag of one colour, <label>:<cell>-<cell>-... (cells as a1, the top-left, and c4: column letters, "
        "then the row from 1), from an endpoint or a cell of its path, each cell next to the one before; "
        "<label>:x clears the colour's path. Example: A:a1-a2-b2";
    b.play.newGame = [](const Json &data, std::uint64_t) -> std::unique_ptr<play::Game> {
        return std::make_unique<FlowGame>(levelFromJson(data));
    };
    b.play.solution = [](const pack::Level &level, std::uint64_t) {
        const Puzzle puzzle = levelFromJson(level.data);
        const Json *stored = level.solution                    ? &*level.solution
                             : level.data.contains("solution") ? &level.data["solution"]
                                                               : nullptr;
        if (!stored) return std::vector<std::string>{};
        return FlowGame::movesFor(puzzle, solutionFromJson(puzzle, JsonCursor(*stored, "solution")));
    };
    b.play.hint = [](const play::View &view, const CancelToken *cancel) -> std::optional<play::Hint> {
        // Nothing is hidden in Flow: the view a hint gets is the game itself.
        const auto *game = dynamic_cast<const FlowGame *>(&view);
        if (!game) return std::nullopt;
        return hint(*game, cancel);
    };
    b.play.board = boardPicture;
    b.colour = "#d97b16";
    b.icon = "flow.svg";
    b.sampleGenerate = {"--size", "7"};
    return b;
}

} // namespace tessera::flow
