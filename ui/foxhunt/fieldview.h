#pragma once

#include "ui/common/gridview.h"

namespace tessera::foxhunt::ui {

class LevelModel;

// The field: in play, readings on probed cells, found foxes as russet discs, and over the unprobed
// cells the tracker's heat map with each probability in per cent (toggle); cells the free deduction
// cleared are dotted. In the placement editor, every fox and the opening probes are shown. Space or
// Enter on the selected cell (the arrow keys move it) does what a left click does there.
class FieldView : public tessera::ui::GridView {
    Q_OBJECT
public:
    explicit FieldView(LevelModel &model, QWidget *parent = nullptr);
    QList<tessera::ui::KeyHelp> keyHelp() const override;
    void setHeatMap(bool on);
    bool heatMap() const { return mHeat; }
    void setEditing(bool on);
    bool editing() const { return mEditing; }

protected:
    void paintCells(QPainter &painter, const QRectF &board, qreal cellSize) override;

private:
    void paintFox(QPainter &painter, const QRectF &cell, bool found) const;
    LevelModel &mModel;
    bool mHeat = true;
    bool mEditing = false;
};

} // namespace tessera::foxhunt::ui
