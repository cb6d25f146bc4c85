#pragma once

#include <QUndoCommand>

#include <optional>

namespace tessera::ui {

class PackDocument;

// Sets a level's difficulty. Consecutive edits of the same level (spin box steps) merge into one
// undo step.
class SetDifficultyCommand : public QUndoCommand {
public:
    SetDifficultyCommand(PackDocument &document, int row, double difficulty, QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;
    int id() const override { return 0x7e55d1f; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    void apply(std::optional<double> difficulty);
    PackDocument &mDocument;
    int mRow;
    std::optional<double> mOld; // none: the level had no difficulty
    double mNew;
};

} // namespace tessera::ui
