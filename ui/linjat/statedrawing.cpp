#include "ui/linjat/statedrawing.h"

#include "ui/linjat/layerdescription.h"

namespace tessera::linjat::ui {

void showTraceState(BoardView &view, const Puzzle &puzzle, const TraceState &state,
                    const TraceState *previous) {
    view.setPuzzle(puzzle);
    const std::vector<FixedRun> runs = fixedRuns(puzzle, state);
    const std::vector<FixedRun> before = previous ? fixedRuns(puzzle, *previous) : std::vector<FixedRun>();
    std::vector<BoardView::Stroke> strokes;
    for (int i = 0; i < puzzle.numberCount(); ++i) {
        const FixedRun &run = runs[std::size_t(i)];
        const int value = puzzle.number(i).value;
        if (run.count <= 1 && value > 1) continue; // nothing decided beyond its own cell
        BoardView::Stroke s;
        s.from = run.first;
        s.to = run.last;
        s.color = run.count >= value ? BoardView::fullLineColor() : BoardView::partialLineColor();
        s.dashed = previous && before[std::size_t(i)].count != run.count;
        strokes.push_back(s);
    }
    view.setStrokes(std::move(strokes));

    std::vector<QColor> shading(std::size_t(puzzle.cellCount()), QColor(Qt::transparent));
    for (int cell = 0; cell < puzzle.cellCount() && cell < int(state.owner.size()); ++cell)
        if (state.owner[std::size_t(cell)] < 0 && state.candidates[std::size_t(cell)] != 0)
            shading[std::size_t(cell)] = BoardView::reachColor();
    view.setShading(std::move(shading));
}

} // namespace tessera::linjat::ui
