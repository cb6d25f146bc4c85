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
    if (!key.isEmpty()) action->setShortcut(key);
    action->setToolTip(toolTipWithKey(base, key));
    action->setStatusTip(base);
    if (scope == ShortcutScope::Owner) {
        if (!key.isEmpty()) action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        owner->addAction(action);
    }
    if (toolbar) toolbar->addAction(action);
    return action;
}

QString toolTipWithKey(const QString &tip, const QKeySequence &key) {
    if (key.isEmpty()) return tip;
    return QStringLiteral("%1 (%2)").arg(tip, key.toString(QKeySequence::NativeText));
}

} // namespace tessera::ui
