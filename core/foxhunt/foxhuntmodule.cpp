#include "foxhunt/foxhuntmodule.h"

#include "foxhunt/benchmark.h"
#include "foxhunt/boardpicture.h"
#include "foxhunt/cliverbs.h"
#include "foxhunt/foxhunthint.h"
#include "foxhunt/generatepack.h"
#include "foxhunt/hunt.h"
#include "foxhunt/level.h"
#include "foxhunt/packlevel.h"
#include "foxhunt/preview.h"
#include "pack/levelpack.h"

#include <algorithm>

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
    b.generate.run = [](const Json &options, const SeedRange &range, ProgressSink *progress,
                        const CancelToken *cancel) {
        return generatePack(generatorOptionsFromJson(options), range, progress, cancel);
    };
    b.play.notation =
        "a probe is a cell's name, \"c3\" (column letter a-z, row number from 1 at the top); it "
        "shows fox or the number of foxes on the cell's eight rays";
    b.play.newGame = [](const Json &data, std::uint64_t) -> std::unique_ptr<play::Game> {
        // The foxes are where the level puts them: nothing is dealt, so the seed is not used.
        Level level = levelFromJson(data);
        return std::make_unique<Hunt>(std::move(level));
    };
    b.play.solution = [](const pack::Level &level, std::uint64_t) {
        const Level hunt = levelFromJson(level.data);
        std::vector<std::string> moves; // the foxes the openings did not find, in reading order
        for (Point p : hunt.foxes)
            if (std::find(hunt.openings.begin(), hunt.openings.end(), p) == hunt.openings.end())
                moves.push_back(cellName(p));
        return moves;
    };
    b.play.hint = probeHint;
    b.play.board = boardPicture;
    b.colour = "#b36b2f";
    b.icon = "foxhunt.svg";
    b.sampleGenerate = {"--rows", "6", "--cols", "6", "--foxes", "4"};
    return b;
}

} // namespace tessera::foxhunt
