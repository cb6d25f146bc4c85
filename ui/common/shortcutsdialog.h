#pragma once

#include "ui/common/gridview.h"

#include <QDialog>

#include <vector>

class QAction;
class QLineEdit;
class QMainWindow;
class QTreeWidget;

namespace tessera::ui {

// One row of Help > Keyboard Shortcuts: the keys, the action's name, and what it does when the name
// does not say it all.
struct ShortcutRow {
    QString keys;
    QString name;
    QString details;
    bool operator==(const ShortcutRow &) const = default;
};

// A menu, the page on show, its board, or a panel.
struct ShortcutGroup {
    QString title;
    QList<ShortcutRow> rows;
    bool operator==(const ShortcutGroup &) const = default;
};

// Help > Keyboard Shortcuts: every key the studio answers to where the user is, read from the live
// actions (menus, the page on show and its play bar, the panels) and the boards' own keys, so the
// list cannot drift from what the keys do. A filter narrows it by name, key or description. It stays
// open beside the window and follows the page (refresh).
class ShortcutsDialog : public QDialog {
    Q_OBJECT
public:
    explicit ShortcutsDialog(QWidget *parent = nullptr);

    // Shows these groups; the same groups again leave the list (and where it is scrolled) alone.
    void setGroups(const std::vector<ShortcutGroup> &groups);
    void setFilter(const QString &text);
    // The rows shown (groups with rows matching the filter), as "group | key | action", for tests.
    QStringList shownRows() const;

    // The window's groups as they are now: its menus in order, then the page (its actions and the
    // keys of its focusable boards), then the panels' own actions.
    static std::vector<ShortcutGroup> groupsOf(QMainWindow &window, QWidget *page, const QString &pageTitle);

protected:
    // Typing goes to the filter from the moment the list opens.
    void showEvent(QShowEvent *event) override;

private:
    void applyFilter();

    std::vector<ShortcutGroup> mGroups;
    QLineEdit *mFilter;
    QTreeWidget *mTree;
};

} // namespace tessera::ui
