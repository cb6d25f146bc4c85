#include "ui/balls/playback.h"

#include <QCoreApplication>

namespace tessera::balls::ui {

namespace {
QString tr(const char *text, int n = -1) {
    return QCoreApplication::translate("tessera::balls::ui", text, nullptr, n);
}
} // namespace

QString playbackText(const Construction &construction, int step) {
    if (step <= 0 || step > static_cast<int>(construction.steps.size()))
        return tr("%n step(s), ", int(construction.steps.size())) +
               tr("%n attempt(s). The black ball starts here; move the slider to place the balls in "
                  "the order they are played.",
                  construction.attempts);
    const ConstructionStep &s = construction.steps[static_cast<std::size_t>(step - 1)];
    const QString where = tr("row %1, column %2").arg(s.to.row).arg(s.to.col);
    const QString dir = QString::fromLatin1(dirName(s.dir));
    switch (s.kind) {
    case ConstructionStep::Kind::Place:
        return tr("Step %1, move %2: the black ball shifts %n cell(s) %3; the ball goes in front of it at "
                  "%4.",
                  s.shift)
            .arg(step)
            .arg(s.move)
            .arg(dir, where);
    case ConstructionStep::Kind::Relocate:
        return tr("Step %1, move %2: on the white arrow of move %3, so the ball starts one cell further %4, "
                  "at %5.")
            .arg(step)
            .arg(s.move)
            .arg(s.arrow)
            .arg(dir, where);
    case ConstructionStep::Kind::Reject:
        return tr("Step %1, move %2: rejected at %3: %4.")
            .arg(step)
            .arg(s.move)
            .arg(where, QString::fromStdString(s.reason));
    case ConstructionStep::Kind::Accept:
        return tr("Step %1, move %2: accepted; the ball starts at %3.").arg(step).arg(s.move).arg(where);
    }
    return {};
}

} // namespace tessera::balls::ui
