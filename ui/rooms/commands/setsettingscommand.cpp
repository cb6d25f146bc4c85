#include "ui/rooms/commands/setsettingscommand.h"

#include "ui/rooms/roomsdocument.h"

namespace tessera::rooms::ui {

SetSettingsCommand::SetSettingsCommand(RoomsDocument &document, const GeneratorOptions &options,
                                       std::uint64_t seed, const QString &text, const QString &mergeKey,
                                       QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , mDocument(document)
    , mBeforeOptions(document.options())
    , mBeforeSeed(document.seed())
    , mAfterOptions(options)
    , mAfterSeed(seed)
    , mMergeKey(mergeKey) {}

void SetSettingsCommand::redo() {
    mDocument.setSettings(mAfterOptions, mAfterSeed);
}

void SetSettingsCommand::undo() {
    mDocument.setSettings(mBeforeOptions, mBeforeSeed);
}

bool SetSettingsCommand::mergeWith(const QUndoCommand *other) {
    const auto *o = static_cast<const SetSettingsCommand *>(other);
    if (o->mMergeKey != mMergeKey) return false;
    mAfterOptions = o->mAfterOptions;
    mAfterSeed = o->mAfterSeed;
    setText(o->text()); // the label names the value the merged edits ended at, not the first one
    return true;
}

} // namespace tessera::rooms::ui
