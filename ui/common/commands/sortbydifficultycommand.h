#pragma once

#include <QUndoCommand>

#include <string>
#include <vector>

namespace tessera::ui {

class PackDocument;

// Orders the pack by difficulty, easiest first; equal difficulties keep their order (stable).
class SortByDifficultyCommand : public QUndoCommand {
public:
    explicit SortByDifficultyCommand(PackDocument &document, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;
    // True when the pack is already in that order.
    bool isNoOp() const { return mOld == mNew; }

private:
    PackDocument &mDocument;
    std::vector<std::string> mOld;
    std::vector<std::string> mNew;
};

} // namespace tessera::ui
