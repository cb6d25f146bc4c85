#include "ui/linjat/packlevel.h"

#include "common/error.h"
#include "common/version.h"
#include "linjat/levelio.h"
#include "linjat/solutioncounter.h"
#include "linjat/verifier.h"

#include <algorithm>
#include <memory>

namespace tessera::linjat::ui {

pack::Level makePackLevel(const Puzzle &puzzle, const SolverOptions &options, const LevelOrigin &origin) {
    auto solver = std::make_unique<LayeredSolver>(options);
    auto counter = std::make_unique<SolutionCounter>();
    Verdict v = verify(puzzle, options, *solver, *counter);
    // verify() counts only when the solver part passed; the pack records the count in every case.
    std::vector<Line> solution;
    v.solutions = counter->count(puzzle, 2, &solution);

    pack::Level level;
    level.module = "linjat";
    level.id = origin.packLevelId;
    level.title = origin.title.isEmpty() ? QStringLiteral("%1x%2, %3 numbers")
                                               .arg(puzzle.rows())
                                               .arg(puzzle.cols())
                                               .arg(puzzle.numberCount())
                                               .toStdString()
                                         : origin.title.toStdString();
    level.data = Json::parse(puzzleToData(puzzle).dump());
    if (v.solutions == 1) level.solution = Json::parse(solutionToJson(puzzle, solution).dump());
    Json s = Json::parse(v.classification.toJson().dump());
    s["solutions"] = v.solutions;
    s["solved_without_leaks"] = v.solvedWithoutLeaks;
    s["expert_grade"] = v.classification.expertGrade();
    level.statistics = s;
    level.difficulty = v.classification.score;
    level.tags = origin.tags;
    auto tag = [&level](const std::string &t) {
        if (std::find(level.tags.begin(), level.tags.end(), t) == level.tags.end()) level.tags.push_back(t);
    };
    tag("linjat");
    if (v.classification.expertGrade()) tag("expert-grade");
    if (!v.valid()) tag("not-exportable");
    level.provenance = origin.provenance;
    if (level.provenance.version.empty()) level.provenance.version = kVersion;
    if (level.provenance.generator.empty()) level.provenance.generator = "linjat studio";
    return level;
}

Puzzle puzzleOfLevel(const pack::Level &level) {
    if (level.module != "linjat")
        throw Error("level '" + level.id + "' is a " + level.module + " level, not a linjat level");
    try {
        return puzzleFromData(level.data);
    } catch (const Error &e) {
        throw Error("level '" + level.id + "': " + std::string(e.what()));
    }
}

} // namespace tessera::linjat::ui
