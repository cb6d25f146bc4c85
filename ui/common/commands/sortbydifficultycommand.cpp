#include "ui/common/commands/sortbydifficultycommand.h"

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
    std::vector<std::size_t> order(levels.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        return levels[a].difficulty < levels[b].difficulty;
    });
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
