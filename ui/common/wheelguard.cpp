#include "ui/common/wheelguard.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QPointer>
#include <QScrollBar>

namespace tessera::ui {

namespace {
QPointer<WheelGuard> gGuard;

bool guardedKind(const QWidget *w) {
    return qobject_cast<const QAbstractSpinBox *>(w) || qobject_cast<const QComboBox *>(w) ||
           (qobject_cast<const QAbstractSlider *>(w) && !qobject_cast<const QScrollBar *>(w));
}
} // namespace

void WheelGuard::install() {
    if (gGuard || !qApp) return;
    gGuard = new WheelGuard(qApp);
    qApp->installEventFilter(gGuard);
}

bool WheelGuard::isInstalled() {
    return !gGuard.isNull();
}

bool WheelGuard::guards(const QWidget *widget) {
    return widget && guardedKind(widget) && !widget->hasFocus();
}

bool WheelGuard::eventFilter(QObject *watched, QEvent *event) {
    if (!watched->isWidgetType()) return false;
    auto *widget = static_cast<QWidget *>(watched);
    if (event->type() == QEvent::Polish && guardedKind(widget) && widget->focusPolicy() == Qt::WheelFocus) {
        widget->setFocusPolicy(Qt::StrongFocus); // the wheel alone must not focus (and so unlock) it
        return false;
    }
    if (event->type() != QEvent::Wheel || !guards(widget)) return false;
    // Not delivered to the widget; ignored, so the application passes it on to the parent.
    event->ignore();
    return true;
}

} // namespace tessera::ui
