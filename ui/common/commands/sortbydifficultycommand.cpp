#include "ui/common/commands/sortbydifficultycommand.h"

#include "pack/ramp.h"
#include "ui/common/packdocument.h"

#include <QCoreApplication>

#include <algorithm>
#include <numeric>

namespace tessera::ui {

SortByDifficultyCommand::SortByDifficultyCommand(PackDocument &document, QUndoCommand *parent)
    : QUndoCommand(parent)
    , mDocument(document) {
    setText(QCoreApplication::translate("tessera::ui", "Sort by difficulty"));
    const auto &levels = document.pack().levels;
    const std::vector<std::size_t> order = pack::difficultyOrder(document.pack());
    for (const auto &level : levels) mOld.push_back(level.id);
    for (std::size_t i : order) mNew.push_back(levels[i].id);
}

SortByDifficultyCommand::SortByDifficultyCommand(PackDocument &document,
                                                 const std::vector<std::size_t> &order, const QString &text,
                                                 QUndoCommand *parent)
    : QUndoCommand(parent)
    , mDocument(document) {
    setText(text);
    const auto &levels = document.pack().levels;
    for (const auto &level : levels) mOld.push_back(level.id);
    for (std::size_t i : order) mNew.push_back(levels[i].id);
}

void SortByDifficultyCommand::redo() {
    mDocument.setOrder(mNew);
}

void SortByDifficultyCommand::undo() {
    mDocument.setOrder(mOld);
}

} // namespace tessera::ui
