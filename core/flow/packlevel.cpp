#include "flow/packlevel.h"

#include "flow/flowmodule.h"

#include "flow/fastsolver.h"
#include "flow/formats.h"
#include "flow/grader.h"

namespace tessera::flow {

pack::Level packLevel(const Puzzle &puzzle, const pack::LevelSource &source) {
    checkPuzzle(puzzle);
    FastSolveOptions f;
    f.rule = puzzle.rule;
    const SolveResult counted = solveFast(puzzle, f);
    GraderOptions g;
    g.rule = puzzle.rule;
    const GradeResult graded = grade(puzzle, g);

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
    stats["solutions"] = counted.count;
    level.statistics = std::move(stats);
    level.difficulty = graded.difficulty;
    std::vector<std::string> own{kModuleId, ruleName(puzzle.rule),
                                 graded.solvedByDeduction ? "deduction" : "search"};
    if (!unique) own.push_back("not-unique");
    pack::setTags(level, own, {kModuleId, "strict", "any", "deduction", "search", "not-unique"}, source.tags);
    return level;
}

pack::Level generatedPackLevel(const Puzzle &puzzle, std::uint64_t seed, const GeneratorOptions &options) {
    pack::LevelSource source;
    source.title = std::to_string(puzzle.rows) + "x" + std::to_string(puzzle.cols) + ", " +
                   std::to_string(puzzle.colourCount()) + " colours, seed " + std::to_string(seed);
    source.provenance.seed = seed;
    source.provenance.options = generatorOptionsToJson(options);
    source.provenance.generator = "flow generate";
    return packLevel(puzzle, source);
}

pack::Level packLevelFromData(const Json &data, const pack::LevelSource &source) {
    return packLevel(levelFromJson(data), source);
}

} // namespace tessera::flow
