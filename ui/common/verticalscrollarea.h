#pragma once

#include <QScrollArea> // complete, so the area goes where a QWidget * is asked for

namespace tessera::ui {

// content in a frameless area that scrolls up and down only, for a panel that may be taller than a
// small window: the panel scrolls, not the whole page beside it. Without a horizontal scroll bar a
// narrower area would cut the content off, so the area is never narrower than the content's minimum
// (its layout's or a minimum width set on it, as they are now) and the scroll bar.
QScrollArea *verticalScrollArea(QWidget *content);

} // namespace tessera::ui
