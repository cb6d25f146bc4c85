#pragma once

#include "common/drawing.h"
#include "common/jsonutil.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tessera {

namespace cli {
class Args;
struct Context;
class Registry;
} // namespace cli
namespace play {
class Game;
class View;
struct Hint;
struct BoardPicture;
} // namespace play
class CancelToken;
class ProgressSink;
struct SeedRange;
namespace pack {
struct GeneratedLevels;
struct Level;
struct LevelSource;
} // namespace pack

// One module's backend as the rest of the core sees it (the Tatham shape: one small API per puzzle).
// Modules fill one of these in their <module>module.cpp; the generated core/modules.cpp registers them.
struct ModuleBackend {
    std::string id;    // the pack's level.module, lowercase ("flow")
    std::string title; // for people
    // The module's description: what every list of modules (the CLI's, the studio's, the tests', the
    // sample pack's) shows or runs, so none of them names modules by hand.
    std::string colour; // accent colour, "#rrggbb": the difficulty chart's points, the overview
    std::string icon;   // its icon's file name in the module's studio folder ("flow.svg", ui/flow/)
    // "tessera-cli <id> generate" arguments that make a small sample level quickly ({"--size", "7"});
    // paths are relative to the repository root. Empty for a module without a generate verb.
    std::vector<std::string> sampleGenerate;
    // Throws Error (place relative to the level's data object) when data is not a valid level.
    std::function<void(const Json &data)> validateLevel;
    // The module's own checks of a whole pack level beyond its data's shape (validateLevel): its
    // solution, and whatever else the module's readers refuse (a ball-push solution must be pushes that
    // win). Throws Error with the place relative to the level ("solution"). Optional; pack validate
    // calls it after validateLevel, so a level it passes is one the module's verbs accept.
    std::function<void(const pack::Level &level)> checkLevel;
    // The level as a preview drawing (pack thumbnails, CLI image export).
    std::function<Drawing(const Json &data)> preview;
    // The level as a pack level: statistics, difficulty, tags and solution worked out from the data
    // alone, id, title and provenance from source. The module's CLI verbs and its studio make their
    // pack levels through the same core function, so a level leaves both byte for byte the same.
    // Throws Error when data is not a level.
    std::function<pack::Level(const Json &data, const pack::LevelSource &source)> packLevel;
    // Adds the module's CLI verbs ("tessera-cli <id> <verb>").
    std::function<void(cli::Registry &)> registerCommands;
    // "tessera-cli bench <id>" (also "<id> bench"): one JSON line per case. The CLI registers it for
    // every module, so every benchmark has the same entry point; each module's benchmark.h returns it.
    struct Bench {
        std::string usage;
        std::vector<std::string> flags;
        std::function<int(const cli::Args &, cli::Context &)> run;
    };
    Bench bench;
    // Generation: the module's one generate pipeline, which "tessera-cli <id> generate" and the studio's
    // generator panel both run. Null for a module without seeded generation.
    struct Generate {
        // The levels of range made with options (the generator options as the module's provenance
        // records them, camelCase; a missing key keeps its default, an old snake_case key is still
        // read), reporting to progress; cancel returns the finished levels. Throws Error naming the
        // option when options are not valid.
        std::function<pack::GeneratedLevels(const Json &options, const SeedRange &range,
                                            ProgressSink *progress, const CancelToken *cancel)>
            run;
    };
    Generate generate;
    bool generates() const { return bool(generate.run); }
    // Play (the play contract, common/play.h): set for every module whose levels are played. The CLI's
    // "<id> play" verb, the studio's play mode and the web play-test page all go through it.
    struct Play {
        std::string notation; // the move notation in a sentence or two, for --help and the README
        // A new game of a level (its data as packs store it); seed deals what chance decides (BanQi's
        // hidden cells). Throws Error when data is not a playable level.
        std::function<std::unique_ptr<play::Game>(const Json &data, std::uint64_t seed)> newGame;
        // The level's stored solution as moves (Fox Hunt: probes of the fox cells; BanQi: the
        // reference bot's winning line on the seed's deal); empty when the level stores none.
        std::function<std::vector<std::string>(const pack::Level &level, std::uint64_t seed)> solution;
        // A hint for the player to move, from the module's own human-style solver; nothing when it has
        // none (the game is over, or the solver is stuck). Given the public view only.
        std::function<std::optional<play::Hint>(const play::View &view, const CancelToken *cancel)> hint;
        // A move may take long to apply (BanQi: the opponent bot answers inside apply): front ends apply
        // it off their GUI thread.
        bool slowMoves = false;
        // The position a player sees, drawn in the module's preview colours, with where its cells are
        // so a front end can turn a pointer into a cell (the web play-test page draws every board with
        // it). Given the public view only.
        std::function<play::BoardPicture(const play::View &view)> board;
    };
    Play play;
    bool playable() const { return bool(play.newGame); }
};

// Every module id a pack may name: the modules this core is built with (TESSERA_CORE_MODULES, so a
// program that registers none of them still reads their levels), then any other registered backend.
std::vector<std::string> knownModuleIds();
// The registered backends (filled by registerModules() in core/modules.cpp).
const std::vector<ModuleBackend> &moduleBackends();
const ModuleBackend *findModule(std::string_view id);
void addModuleBackend(ModuleBackend backend);
// Registers every module compiled into tessera_core; idempotent. Mains call it once at start.
void registerModules();

} // namespace tessera
