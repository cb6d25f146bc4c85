#pragma once

#include <QObject>

class QWidget;

namespace tessera::ui {

// The studio's one rule for the mouse wheel over value widgets: a spin box, a combo box or a slider
// (not a scroll bar) changes on the wheel only while it has the keyboard focus. Over an unfocused one
// the wheel goes on to the parent (a panel's scroll area scrolls) and the value stays. Such widgets take
// focus by click or Tab, never by the wheel. Installed once on the application (the studio's main).
class WheelGuard : public QObject {
    Q_OBJECT
public:
    // Installs the guard on the running QApplication; a second call does nothing.
    static void install();
    static bool isInstalled();
    // Whether the guard keeps the wheel from this widget (a guarded kind without focus).
    static bool guards(const QWidget *widget);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    using QObject::QObject;
};

} // namespace tessera::ui
