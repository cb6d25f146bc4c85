#include "ui/common/deferredupdate.h"

#include <QEvent>
#include <QWidget>

namespace tessera::ui {

DeferredUpdate::DeferredUpdate(QWidget &widget, std::function<void()> update)
    : QObject(&widget)
    , mWidget(widget)
    , mUpdate(std::move(update)) {
    widget.installEventFilter(this);
}

void DeferredUpdate::request() {
    if (mPending) return;
    mPending = true;
    if (mWidget.isVisible())
        QMetaObject::invokeMethod(
            this,
            [this] {
                if (mWidget.isVisible()) flush();
            },
            Qt::QueuedConnection);
}

void DeferredUpdate::flush() {
    if (!mPending) return;
    mPending = false;
    mUpdate();
}

bool DeferredUpdate::eventFilter(QObject *watched, QEvent *event) {
    if (watched == &mWidget && event->type() == QEvent::Show) flush();
    return false;
}

} // namespace tessera::ui
