#pragma once

#include "ui/flow/analysis.h"

#include <QString>

namespace tessera::flow::ui {

// What the Solve page says about an analysis, in one place: the verdict, its details and the grader's
// layer counts per rule.
QString uniquenessWords(const Analysis &analysis); // "Unique", "2+ solutions", ...
// Rich text: how the solutions look (shown: which of two is drawn), the search size and the grade.
QString solveReport(const Analysis &analysis, int shown);
// Rich text: a table of the grader's layer count per rule and the difficulty; empty when not graded.
QString depthTable(const Analysis &analysis);
// The grader rule's description, for the layer viewer.
QString gradeRuleWords(GradeRule rule);

} // namespace tessera::flow::ui
