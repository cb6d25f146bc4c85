// The pack panel's "make the curve ramp" (kept apart from packpanel.cpp, which holds the rest).
#include "ui/common/packpanel.h"

#include "pack/ramp.h"
#include "ui/common/commands/sortbydifficultycommand.h"
#include "ui/common/packdocument.h"

#include <QInputDialog>
#include <QStringList>
#include <QUndoStack>

namespace tessera::ui {

std::vector<std::size_t> PackPanel::makeRamp(const std::vector<std::string> &tierSequence) {
    const std::vector<std::size_t> order = pack::rampOrder(document().pack(), tierSequence);
    auto *command = new SortByDifficultyCommand(document(), order, tr("Make the curve ramp"));
    if (command->isNoOp())
        delete command;
    else
        document().undoStack()->push(command);
    const std::vector<std::size_t> dips = pack::rampDips(document().pack());
    QStringList where;
    for (std::size_t i : dips) where << QString::number(i + 1);
    emit statusMessage(dips.empty() ? tr("The curve ramps: no level is easier than the one before it.")
                                    : tr("The curve dips at position(s) %1 (where a tier starts below the "
                                         "end of the one before; marked on the curve).")
                                          .arg(where.join(QStringLiteral(", "))));
    return dips;
}

void PackPanel::askRamp() {
    QStringList tiers;
    for (const std::string &t : pack::defaultTierSequence(document().pack()))
        tiers << QString::fromStdString(t);
    bool ok = false;
    const QString text = QInputDialog::getText(
        this, tr("Make the Curve Ramp"),
        tr("Tiers in play order (each is sorted by difficulty; tiers not named follow):"), QLineEdit::Normal,
        tiers.join(QStringLiteral(", ")), &ok);
    if (!ok) return;
    std::vector<std::string> sequence;
    for (const QString &t : text.split(QLatin1Char(','), Qt::SkipEmptyParts))
        if (!t.trimmed().isEmpty()) sequence.push_back(t.trimmed().toStdString());
    makeRamp(sequence);
}

} // namespace tessera::ui
