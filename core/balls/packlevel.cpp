#include "balls/packlevel.h"

#include "balls/ballsmodule.h"
#include "balls/formats.h"

#include <cmath>

namespace tessera::balls {

namespace {
std::string defaultTitle(const Board &board) {
    return std::to_string(board.rows) + "x" + std::to_string(board.cols) + ", " +
           std::to_string(board.whiteCount()) + " balls";
}
} // namespace

Json statisticsJson(const Board &board, const Analysis &a) {
    Json s;
    s["rows"] = board.rows;
    s["cols"] = board.cols;
    s["balls"] = board.whiteCount();
    s["blocks"] = board.blockCount();
    s["legal_first_moves"] = a.legalFirst.size();
    s["winning_first_moves"] = a.winningFirst.size();
    s["solvable"] = a.solvable;
    s["solutions"] = a.solutions;
    s["shortest"] = a.shortest;
    s["random_win_probability"] = a.randomWin;
    s["chain_pushes"] = a.chainPushes;
    s["narrow_decisions"] = a.narrowDecisions;
    s["states"] = a.states;
    s["dead_state_fraction"] = a.deadFraction();
    s["difficulty_raw"] = difficultyRaw(a.randomWin, a.narrowDecisions);
    return s;
}

pack::Level packLevel(const Board &board, const std::vector<Dir> *intended, const pack::LevelSource &source) {
    const Analysis a = analyse(board, intended);
    pack::Level level = pack::startLevel(kModuleId, source, defaultTitle(board));
    level.data = levelToJson(board);
    if (!a.line.empty()) level.solution = pushString(a.line);
    level.statistics = statisticsJson(board, a);
    // Already on the 0..10 scale (analyser.h); an unsolvable board has none.
    pack::setMeasuredDifficulty(level, a.solvable ? std::optional<double>(a.difficulty) : std::nullopt);
    std::vector<std::string> own{kModuleId};
    if (!board.blocks.empty()) own.push_back("blocks");
    if (!a.solvable)
        own.push_back("unsolvable");
    else
        own.push_back(a.solutions == 1 ? "unique" : "several-solutions");
    if (a.chainPushes > 0) own.push_back("chain");
    pack::setTags(level, own, {kModuleId, "blocks", "unsolvable", "unique", "several-solutions", "chain"},
                  source.tags);
    return level;
}

pack::Level generatedPackLevel(const BandLevel &level, std::uint64_t seed, const BandOptions &options) {
    const pack::LevelSource source = pack::generatedSource(kModuleId, defaultTitle(level.construction.board),
                                                           seed, bandOptionsToJson(options));
    return packLevel(level.construction.board, &level.construction.solution, source);
}

pack::Level packLevelFromData(const Json &data, const pack::LevelSource &source) {
    return packLevel(levelFromJson(data), nullptr, source);
}

} // namespace tessera::balls
