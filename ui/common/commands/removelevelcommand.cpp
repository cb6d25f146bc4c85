#include "ui/common/commands/removelevelcommand.h"

#include "ui/common/backgroundrelease.h"
#include "ui/common/packdocument.h"

#include <QCoreApplication>
#include <QUndoStack>

#include <algorithm>

namespace tessera::ui {

RemoveLevelCommand::RemoveLevelCommand(PackDocument &document, int row, int count, QUndoCommand *parent)
    : QUndoCommand(parent)
    , mDocument(document)
    , mRow(row)
    , mCount(count) {
    setText(count == 1 ? QCoreApplication::translate("tessera::ui", "Remove level \"%1\"")
                             .arg(QString::fromStdString(document.level(row).title))
                       : QCoreApplication::translate("tessera::ui", "Remove %n levels", nullptr, count));
}

RemoveLevelCommand::~RemoveLevelCommand() {
    releaseInBackground(std::move(mLevels));
}

void RemoveLevelCommand::redo() {
    mLevels = mDocument.takeLevels(mRow, mCount, &mStates);
}

void RemoveLevelCommand::undo() {
    mDocument.insertLevels(mRow, std::move(mLevels), std::move(mStates));
    mLevels.clear();
    mStates.clear();
}

void removeLevels(PackDocument &document, std::vector<int> rows) {
    std::sort(rows.begin(), rows.end());
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    if (rows.empty()) return;
    // Runs of neighbouring rows, [first, end), removed last first so the earlier rows stay put.
    std::vector<std::pair<int, int>> runs;
    for (const int row : rows) {
        if (runs.empty() || runs.back().second != row)
            runs.emplace_back(row, row + 1);
        else
            ++runs.back().second;
    }
    QUndoStack *stack = document.undoStack();
    if (runs.size() == 1) {
        stack->push(
            new RemoveLevelCommand(document, runs.front().first, runs.front().second - runs.front().first));
        return;
    }
    stack->beginMacro(
        QCoreApplication::translate("tessera::ui", "Remove %n levels", nullptr, int(rows.size())));
    for (auto it = runs.rbegin(); it != runs.rend(); ++it)
        stack->push(new RemoveLevelCommand(document, it->first, it->second - it->first));
    stack->endMacro();
}

} // namespace tessera::ui
