#include "ui/flow/levelmodel.h"

#include "flow/editing.h"
#include "flow/formats.h"

namespace tessera::flow::ui {

LevelModel::LevelModel(QObject *parent)
    : Document(parent) {
    resetEmpty(5, 5, Rule::Strict);
}

int LevelModel::labelCount(char label) const {
    return endpointCount(mCells, label);
}

Grid<char> LevelModel::cellsOf(const Puzzle &puzzle) {
    Grid<char> cells(puzzle.rows, puzzle.cols, '.');
    for (const Pair &pair : puzzle.pairs) {
        cells.at(pair.a) = pair.label;
        cells.at(pair.b) = pair.label;
    }
    return cells;
}

void LevelModel::reset(const Puzzle &puzzle) {
    clearHistory(); // first, while its commands still match the board
    setFileName({});
    mCells = cellsOf(puzzle);
    mRule = puzzle.rule;
    rebuild();
}

void LevelModel::resetEmpty(int rows, int columns, Rule rule) {
    clearHistory();
    setFileName({});
    mCells = Grid<char>(rows, columns, '.');
    mRule = rule;
    rebuild();
}

void LevelModel::setBoard(const Grid<char> &cells, Rule rule) {
    mCells = cells;
    mRule = rule;
    rebuild();
}

bool LevelModel::setAnalysis(const AnalysisPtr &analysis) {
    if (analysis && (!mPuzzle || !(analysis->puzzle == *mPuzzle))) return false;
    mAnalysis = analysis;
    emit analysisChanged();
    return true;
}

void LevelModel::rebuild() {
    // The core's level reader is the one place that decides what a board of labels means (and words
    // the refusal: a label used once or three times, no pairs).
    const Json data = boardToJson(mCells, mRule);
    mPuzzle.reset();
    mProblem.clear();
    try {
        Puzzle puzzle = levelFromJson(data);
        checkPuzzle(puzzle);
        mPuzzle = puzzle;
    } catch (const std::exception &error) {
        mProblem = QString::fromUtf8(error.what());
    }
    const bool hadAnalysis = mAnalysis != nullptr;
    mAnalysis.reset();
    emit changed();
    if (hadAnalysis) emit analysisChanged();
}

} // namespace tessera::flow::ui
