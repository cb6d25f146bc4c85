#pragma once

#include <QColor>

namespace tessera::rooms::ui {

// The colours of room maps in the studio: the same as the core's previews and PNG export
// (rooms/preview.cpp), so what the designer sees is what the export writes.
namespace palette {
inline const QColor wall(68, 70, 84);
inline const QColor floor(222, 216, 200);
inline const QColor pathFloor(246, 222, 160);
inline const QColor door(176, 104, 44);
inline const QColor pathLine(200, 56, 40);
inline const QColor start(46, 160, 67);
inline const QColor end(200, 40, 40);
inline const QColor outside(250, 250, 247);
inline const QColor placed(30, 110, 220);

// Heat of a fitness in [0, 1] (low to high): cool blue through yellow to red.
QColor heat(double t, int alpha = 255);
} // namespace palette

} // namespace tessera::rooms::ui
