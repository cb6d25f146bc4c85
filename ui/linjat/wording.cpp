#include "ui/linjat/wording.h"

#include <QCoreApplication>

namespace tessera::linjat::ui {

namespace {
QString tr(const char *text) {
    return QCoreApplication::translate("tessera::linjat::ui", text);
}
} // namespace

QString cellName(int row, int col) {
    return tr("row %1, column %2").arg(row + 1).arg(col + 1);
}

QString numberName(const Puzzle &puzzle, int index) {
    const Number &n = puzzle.number(index);
    return tr("the %1 at %2").arg(n.value).arg(cellName(n.row, n.col));
}

QString shortNumberName(const Puzzle &puzzle, int index) {
    const Number &n = puzzle.number(index);
    return tr("%1 (r%2 c%3)").arg(n.value).arg(n.row + 1).arg(n.col + 1);
}

QString lineName(const Line &line) {
    if (line.first == line.last) return tr("its own cell only");
    return line.horizontal ? tr("horizontal, columns %1-%2").arg(line.first + 1).arg(line.last + 1)
                           : tr("vertical, rows %1-%2").arg(line.first + 1).arg(line.last + 1);
}

QString ruleTitle(Rule rule) {
    return QString::fromLatin1(ruleName(rule));
}

QString ruleExplanation(Rule rule) {
    switch (rule) {
    case Rule::UncontestedNoCover:
        return tr("uniqueness leak: a number that can no longer reach an uncovered dot has a line whose open "
                  "cells nobody else can reach; only a player who assumes the solution is unique may "
                  "take it");
    case Rule::Cover:
        return tr("a dot that only one number can reach must be covered by that number");
    case Rule::SingleSolution:
        return tr("uniqueness leak: some lines of a number touch no dot and are interchangeable, so (if the "
                  "solution is unique) it must take one of its other lines");
    case Rule::CantFit:
        return tr("cells that every remaining line of a number covers are covered by it (a number that no "
                  "longer fits one way must go the other way)");
    case Rule::Square:
        return tr("two dots only the same two numbers can reach, and one of them cannot cover both: it "
                  "covers one of them, so its lines that cover neither are out");
    case Rule::Dependency:
        return tr("every line that could cover an uncovered dot also covers certain cells, so those cells "
                  "are taken; other dots there share the same candidates");
    case Rule::OneOf:
        return tr("a cell two numbers on one row or column could reach: one of two cell sets is certainly "
                  "covered, so a third number's lines that hit both are out");
    }
    return {};
}

QString statusWords(SolveStatus status) {
    switch (status) {
    case SolveStatus::Solved:
        return tr("solved");
    case SolveStatus::Stuck:
        return tr("stuck");
    case SolveStatus::Contradiction:
        return tr("contradiction");
    }
    return {};
}

QString refusalWords(EditRefusal why, int row, int col, int value) {
    switch (why) {
    case EditRefusal::OffBoard:
        return tr("The cell is off the board.");
    case EditRefusal::NumberInTheWay:
        return tr("A number is on %1; a dot cannot go there.").arg(cellName(row, col));
    case EditRefusal::NotEmpty:
        return tr("%1 is not empty.").arg(cellName(row, col));
    case EditRefusal::AlreadyEmpty:
        return tr("%1 is already empty.").arg(cellName(row, col));
    case EditRefusal::NoNumber:
        return tr("There is no number at %1.").arg(cellName(row, col));
    case EditRefusal::SameCell:
        return tr("The number is already there.");
    case EditRefusal::TargetHasNumber:
        return tr("%1 already holds a number.").arg(cellName(row, col));
    case EditRefusal::ValueOutOfRange:
        return tr("Numbers are %1 to %2.").arg(kMinValue).arg(kMaxValue);
    case EditRefusal::SameValue:
        return tr("The number at %1 already is %2.").arg(cellName(row, col)).arg(value);
    case EditRefusal::TooManyNumbers:
        return tr("The board already has %1 numbers, the most a level can have.").arg(kMaxNumbers);
    case EditRefusal::SideOutOfRange:
        return tr("Boards are %1 to %2 cells a side.").arg(kMinSide).arg(kMaxSide);
    case EditRefusal::SameSize:
        return tr("The board already is %1 x %2.").arg(row).arg(col);
    }
    return {};
}

} // namespace tessera::linjat::ui
