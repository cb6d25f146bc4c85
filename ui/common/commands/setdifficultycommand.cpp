#include "ui/common/commands/setdifficultycommand.h"

#include "ui/common/packdocument.h"

#include <QCoreApplication>

namespace tessera::ui {

SetDifficultyCommand::SetDifficultyCommand(PackDocument &document, int row, double difficulty,
                                           QUndoCommand *parent)
    : QUndoCommand(parent)
    , mDocument(document)
    , mRow(row)
    , mOld(document.level(row).difficulty)
    , mNew(difficulty) {
    setText(QCoreApplication::translate("tessera::ui", "Set difficulty of \"%1\" to %2")
                .arg(QString::fromStdString(document.level(row).title))
                .arg(difficulty));
}

void SetDifficultyCommand::apply(std::optional<double> difficulty) {
    pack::Level level = mDocument.level(mRow);
    level.difficulty = difficulty;
    mDocument.replaceLevel(mRow, std::move(level));
}

void SetDifficultyCommand::redo() {
    apply(mNew);
}

void SetDifficultyCommand::undo() {
    apply(mOld);
}

bool SetDifficultyCommand::mergeWith(const QUndoCommand *other) {
    const auto *next = static_cast<const SetDifficultyCommand *>(other);
    if (next->mRow != mRow || &next->mDocument != &mDocument) return false;
    mNew = next->mNew;
    setText(next->text());
    if (mNew == mOld) setObsolete(true); // back where it started: drop the step
    return true;
}

} // namespace tessera::ui
