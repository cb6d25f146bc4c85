#include "ui/rooms/commands/painttilescommand.h"

#include "ui/rooms/roomsdocument.h"

#include <QCoreApplication>

namespace tessera::rooms::ui {

namespace {
QString tileWord(Tile t) {
    switch (t) {
    case Tile::Solid:
        return QCoreApplication::translate("tessera::rooms::ui", "walls");
    case Tile::Inner:
        return QCoreApplication::translate("tessera::rooms::ui", "floor");
    case Tile::Outer:
        return QCoreApplication::translate("tessera::rooms::ui", "outside");
    }
    return {};
}
} // namespace

PaintTilesCommand::PaintTilesCommand(RoomsDocument &document, int prefab, int stroke,
                                     std::vector<Change> changes, QUndoCommand *parent)
    : QUndoCommand(parent)
    , mDocument(document)
    , mPrefab(prefab)
    , mStroke(stroke)
    , mChanges(std::move(changes)) {
    updateText();
}

void PaintTilesCommand::updateText() {
    const QString name = QString::fromStdString(mDocument.prefab(mPrefab).name);
    bool same = true;
    for (const Change &c : mChanges) same = same && c.after == mChanges.front().after;
    if (mChanges.empty() || !same)
        setText(QCoreApplication::translate("tessera::rooms::ui", "Paint tiles of %1").arg(name));
    else
        setText(QCoreApplication::translate("tessera::rooms::ui", "Paint %1 in %2")
                    .arg(tileWord(mChanges.front().after), name));
}

void PaintTilesCommand::redo() {
    std::vector<std::pair<Point, Tile>> tiles;
    tiles.reserve(mChanges.size());
    for (const Change &c : mChanges) tiles.emplace_back(c.cell, c.after);
    mDocument.setTiles(mPrefab, tiles);
}

void PaintTilesCommand::undo() {
    std::vector<std::pair<Point, Tile>> tiles;
    tiles.reserve(mChanges.size());
    // Backwards, so a cell painted twice in a stroke ends as it began.
    for (auto it = mChanges.rbegin(); it != mChanges.rend(); ++it) tiles.emplace_back(it->cell, it->before);
    mDocument.setTiles(mPrefab, tiles);
}

bool PaintTilesCommand::mergeWith(const QUndoCommand *other) {
    const auto *o = static_cast<const PaintTilesCommand *>(other);
    if (o->mPrefab != mPrefab || o->mStroke != mStroke) return false;
    mChanges.insert(mChanges.end(), o->mChanges.begin(), o->mChanges.end());
    updateText();
    return true;
}

} // namespace tessera::rooms::ui
