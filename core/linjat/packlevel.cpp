#include "linjat/packlevel.h"

#include "linjat/linjatmodule.h"

#include "linjat/difficulty.h"
#include "linjat/levelio.h"
#include "linjat/tiers.h"
#include "linjat/verifier.h"

#include <memory>

namespace tessera::linjat {

SolverOptions packSolverOptions(const pack::Provenance &provenance) {
    const Json &options = provenance.options;
    if (!options.is_object() || !options.contains("solver")) return {};
    return SolverOptions::fromJson(JsonCursor(options["solver"], "provenance.options.solver"));
}

pack::Level packLevel(const Puzzle &puzzle, const pack::LevelSource &source) {
    const SolverOptions options = packSolverOptions(source.provenance);
    auto solver = std::make_unique<LayeredSolver>(options);
    auto counter = std::make_unique<SolutionCounter>();
    Verdict v = verify(puzzle, options, *solver, *counter);
    // verify() counts only when the solver part passed; the pack records the count in every case.
    std::vector<Line> solution;
    v.solutions = counter->count(puzzle, 2, &solution);

    pack::Level level = pack::startLevel(kModuleId, source,
                                         std::to_string(puzzle.rows()) + "x" + std::to_string(puzzle.cols()) +
                                             ", " + std::to_string(puzzle.numberCount()) + " numbers");
    level.data = Json::parse(puzzleToData(puzzle).dump());
    if (v.solutions == 1) level.solution = Json::parse(solutionToJson(puzzle, solution).dump());
    Json s = Json::parse(v.classification.toJson().dump());
    s["solutions"] = v.solutions;
    s["solved_without_leaks"] = v.solvedWithoutLeaks;
    s["expert_grade"] = v.classification.expertGrade();
    // The tier and the original's collection score, judged on the deductions a player needs (no leaks).
    const Tier tier = qualifyingTier(v.leakFree, puzzle.rows(), puzzle.cols());
    const double collection = collectionScore(tier, v.leakFree);
    s["tier"] = tierName(tier);
    s["collection_score"] = collection;
    level.statistics = std::move(s);
    // Only a level with one solution that deduction reaches has a difficulty.
    const bool measurable = v.solutions == 1 && v.solvedWithoutLeaks;
    pack::setMeasuredDifficulty(
        level, measurable ? std::optional<double>(scaleDifficulty(tier, collection)) : std::nullopt,
        measurable ? tierName(tier) : "");
    std::vector<std::string> own{kModuleId};
    if (measurable) own.push_back(tierName(tier));
    if (v.classification.expertGrade()) own.push_back("expert-grade");
    if (!v.valid()) own.push_back("not-exportable");
    pack::setTags(level, own,
                  {kModuleId, "easy", "medium", "hard", "expert", "expert-grade", "not-exportable"},
                  source.tags);
    return level;
}

pack::Level packLevelFromData(const Json &data, const pack::LevelSource &source) {
    return packLevel(puzzleFromData(data), source);
}

} // namespace tessera::linjat
