#include "flow/packlevel.h"

#include "flow/flowmodule.h"

#include "flow/fastsolver.h"
#include "flow/formats.h"
#include "flow/grader.h"
#include "pack/difficultyscale.h"

#include <algorithm>

namespace tessera::flow {

const std::array<SetCalibration, 3> &setCalibration() {
    // Grades of the shipped sets in tests/data/flow (tst_pack_difficulty prints them): regular = the
    // generated 5x5, 7x7 and 9x9 sets (90 levels), jumbo = the generated 14x14 set (30), extreme = the
    // long-path 15x15 and 20x20 sets (20).
    static const std::array<SetCalibration, 3> table{{
        {"regular", 9, 0.40, 2.35, 16.80},
        {"jumbo", 14, 10.15, 19.48, 34.30},
        {"extreme", 1000, 16.70, 30.33, 43.90},
    }};
    return table;
}

const SetCalibration &setOf(int rows, int cols) {
    const int side = std::max(rows, cols);
    for (const SetCalibration &set : setCalibration())
        if (side <= set.maxSide) return set;
    return setCalibration().back();
}

double scaleDifficulty(double grade, int rows, int cols) {
    const auto &table = setCalibration();
    const SetCalibration &set = setOf(rows, cols);
    const double base = 10.0 / 3.0 * double(&set - table.data());
    // The set's lowest grade a tenth of the way up its third, its median half way, its highest at 95%.
    const double third = 10.0 / 3.0;
    return pack::onScale({{0.0, base},
                          {set.lowest, base + 0.1 * third},
                          {set.median, base + 0.5 * third},
                          {set.highest, base + 0.95 * third},
                          {2 * set.highest, base + 0.99 * third}},
                         grade);
}

pack::Level packLevel(const Puzzle &puzzle, const pack::LevelSource &source, long long maxNodes,
                      const CancelToken *cancel) {
    checkPuzzle(puzzle);
    FastSolveOptions f;
    f.rule = puzzle.rule;
    f.maxNodes = maxNodes;
    const SolveResult counted = solveFast(puzzle, f, nullptr, cancel);
    GraderOptions g;
    g.rule = puzzle.rule;
    g.maxNodes = maxNodes;
    const GradeResult graded = grade(puzzle, g, nullptr, cancel);
    const bool known = !counted.stopped();

    pack::Level level = pack::startLevel(kModuleId, source,
                                         std::to_string(puzzle.rows) + "x" + std::to_string(puzzle.cols) +
                                             ", " + std::to_string(puzzle.colourCount()) + " colours");
    level.data = levelToJson(puzzle);
    const bool unique = counted.status() == SolveStatus::Unique;
    if (unique) level.solution = solutionToJson(puzzle, counted.solutions.front());
    Json stats = graded.toJson(false);
    stats["rows"] = puzzle.rows;
    stats["cols"] = puzzle.cols;
    stats["colours"] = puzzle.colourCount();
    stats["rule"] = ruleName(puzzle.rule);
    if (known) {
        stats["solutions"] = counted.count;
    } else {
        stats["solutions"] = "unknown";
        stats["uniqueness"] = "unknown";
        stats["solutionsFound"] = counted.count;
        stats["maxNodes"] = maxNodes;
    }
    level.statistics = std::move(stats);
    // The grader's raw score stays in statistics; only a unique level gets a place on the scale.
    if (unique)
        pack::setMeasuredDifficulty(level, scaleDifficulty(graded.difficulty, puzzle.rows, puzzle.cols),
                                    setOf(puzzle.rows, puzzle.cols).name);
    else
        pack::setMeasuredDifficulty(level, std::nullopt);
    std::vector<std::string> own{kModuleId, ruleName(puzzle.rule),
                                 graded.solvedByDeduction ? "deduction" : "search"};
    if (!known)
        own.push_back("unproven");
    else if (!unique)
        own.push_back("not-unique");
    pack::setTags(level, own, {kModuleId, "strict", "any", "deduction", "search", "not-unique", "unproven"},
                  source.tags);
    return level;
}

pack::Level generatedPackLevel(const Puzzle &puzzle, std::uint64_t seed, const GeneratorOptions &options) {
    const std::string title = std::to_string(puzzle.rows) + "x" + std::to_string(puzzle.cols) + ", " +
                              std::to_string(puzzle.colourCount()) + " colours";
    return packLevel(puzzle, pack::generatedSource(kModuleId, title, seed, generatorOptionsToJson(options)));
}

pack::Level packLevelFromData(const Json &data, const pack::LevelSource &source) {
    return packLevel(levelFromJson(data), source);
}

} // namespace tessera::flow
