#pragma once

#include "linjat/classification.h"
#include "linjat/editing.h"
#include "linjat/puzzle.h"
#include "linjat/rules.h"

#include <QString>

namespace tessera::linjat::ui {

// The words the workbench uses for cells, numbers and solver rules, in one place so every panel
// speaks the same language. Rows and columns are counted from 1, as a designer counts them.
QString cellName(int row, int col);                       // "row 3, column 5"
QString numberName(const Puzzle &puzzle, int index);      // "the 4 at row 3, column 5"
QString shortNumberName(const Puzzle &puzzle, int index); // "4 (r3 c5)"
QString lineName(const Line &line);                       // "horizontal, columns 2-5"

// The rule's name as the solver uses it ("cant-fit") and what it means, in designer words.
QString ruleTitle(Rule rule);
QString ruleExplanation(Rule rule);
QString statusWords(SolveStatus status);
// Why the core refused an edit, about the cell (row, col) it was asked for; for a resize, row and col
// are the asked size. value is the value asked for (SameValue).
QString refusalWords(EditRefusal why, int row, int col, int value = 0);

} // namespace tessera::linjat::ui
