#pragma once

#include <QString>

class QAction;
class QKeySequence;
class QToolBar;
class QWidget;

namespace tessera::ui {

// Where an action's shortcut works: in the whole window (the pack panel's file and level actions,
// which the window's menus show), or only while the owning widget or a child has focus (a page's).
enum class ShortcutScope { Window, Owner };

// The one way the studio makes an action: the tooltip is the tip (or the text without its mnemonic)
// and names the key, the status bar shows the tip. With ShortcutScope::Owner the action is added to the
// owner; with a toolbar, to that too.
QAction *makeAction(QWidget *owner, const QString &icon, const QString &text, const QKeySequence &key,
                    const QString &tip, ShortcutScope scope, QToolBar *toolbar = nullptr);
// A tooltip as makeAction writes it: the tip, then the key in brackets when there is one (for actions
// made elsewhere, such as the undo group's).
QString toolTipWithKey(const QString &tip, const QKeySequence &key);

} // namespace tessera::ui
