#pragma once

#include "rooms/generatoroptions.h"

#include <QString>
#include <QUndoCommand>

#include <cstdint>

namespace tessera::rooms::ui {

class RoomsDocument;

// Changes the generator options or the seed. Consecutive changes of the same control in one gesture
// (a slider drag, spin box steps) share a merge key and become one undo step.
class SetSettingsCommand : public QUndoCommand {
public:
    SetSettingsCommand(RoomsDocument &document, const GeneratorOptions &options, std::uint64_t seed,
                       const QString &text, const QString &mergeKey = {}, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;
    int id() const override { return mMergeKey.isEmpty() ? -1 : 0x524f4f02; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    RoomsDocument &mDocument;
    GeneratorOptions mBeforeOptions;
    std::uint64_t mBeforeSeed;
    GeneratorOptions mAfterOptions;
    std::uint64_t mAfterSeed;
    QString mMergeKey;
};

} // namespace tessera::rooms::ui
