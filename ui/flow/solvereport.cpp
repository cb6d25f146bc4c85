#include "ui/flow/solvereport.h"

#include "flow/packlevel.h"
#include "flow/solution.h"

#include <QCoreApplication>

namespace tessera::flow::ui {

namespace {
QString tr(const char *text, int n = -1) {
    return QCoreApplication::translate("tessera::flow::ui", text, nullptr, n);
}
} // namespace

QString uniquenessWords(const Analysis &analysis) {
    switch (analysis.solve.status()) {
    case SolveStatus::Unsolvable:
        return tr("0 solutions");
    case SolveStatus::Unique:
        return tr("Unique");
    case SolveStatus::Multiple:
        return tr("2+ solutions");
    case SolveStatus::Solved:
        return analysis.solve.budgetHit ? tr("Solved; unique? unknown within budget")
                                        : tr("Solved (uniqueness not proven)");
    case SolveStatus::Unknown:
        return analysis.solve.budgetHit ? tr("Unknown within budget") : tr("Stopped");
    }
    return {};
}

QString solveReport(const Analysis &a, int shown) {
    const SolveStatus status = a.solve.status();
    QString html;
    if (status == SolveStatus::Multiple && a.solve.solutions.size() >= 2) {
        const auto diff = differingCells(a.puzzle, a.solve.solutions[0], a.solve.solutions[1]);
        html += tr("Two solutions found; they differ in <b>%n cell(s)</b> (outlined). Showing solution %1.",
                   int(diff.size()))
                    .arg(shown + 1);
    } else if (status == SolveStatus::Unique) {
        html += tr("Exactly one solution under the %1 rule, drawn as pipes.")
                    .arg(a.puzzle.rule == Rule::Strict ? tr("strict") : tr("any-filling"));
    } else if (status == SolveStatus::Unsolvable) {
        html += tr("No way to connect every pair and fill the board.");
    }
    html += tr("<br>Search nodes: %1").arg(a.solve.nodes);
    if (a.solve.provedBySat)
        html += tr("<br>Settled by clause learning (%1 conflicts)").arg(a.solve.satConflicts);
    if (!a.graded) return html;
    const GradeResult &g = a.grade;
    // The pack's 0-10 scale, as Add to Pack records it; only a unique level has a difficulty.
    if (status == SolveStatus::Unique)
        html += tr("<br>Difficulty (0-10): <b>%1</b> (grader score %2)")
                    .arg(scaleDifficulty(g.difficulty, a.puzzle.rows, a.puzzle.cols), 0, 'f', 1)
                    .arg(g.difficulty, 0, 'f', 1);
    else
        html += tr("<br>Grader score %1 (a difficulty needs one solution)").arg(g.difficulty, 0, 'f', 1);
    html += tr("<br>Layers: %1, widest %2 cells<br>Decided by deduction: %3%")
                .arg(g.layers.size())
                .arg(g.maxWidth)
                .arg(int(g.deducedFraction() * 100 + 0.5));
    if (!g.solvedByDeduction && !g.contradiction) {
        // The grader adds a search layer only for a unique level; otherwise deduction simply stops with
        // cells open (a second solution runs through them).
        if (g.searchCells > 0)
            html += tr("<br>Search needed for the last %n cell(s)", g.searchCells);
        else
            html += tr("<br>Deduction stops with %n cell(s) open", g.cells - g.decidedByDeduction);
    }
    return html;
}

QString depthTable(const Analysis &a) {
    if (!a.graded) return {};
    const GradeResult &g = a.grade;
    QString depths = QStringLiteral("<table cellspacing=4><tr><th align=left>%1</th><th>%2</th></tr>")
                         .arg(tr("Rule"), tr("Layers"));
    for (const GradeRuleInfo &info : gradeRules())
        depths += QStringLiteral("<tr><td>%1</td><td align=right>%2</td></tr>")
                      .arg(QString::fromUtf8(info.description).toHtmlEscaped())
                      .arg(g.depth[std::size_t(info.rule)]);
    depths +=
        QStringLiteral("</table><p>%1 <b>%2</b></p>").arg(tr("Grader score:")).arg(g.difficulty, 0, 'f', 1);
    return depths;
}

QString gradeRuleWords(GradeRule rule) {
    for (const GradeRuleInfo &info : gradeRules())
        if (info.rule == rule) return QString::fromUtf8(info.description);
    return {};
}

} // namespace tessera::flow::ui
