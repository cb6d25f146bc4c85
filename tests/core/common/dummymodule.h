#pragma once

// A seventh module as small as a module can be, registered at run time by the tests that prove every
// list of modules is read from the registry (tst_dummymodule, ui_dummymodule). "dummy" is a button
// pressed a number of times: its level data is {"presses": n} (1 to 9), a game's one move is "press" and
// it is won after n of them; the solution a pack level stores is those presses; its generate verb makes
// levels of --presses N (default 1 + seed % 9). It describes itself like the real modules do.
#include "cli/packoutput.h"
#include "cli/registry.h"
#include "common/error.h"
#include "common/jsonutil.h"
#include "common/module.h"
#include "common/play.h"
#include "pack/levelpack.h"
#include "pack/levelsource.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace dummymodule {

inline constexpr const char kId[] = "dummy";
inline constexpr const char kTitle[] = "Dummy button";
inline constexpr const char kColour[] = "#127a6e";
inline constexpr const char kIcon[] = "dummy.svg";

// The presses a level asks for; throws Error (place relative to the data) when data is no level.
inline int pressesOf(const tessera::Json &data) {
    const tessera::JsonCursor c(data);
    c.requireObject();
    return int(c["presses"].integer(1, 9));
}

inline std::vector<std::string> presses(int n) {
    return std::vector<std::string>(std::size_t(n), "press");
}

class ButtonGame : public tessera::play::Game {
public:
    explicit ButtonGame(int presses)
        : mLeft(presses) {}
    std::unique_ptr<tessera::play::Game> clone() const override {
        return std::make_unique<ButtonGame>(*this);
    }
    int playerCount() const override { return 1; }
    int toMove() const override { return 0; }
    std::vector<std::string> legalMoves() const override { return mLeft > 0 ? presses(1) : presses(0); }
    tessera::play::MoveResult apply(const std::string &move) override {
        if (move != "press") throw tessera::Error("'" + move + "' is not a move (press)");
        if (mLeft == 0) throw tessera::Error("the button needs no more presses");
        --mLeft;
        return {move, {}, true};
    }
    tessera::play::Status status() const override {
        if (mLeft > 0) return {};
        return {tessera::play::Outcome::Won, -1, "the button was pressed enough"};
    }
    std::string position() const override { return std::to_string(mLeft) + " to go"; }

private:
    int mLeft;
};

inline tessera::pack::Level packLevel(const tessera::Json &data, const tessera::pack::LevelSource &source) {
    const int n = pressesOf(data);
    tessera::pack::Level level = tessera::pack::startLevel(kId, source, "Button");
    level.data = data;
    level.solution = tessera::Json(presses(n));
    level.statistics = {{"presses", n}};
    tessera::pack::setMeasuredDifficulty(level, double(n));
    return level;
}

inline int generate(const tessera::cli::Args &args, tessera::cli::Context &ctx) {
    const tessera::cli::SeedRange range = tessera::cli::seedRange(args);
    const bool fixed = args.has("presses");
    const int given = int(args.integer("presses", 1, 1, 9));
    tessera::cli::PackOutput out(args, "Buttons");
    args.rejectUnused();
    for (int i : range.indices()) {
        const std::uint64_t seed = range.seedOf(i);
        const int n = fixed ? given : int(1 + seed % 9);
        const tessera::Json data{{"presses", n}};
        out.add(packLevel(data, tessera::pack::generatedSource(kId, "Button", seed, data)));
    }
    out.finish(ctx);
    return 0;
}

inline tessera::ModuleBackend backend() {
    tessera::ModuleBackend b;
    b.id = kId;
    b.title = kTitle;
    b.colour = kColour;
    b.icon = kIcon;
    b.sampleGenerate = {"--presses", "2"};
    b.validateLevel = [](const tessera::Json &data) { (void)pressesOf(data); };
    b.checkLevel = [](const tessera::pack::Level &level) {
        int n = 0;
        try {
            n = pressesOf(level.data);
        } catch (const tessera::Error &e) {
            throw e.under("data");
        }
        if (level.solution && *level.solution != tessera::Json(presses(n)))
            throw tessera::Error("the presses do not win", "solution");
    };
    b.preview = [](const tessera::Json &data) {
        tessera::Drawing d;
        const int n = pressesOf(data);
        d.width = 10 * n;
        d.height = 10;
        for (int i = 0; i < n; ++i) d.circle(10 * i + 5, 5, 4, tessera::rgb(0x12, 0x7a, 0x6e));
        return d;
    };
    b.packLevel = packLevel;
    b.registerCommands = [](tessera::cli::Registry &registry) {
        registry.add({kId, "generate", "Make button levels",
                      "Usage: tessera-cli dummy generate [--presses N]\n" + tessera::cli::generateUsage(),
                      tessera::cli::generateFlags(), generate});
    };
    b.play.notation = "press: presses the button";
    b.play.newGame = [](const tessera::Json &data, std::uint64_t) -> std::unique_ptr<tessera::play::Game> {
        return std::make_unique<ButtonGame>(pressesOf(data));
    };
    b.play.solution = [](const tessera::pack::Level &level, std::uint64_t) {
        return presses(pressesOf(level.data));
    };
    b.play.hint = [](const tessera::play::View &view,
                     const tessera::CancelToken *) -> std::optional<tessera::play::Hint> {
        if (view.legalMoves().empty()) return std::nullopt;
        return tessera::play::Hint{"press", "the button wants pressing"};
    };
    return b;
}

} // namespace dummymodule
