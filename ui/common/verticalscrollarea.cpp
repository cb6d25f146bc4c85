#include "ui/common/verticalscrollarea.h"

#include <QScrollArea>
#include <QScrollBar>

#include <algorithm>

namespace tessera::ui {

QScrollArea *verticalScrollArea(QWidget *content) {
    auto *area = new QScrollArea;
    area->setWidget(content);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // A click on a label or tool button in the panel leaves the focus where it was (the board) instead
    // of moving it to this area; the wheel scrolls it all the same.
    area->setFocusPolicy(Qt::NoFocus);
    const int least = std::max(content->minimumWidth(), content->minimumSizeHint().width());
    area->setMinimumWidth(least + area->verticalScrollBar()->sizeHint().width());
    return area;
}

} // namespace tessera::ui
