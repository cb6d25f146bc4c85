#include "ui/linjat/commands/resizeboardcommand.h"

#include "ui/linjat/levelmodel.h"

#include <QCoreApplication>

namespace tessera::linjat::ui {

int ResizeBoardCommand::droppedItems(const Puzzle &puzzle, int rows, int cols) {
    int dropped = 0;
    for (const Number &n : puzzle.numbers()) dropped += (n.row >= rows || n.col >= cols) ? 1 : 0;
    for (int r = 0; r < puzzle.rows(); ++r)
        for (int c = 0; c < puzzle.cols(); ++c)
            if (puzzle.isDot(r, c) && (r >= rows || c >= cols)) ++dropped;
    return dropped;
}

std::unique_ptr<ResizeBoardCommand> ResizeBoardCommand::make(LevelModel &model, int rows, int cols,
                                                             QString *why) {
    const Puzzle &p = model.puzzle();
    auto tr = [](const char *text) { return QCoreApplication::translate("tessera::linjat::ui", text); };
    auto refuse = [why](const QString &reason) {
        if (why) *why = reason;
        return nullptr;
    };
    if (rows < kMinSide || cols < kMinSide || rows > kMaxSide || cols > kMaxSide)
        return refuse(tr("Boards are %1 to %2 cells a side.").arg(kMinSide).arg(kMaxSide));
    if (rows == p.rows() && cols == p.cols())
        return refuse(tr("The board already is %1 x %2.").arg(rows).arg(cols));
    Puzzle after(rows, cols);
    for (const Number &n : p.numbers())
        if (n.row < rows && n.col < cols) after.addNumber(n.row, n.col, n.value);
    for (int r = 0; r < std::min(rows, p.rows()); ++r)
        for (int c = 0; c < std::min(cols, p.cols()); ++c)
            if (p.isDot(r, c)) after.setDot(r, c, true);
    const int dropped = droppedItems(p, rows, cols);
    QString text = tr("Resize board to %1 x %2").arg(rows).arg(cols);
    if (dropped > 0)
        text += QCoreApplication::translate("tessera::linjat::ui", " (drops %n item(s))", nullptr, dropped);
    return std::unique_ptr<ResizeBoardCommand>(new ResizeBoardCommand(model, after, text));
}

} // namespace tessera::linjat::ui
