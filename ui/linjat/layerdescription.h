#pragma once

#include "linjat/placement.h"
#include "linjat/puzzle.h"
#include "linjat/solvetrace.h"

#include <QPoint>
#include <QString>

#include <vector>

namespace tessera::linjat::ui {

// What one solver layer changed for one number, read off the trace (the states before and after the
// layer), with the change in designer words. Nothing here decides anything: the solver did; this
// only compares the two states it recorded.
struct LayerChange {
    int number = -1;
    std::vector<QPoint> newCells;  // (col, row) fixed to the number in this layer
    std::vector<QPoint> lostReach; // cells it could reach before the layer and no longer can
    int placementsBefore = 0;
    int placementsAfter = 0;
    int fixedBefore = 0;
    int fixedAfter = 0;
    QString text;
    // The cells to highlight when the change is picked in the list.
    std::vector<QPoint> cells() const;
};

// The state after layer k (k = 0: the start, before any layer); k is clamped to the trace.
const TraceState &traceStateAt(const SolveTrace &trace, int layer);

// The geometry (placements and their cells) of a puzzle's number, as the solvers see it.
NumberGeometry numberGeometry(const Puzzle &puzzle, int index);

// Cells fixed to each number in a state, as strokes from the first to the last cell (all collinear):
// first and last (col, row), and how many cells.
struct FixedRun {
    QPoint first;
    QPoint last;
    int count = 0;
};
std::vector<FixedRun> fixedRuns(const Puzzle &puzzle, const TraceState &state);

// The changes of layer k (1-based; layer 0 has none), numbers in puzzle order.
std::vector<LayerChange> describeLayer(const Puzzle &puzzle, const SolveTrace &trace, int layer);

// The layer's rule in designer words: "cover (width 2): a dot that only one number can reach must be
// covered by that number. Here: the dot at row 3, column 5 can only be reached by the 4."
QString layerHeadline(const SolveTrace &trace, int layer);
QString layerSummary(const Puzzle &puzzle, const SolveTrace &trace, int layer,
                     const std::vector<LayerChange> &changes);

} // namespace tessera::linjat::ui
