#pragma once

#include "common/point.h"
#include "rooms/tile.h"

#include <QUndoCommand>

#include <vector>

namespace tessera::rooms::ui {

class RoomsDocument;

// Paints tiles of one prefab. The cells of one stroke (press, drag, release) merge into one command,
// so one Undo takes back the whole stroke.
class PaintTilesCommand : public QUndoCommand {
public:
    struct Change {
        Point cell;
        Tile before = Tile::Outer;
        Tile after = Tile::Outer;
    };

    PaintTilesCommand(RoomsDocument &document, int prefab, int stroke, std::vector<Change> changes,
                      QUndoCommand *parent = nullptr);
    void redo() override;
    void undo() override;
    int id() const override { return 0x524f4f01; }
    bool mergeWith(const QUndoCommand *other) override;

    int prefab() const { return mPrefab; }
    const std::vector<Change> &changes() const { return mChanges; }

private:
    void updateText();

    RoomsDocument &mDocument;
    int mPrefab;
    int mStroke;
    std::vector<Change> mChanges;
};

} // namespace tessera::rooms::ui
