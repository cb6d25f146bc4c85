#pragma once

#include "common/grid.h"
#include "flow/puzzle.h"
#include "ui/common/document.h"
#include "ui/flow/analysis.h"

#include <QObject>
#include <QString>

#include <optional>

namespace tessera::flow::ui {

// The document of the Flow workbench: a board of endpoint labels ('.' where empty) and the rule. A
// colour may have one endpoint while the user is placing its pair, so the board, not a Puzzle, is the
// state; the puzzle is derived (and the core says what is wrong when it cannot be). The last Solve's
// analysis belongs to the document until the next edit.
class LevelModel : public tessera::ui::Document {
    Q_OBJECT
public:
    explicit LevelModel(QObject *parent = nullptr);

    int rows() const { return mCells.rows(); }
    int columns() const { return mCells.cols(); }
    const Grid<char> &cells() const { return mCells; }
    char labelAt(Point p) const { return mCells.inside(p) ? mCells.at(p) : '.'; }
    Rule rule() const { return mRule; }
    // How many endpoints carry this label.
    int labelCount(char label) const;

    // A whole new document (open, new, generated): the undo history starts over and the state is clean.
    void reset(const Puzzle &puzzle);
    void resetEmpty(int rows, int columns, Rule rule);
    // For the undo commands only: the board and rule after (or before) an edit.
    void setBoard(const Grid<char> &cells, Rule rule);

    // The puzzle, or nothing with problem() saying why (a lone endpoint, no pairs).
    const std::optional<Puzzle> &puzzle() const { return mPuzzle; }
    QString problem() const { return mProblem; }

    const AnalysisPtr &analysis() const { return mAnalysis; }
    // Ignored (false) when the analysis is of another puzzle than the current one.
    bool setAnalysis(const AnalysisPtr &analysis);

    static Grid<char> cellsOf(const Puzzle &puzzle);

signals:
    // The board or the rule changed (the analysis was dropped).
    void changed();
    void analysisChanged();

private:
    void rebuild();

    Grid<char> mCells;
    Rule mRule = Rule::Strict;
    std::optional<Puzzle> mPuzzle;
    QString mProblem;
    AnalysisPtr mAnalysis;
};

} // namespace tessera::flow::ui
