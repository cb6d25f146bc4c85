#include "ui/linjat/layerdescription.h"

#include "ui/linjat/wording.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>

namespace tessera::linjat::ui {

namespace {

QString tr(const char *text, int n = -1) {
    return QCoreApplication::translate("tessera::linjat::ui", text, nullptr, n);
}

bool hasBit(std::uint64_t mask, int bit) {
    return (mask >> bit) & 1u;
}

} // namespace

std::vector<QPoint> LayerChange::cells() const {
    std::vector<QPoint> all = newCells;
    all.insert(all.end(), lostReach.begin(), lostReach.end());
    return all;
}

const TraceState &traceStateAt(const SolveTrace &trace, int layer) {
    if (layer <= 0 || trace.layers.empty()) return trace.start;
    return trace.layers[std::size_t(std::min<int>(layer, int(trace.layers.size())) - 1)].after;
}

NumberGeometry numberGeometry(const Puzzle &puzzle, int index) {
    const Number &n = puzzle.number(index);
    NumberGeometry g;
    g.row = n.row;
    g.col = n.col;
    g.value = n.value;
    g.cell = puzzle.cellIndex(n.row, n.col);
    g.all = allPlacements(n.value);
    return g;
}

std::vector<FixedRun> fixedRuns(const Puzzle &puzzle, const TraceState &state) {
    std::vector<FixedRun> runs(std::size_t(puzzle.numberCount()));
    for (int i = 0; i < puzzle.numberCount(); ++i) {
        const Number &n = puzzle.number(i);
        runs[std::size_t(i)].first = runs[std::size_t(i)].last = QPoint(n.col, n.row);
    }
    const int cols = puzzle.cols();
    for (int cell = 0; cell < int(state.owner.size()); ++cell) {
        const int o = state.owner[std::size_t(cell)];
        if (o < 0 || o >= puzzle.numberCount()) continue;
        FixedRun &run = runs[std::size_t(o)];
        const QPoint p(cell % cols, cell / cols);
        run.first = QPoint(std::min(run.first.x(), p.x()), std::min(run.first.y(), p.y()));
        run.last = QPoint(std::max(run.last.x(), p.x()), std::max(run.last.y(), p.y()));
        ++run.count;
    }
    // A number down to one placement has its line, even where the solve stopped before drawing every
    // cell of it (it stops once nothing new is left to decide).
    for (int i = 0; i < puzzle.numberCount() && i < int(state.placements.size()); ++i) {
        const PlacementMask m = state.placements[std::size_t(i)];
        if (!m || (m & (m - 1))) continue;
        const NumberGeometry g = numberGeometry(puzzle, i);
        const Line line = placementLine(g, lowestBit(m));
        FixedRun &run = runs[std::size_t(i)];
        run.first = line.horizontal ? QPoint(line.first, g.row) : QPoint(g.col, line.first);
        run.last = line.horizontal ? QPoint(line.last, g.row) : QPoint(g.col, line.last);
        run.count = g.value;
    }
    return runs;
}

std::vector<LayerChange> describeLayer(const Puzzle &puzzle, const SolveTrace &trace, int layer) {
    std::vector<LayerChange> out;
    if (layer <= 0 || layer > int(trace.layers.size())) return out;
    const Rule rule = trace.layers[std::size_t(layer - 1)].rule;
    const TraceState &before = traceStateAt(trace, layer - 1);
    const TraceState &after = traceStateAt(trace, layer);
    const int cols = puzzle.cols();
    const int cells = puzzle.cellCount();
    if (int(before.owner.size()) < cells || int(after.owner.size()) < cells) return out;

    for (int n = 0; n < puzzle.numberCount(); ++n) {
        LayerChange change;
        change.number = n;
        change.placementsBefore = bitCount(before.placements[std::size_t(n)]);
        change.placementsAfter = bitCount(after.placements[std::size_t(n)]);
        std::vector<int> coveredDots; // dots this layer fixed to n
        for (int cell = 0; cell < cells; ++cell) {
            const QPoint p(cell % cols, cell / cols);
            if (before.owner[std::size_t(cell)] == n) ++change.fixedBefore;
            if (after.owner[std::size_t(cell)] == n) ++change.fixedAfter;
            if (after.owner[std::size_t(cell)] == n && before.owner[std::size_t(cell)] != n) {
                change.newCells.push_back(p);
                if (puzzle.isDot(p.y(), p.x())) coveredDots.push_back(cell);
            }
            if (hasBit(before.candidates[std::size_t(cell)], n) &&
                !hasBit(after.candidates[std::size_t(cell)], n) && after.owner[std::size_t(cell)] != n)
                change.lostReach.push_back(p);
        }
        if (change.newCells.empty() && change.placementsAfter == change.placementsBefore) continue;

        const Number &num = puzzle.number(n);
        QStringList parts;
        // The rule-specific reason, where the two states show it.
        if (rule == Rule::Cover) {
            for (int cell : coveredDots)
                if (before.candidates[std::size_t(cell)] == (std::uint64_t(1) << n))
                    parts << tr("the dot at %1 can only be reached by the %2")
                                 .arg(cellName(cell / cols, cell % cols))
                                 .arg(num.value);
        } else if (rule == Rule::CantFit && !change.newCells.empty()) {
            const NumberGeometry g = numberGeometry(puzzle, n);
            const PlacementMask now = before.placements[std::size_t(n)];
            const PlacementMask start = trace.start.placements[std::size_t(n)];
            if (g.value > 1 && !g.horizontalBits(now) && g.horizontalBits(start))
                parts << tr("the %1 no longer fits horizontally, so it is vertical").arg(num.value);
            else if (g.value > 1 && !g.verticalBits(now) && g.verticalBits(start))
                parts << tr("the %1 no longer fits vertically, so it is horizontal").arg(num.value);
            else
                parts << tr("every line the %1 can still take covers these cells").arg(num.value);
        }
        if (!change.newCells.empty())
            parts << tr("%1 surely covers %n more cell(s) (%2 of %3)", int(change.newCells.size()))
                         .arg(numberName(puzzle, n))
                         .arg(change.fixedAfter)
                         .arg(num.value);
        if (change.placementsAfter < change.placementsBefore)
            parts << tr("%1 loses %n line(s), %2 left", change.placementsBefore - change.placementsAfter)
                         .arg(numberName(puzzle, n))
                         .arg(change.placementsAfter);
        QString text = parts.join(QStringLiteral("; "));
        if (!text.isEmpty()) text[0] = text[0].toUpper();
        change.text = text;
        out.push_back(std::move(change));
    }
    return out;
}

QString layerHeadline(const SolveTrace &trace, int layer) {
    if (layer <= 0 || layer > int(trace.layers.size())) return tr("Start: nothing decided yet");
    const TraceLayer &l = trace.layers[std::size_t(layer - 1)];
    return tr("%1 (width %2)").arg(ruleTitle(l.rule)).arg(l.width);
}

QString layerSummary(const Puzzle &puzzle, const SolveTrace &trace, int layer,
                     const std::vector<LayerChange> &changes) {
    if (layer <= 0 || layer > int(trace.layers.size()))
        return tr(
            "Every number can still take any line that fits on the board. Shaded cells are those some number "
            "can reach.");
    const TraceLayer &l = trace.layers[std::size_t(layer - 1)];
    QString text = ruleExplanation(l.rule) + QLatin1Char('.');
    text[0] = text[0].toUpper();
    // The first concrete reason, so the rule reads as what happened on this board.
    for (const LayerChange &c : changes)
        if (!c.text.isEmpty()) {
            QString first = c.text.section(QStringLiteral("; "), 0, 0);
            first[0] = first[0].toLower();
            text += tr(" Here: %1").arg(first);
            if (changes.size() > 1)
                text += tr(", and %n more change(s) in this layer", int(changes.size()) - 1);
            text += QLatin1Char('.');
            break;
        }
    (void)puzzle;
    return text;
}

} // namespace tessera::linjat::ui
