#include "ui/flow/packlevel.h"

#include "flow/formats.h"

#include <QCoreApplication>

namespace tessera::flow::ui {

pack::Level makePackLevel(const Puzzle &puzzle, const std::string &title, const Solution *solution,
                          int solutionCount, const GradeResult *grade, pack::Provenance provenance) {
    pack::Level level;
    level.module = "flow";
    level.title = title;
    level.data = levelToJson(puzzle);
    if (solution) level.solution = solutionToJson(puzzle, *solution);
    Json stats = Json::object();
    stats["rows"] = puzzle.rows;
    stats["cols"] = puzzle.cols;
    stats["colours"] = puzzle.colourCount();
    stats["rule"] = ruleName(puzzle.rule);
    if (solutionCount >= 0) stats["solutions"] = solutionCount;
    if (grade) {
        // Numbers only, flat, so the pack panel can show and sort them.
        stats["layers"] = grade->layers.size();
        stats["maxWidth"] = grade->maxWidth;
        stats["searchCells"] = grade->searchCells;
        stats["deducedFraction"] = grade->deducedFraction();
        for (const GradeRuleInfo &info : gradeRules())
            stats[std::string("depth.") + info.id] = grade->depth[std::size_t(info.rule)];
        level.difficulty = grade->difficulty;
    }
    level.statistics = stats;
    level.tags = {"flow", std::to_string(puzzle.cols) + "x" + std::to_string(puzzle.rows)};
    level.provenance = std::move(provenance);
    if (level.provenance.version.empty()) level.provenance.version = studioVersion();
    return level;
}

std::string studioVersion() {
    const QString version = QCoreApplication::applicationVersion();
    return version.isEmpty() ? std::string("tessera") : "tessera " + version.toStdString();
}

} // namespace tessera::flow::ui
