#pragma once

#include <QUndoCommand>

#include <string>
#include <vector>

namespace tessera::ui {

class PackDocument;

// Orders the pack by difficulty, easiest first; equal difficulties keep their order (stable), levels
// without a difficulty go last. The second form takes any order of the rows (the ramp) and its text.
class SortByDifficultyCommand : public QUndoCommand {
public:
    explicit SortByDifficultyCommand(PackDocument &document, QUndoCommand *parent = nullptr);
    SortByDifficultyCommand(PackDocument &document, const std::vector<std::size_t> &order,
                            const QString &text, QUndoCommand *parent = nullptr);
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
