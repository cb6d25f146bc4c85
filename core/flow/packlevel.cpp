#include "flow/packlevel.h"

#include "common/version.h"
#include "flow/fastsolver.h"
#include "flow/formats.h"

namespace tessera::flow {

namespace {
std::string sizeTitle(const Puzzle &puzzle) {
    return std::to_string(puzzle.rows) + "x" + std::to_string(puzzle.cols) + ", " +
           std::to_string(puzzle.colourCount()) + " colours";
}
} // namespace

pack::Level generatedPackLevel(const pack::LevelPack &pack, const GeneratedLevel &made, std::uint64_t seed,
                               const GeneratorOptions &options, const GradeResult &grade) {
    pack::Level level;
    level.id = pack::freshId(pack, "flow");
    level.module = "flow";
    level.title = sizeTitle(made.puzzle) + ", seed " + std::to_string(seed);
    level.data = levelToJson(made.puzzle);
    level.solution = solutionToJson(made.puzzle, made.solution);
    Json stats = grade.toJson(false);
    stats["colours"] = made.puzzle.colourCount();
    stats["attempts"] = made.attempts;
    stats["repairs"] = made.repairs;
    stats["solverNodes"] = made.solverNodes;
    stats["solutions"] = 1;
    level.statistics = std::move(stats);
    level.difficulty = grade.difficulty;
    level.tags = {"flow", grade.solvedByDeduction ? "deduction" : "search", ruleName(made.puzzle.rule)};
    level.provenance.seed = seed;
    level.provenance.options = generatorOptionsToJson(options);
    level.provenance.generator = "flow generate";
    level.provenance.version = kVersion;
    return level;
}

pack::Level handMadePackLevel(const pack::LevelPack &pack, const Puzzle &puzzle, const std::string &title) {
    checkPuzzle(puzzle);
    FastSolveOptions f;
    f.rule = puzzle.rule;
    const SolveResult counted = solveFast(puzzle, f);
    GraderOptions g;
    g.rule = puzzle.rule;
    const GradeResult graded = grade(puzzle, g);
    pack::Level level;
    level.id = pack::freshId(pack, "flow");
    level.module = "flow";
    level.title = title.empty() ? sizeTitle(puzzle) : title;
    level.data = levelToJson(puzzle);
    if (counted.status() == SolveStatus::Unique)
        level.solution = solutionToJson(puzzle, counted.solutions.front());
    Json stats = graded.toJson(false);
    stats["colours"] = puzzle.colourCount();
    stats["solutions"] = counted.count;
    level.statistics = std::move(stats);
    level.difficulty = graded.difficulty;
    level.tags = {"flow", "hand-made", ruleName(puzzle.rule)};
    if (counted.status() != SolveStatus::Unique) level.tags.push_back("not-unique");
    level.provenance.version = kVersion;
    return level;
}

} // namespace tessera::flow
