#include "banqi/banqimodule.h"

#include "banqi/banqihint.h"
#include "banqi/benchmark.h"
#include "banqi/boardpicture.h"
#include "banqi/challengegame.h"
#include "banqi/cliverbs.h"
#include "banqi/generatepack.h"
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
    b.generate.run = [](const Json &options, const SeedRange &range, ProgressSink *progress,
                        const CancelToken *cancel) {
        return generatePack(generatorOptionsFromJson(options), range, progress, cancel);
    };
    b.play.notation =
        "the player's BanQi moves against the challenge's bot: \"b3\" flips the hidden piece at b3, "
        "\"b3-b4\" moves, \"b3xb4\" takes (files a-h, rows 1-4 from the bottom); the bot answers "
        "each move (its reply, flips as d2=r, is shown after it)";
    b.play.newGame = [](const Json &data, std::uint64_t seed) -> std::unique_ptr<play::Game> {
        // The seed deals the hidden pieces and seeds the bot's choices.
        const Challenge challenge = challengeFromJson(data);
        return std::make_unique<ChallengeGame>(challenge, seed);
    };
    b.play.solution = [](const pack::Level &level, std::uint64_t seed) {
        return referenceLine(challengeFromJson(level.data), seed);
    };
    b.play.hint = moveHint;
    b.play.board = boardPicture;
    b.play.slowMoves = true; // the bot's search answers inside apply
    b.colour = "#c0392b";
    b.icon = "banqi.svg";
    b.sampleGenerate = {"--opponent", "random"};
    return b;
}

} // namespace tessera::banqi
