#include "balls/whatif.h"

#include "balls/analyser.h"
#include "common/error.h"

namespace tessera::balls {

WhatIfMap whatIfMap(const Board &board, ProgressSink *progress, const CancelToken *cancel) {
    WhatIfMap map;
    const Analysis base = analyse(board);
    map.solvable = base.solvable;
    map.randomWin = base.randomWin;
    ProgressReporter reporter(progress, cancel);
    const int n = board.rows * board.cols;
    for (int i = 0; i < n; ++i) {
        if (reporter.cancelled()) {
            map.cancelled = true;
            break;
        }
        if (board.blocks.test(i) || board.start.black == i) continue;
        Board changed = board;
        WhatIfCell cell;
        cell.cell = board.point(i);
        cell.added = !board.start.whites.test(i);
        if (cell.added)
            changed.start.whites.set(i);
        else
            changed.start.whites.reset(i);
        Analysis a;
        try {
            a = analyse(changed, nullptr, 20'000'000, cancel);
        } catch (const Error &) {
            if (!reporter.cancelled()) throw;
            map.cancelled = true;
            break;
        }
        cell.solvable = a.solvable;
        cell.randomWin = a.randomWin;
        cell.randomWinChange = a.randomWin - base.randomWin;
        cell.states = a.states;
        map.cells.push_back(cell);
        reporter.report(double(i + 1) / n, "what-if map");
    }
    return map;
}

} // namespace tessera::balls
