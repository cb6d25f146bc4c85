#include "ui/common/commands/addlevelcommand.h"

#include "pack/idallocator.h"
#include "ui/common/backgroundrelease.h"
#include "ui/common/packdocument.h"

#include <QCoreApplication>
#include <QUndoStack>

namespace tessera::ui {

AddLevelCommand::AddLevelCommand(PackDocument &document, pack::Level level, int row, QUndoCommand *parent)
    : AddLevelCommand(document, {},
                      QCoreApplication::translate("tessera::ui", "Add level \"%1\"")
                          .arg(QString::fromStdString(level.title)),
                      row, {}, parent) {
    mLevels.push_back(std::move(level));
    mCount = 1;
}

AddLevelCommand::AddLevelCommand(PackDocument &document, std::vector<pack::Level> levels, const QString &text,
                                 int row, PackDocument::States states, QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , mDocument(document)
    , mLevels(std::move(levels))
    , mStates(std::move(states))
    , mRow(row < 0 || row > document.levelCount() ? document.levelCount() : row)
    , mCount(int(mLevels.size())) {}

AddLevelCommand::~AddLevelCommand() {
    releaseInBackground(std::move(mLevels));
}

void AddLevelCommand::redo() {
    mDocument.insertLevels(mRow, std::move(mLevels), std::move(mStates));
    mLevels.clear();
    mStates.clear();
}

void AddLevelCommand::undo() {
    mLevels = mDocument.takeLevels(mRow, mCount, &mStates);
}

int addLevelsAsOneStep(PackDocument &document, const std::vector<pack::Level> &levels, const QString &text) {
    if (levels.empty()) return 0;
    pack::IdAllocator ids(document.pack());
    std::vector<pack::Level> fresh = levels;
    for (pack::Level &level : fresh) level.id = ids.fresh(level.module);
    document.undoStack()->push(new AddLevelCommand(document, std::move(fresh), text));
    return int(levels.size());
}

} // namespace tessera::ui
