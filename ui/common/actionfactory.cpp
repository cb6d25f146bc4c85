#include "ui/common/actionfactory.h"

#include <QAction>
#include <QIcon>
#include <QKeySequence>
#include <QToolBar>
#include <QWidget>

namespace tessera::ui {

QAction *makeAction(QWidget *owner, const QString &icon, const QString &text, const QKeySequence &key,
                    const QString &tip, ShortcutScope scope, QToolBar *toolbar) {
    auto *action = new QAction(icon.isEmpty() ? QIcon() : QIcon(icon), text, owner);
    const QString base =
        tip.isEmpty() ? QString(text).remove(QLatin1Char('&')).remove(QStringLiteral("...")) : tip;
    QString tooltip = base;
    if (!key.isEmpty()) {
        action->setShortcut(key);
        tooltip += QStringLiteral(" (%1)").arg(key.toString(QKeySequence::NativeText));
    }
    action->setToolTip(tooltip);
    action->setStatusTip(base);
    if (scope == ShortcutScope::Owner) {
        if (!key.isEmpty()) action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        owner->addAction(action);
    }
    if (toolbar) toolbar->addAction(action);
    return action;
}

} // namespace tessera::ui
