#include "ui/common/shortcutsdialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QSet>
#include <QShortcut>
#include <QToolBar>
#include <QToolButton>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace tessera::ui {

namespace {

QString plainText(QString text) {
    return text.remove(QLatin1Char('&')).remove(QStringLiteral("...")).remove(QStringLiteral("…")).trimmed();
}

QString keysText(const QList<QKeySequence> &keys) {
    QStringList texts;
    for (const QKeySequence &key : keys)
        if (!key.isEmpty()) texts << key.toString(QKeySequence::NativeText);
    return texts.join(QStringLiteral(", "));
}

// The panel or page an action's key works in when it is bound to a widget rather than the window.
QString scopeOf(const QAction *action) {
    if (action->shortcutContext() != Qt::WidgetWithChildrenShortcut &&
        action->shortcutContext() != Qt::WidgetShortcut)
        return {};
    for (QObject *object : action->associatedObjects()) {
        auto *widget = qobject_cast<QWidget *>(object);
        if (!widget || qobject_cast<QMenu *>(widget) || qobject_cast<QMenuBar *>(widget) ||
            qobject_cast<QToolBar *>(widget) || qobject_cast<QToolButton *>(widget))
            continue;
        for (QWidget *w = widget; w; w = w->parentWidget())
            if (auto *dock = qobject_cast<QDockWidget *>(w)) return dock->windowTitle();
    }
    return {};
}

ShortcutRow rowOf(const QAction *action) {
    const QString name = plainText(action->text());
    QString details = action->statusTip() == name ? QString() : action->statusTip();
    if (const QString scope = scopeOf(action); !scope.isEmpty())
        details += (details.isEmpty() ? QString() : QStringLiteral(" ")) + QObject::tr("(in %1)").arg(scope);
    return {keysText(action->shortcuts()), name, details};
}

// Adds the actions with keys that are not listed yet.
void listActions(const QList<QAction *> &actions, QSet<const QAction *> &listed, QList<ShortcutRow> &rows) {
    for (QAction *action : actions) {
        if (action->isSeparator() || listed.contains(action)) continue;
        if (QMenu *menu = action->menu()) listActions(menu->actions(), listed, rows);
        if (keysText(action->shortcuts()).isEmpty()) continue;
        listed.insert(action);
        rows << rowOf(action);
    }
}

// Every action of root and the widgets inside it.
QList<QAction *> actionsWithin(QWidget *root) {
    QList<QAction *> actions = root->actions();
    for (QWidget *w : root->findChildren<QWidget *>()) actions += w->actions();
    return actions;
}

} // namespace

ShortcutsDialog::ShortcutsDialog(QWidget *parent)
    : QDialog(parent) {
    setWindowTitle(tr("Keyboard Shortcuts"));
    auto *layout = new QVBoxLayout(this);
    mFilter = new QLineEdit;
    mFilter->setPlaceholderText(tr("Filter by name, key or description"));
    mFilter->setClearButtonEnabled(true);
    connect(mFilter, &QLineEdit::textChanged, this, &ShortcutsDialog::applyFilter);
    layout->addWidget(mFilter);
    mTree = new QTreeWidget;
    mTree->setHeaderLabels({tr("Key"), tr("Action"), tr("Details")});
    mTree->setRootIsDecorated(false);
    mTree->setAlternatingRowColors(true);
    mTree->setWordWrap(true);
    mTree->header()->setStretchLastSection(true);
    layout->addWidget(mTree, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    layout->addWidget(buttons);
    resize(900, 560);
}

void ShortcutsDialog::showEvent(QShowEvent *event) {
    QDialog::showEvent(event);
    mFilter->setFocus();
    mFilter->selectAll();
}

void ShortcutsDialog::setGroups(const std::vector<ShortcutGroup> &groups) {
    if (groups == mGroups) return;
    mGroups = groups;
    mTree->clear();
    for (const ShortcutGroup &group : groups) {
        if (group.rows.isEmpty()) continue;
        auto *top = new QTreeWidgetItem(mTree, {group.title});
        top->setFirstColumnSpanned(true);
        QFont bold = top->font(0);
        bold.setBold(true);
        top->setFont(0, bold);
        top->setFlags(Qt::ItemIsEnabled);
        for (const ShortcutRow &row : group.rows) {
            auto *item = new QTreeWidgetItem(top, {row.keys, row.name, row.details});
            item->setToolTip(2, row.details); // the whole text where the column cuts it
        }
    }
    mTree->expandAll();
    // Keys and names as wide as they need up to a cap, so the details keep most of the width.
    for (int column = 0; column < 2; ++column) {
        mTree->resizeColumnToContents(column);
        mTree->setColumnWidth(column, std::min(mTree->columnWidth(column), column == 0 ? 170 : 230));
    }
    applyFilter();
}

void ShortcutsDialog::setFilter(const QString &text) {
    mFilter->setText(text);
}

void ShortcutsDialog::applyFilter() {
    const QString filter = mFilter->text().trimmed();
    for (int g = 0; g < mTree->topLevelItemCount(); ++g) {
        QTreeWidgetItem *group = mTree->topLevelItem(g);
        int shown = 0;
        for (int r = 0; r < group->childCount(); ++r) {
            QTreeWidgetItem *row = group->child(r);
            bool match = filter.isEmpty();
            for (int column = 0; column < 3 && !match; ++column)
                match = row->text(column).contains(filter, Qt::CaseInsensitive);
            row->setHidden(!match);
            shown += match ? 1 : 0;
        }
        group->setHidden(shown == 0);
    }
}

QStringList ShortcutsDialog::shownRows() const {
    QStringList rows;
    for (int g = 0; g < mTree->topLevelItemCount(); ++g) {
        const QTreeWidgetItem *group = mTree->topLevelItem(g);
        if (group->isHidden()) continue;
        for (int r = 0; r < group->childCount(); ++r)
            if (const QTreeWidgetItem *row = group->child(r); !row->isHidden())
                rows << QStringLiteral("%1 | %2 | %3").arg(group->text(0), row->text(0), row->text(1));
    }
    return rows;
}

std::vector<ShortcutGroup> ShortcutsDialog::groupsOf(QMainWindow &window, QWidget *page,
                                                     const QString &pageTitle) {
    std::vector<ShortcutGroup> groups;
    QSet<const QAction *> listed;
    for (QAction *menuAction : window.menuBar()->actions())
        if (QMenu *menu = menuAction->menu()) {
            ShortcutGroup group{plainText(menu->title()), {}};
            listActions(menu->actions(), listed, group.rows);
            groups.push_back(group);
        }
    if (page) {
        ShortcutGroup actions{pageTitle, {}};
        listActions(actionsWithin(page), listed, actions.rows);
        for (QShortcut *shortcut : page->findChildren<QShortcut *>())
            if (!shortcut->whatsThis().isEmpty())
                actions.rows << ShortcutRow{keysText(shortcut->keys()), shortcut->whatsThis(), {}};
        groups.push_back(actions);
        // The keys of the boards the user can type on, as each says (several views of one kind say
        // the same once).
        ShortcutGroup board{QObject::tr("%1 board").arg(pageTitle), {}};
        QSet<QString> seen;
        for (GridView *view : page->findChildren<GridView *>()) {
            if (view->focusPolicy() == Qt::NoFocus || !view->isVisible()) continue;
            for (const KeyHelp &key : view->keyHelp())
                if (!seen.contains(key.keys + key.what)) {
                    seen.insert(key.keys + key.what);
                    board.rows << ShortcutRow{key.keys, key.what, key.details};
                }
        }
        groups.push_back(board);
    }
    for (QDockWidget *dock : window.findChildren<QDockWidget *>()) {
        ShortcutGroup group{dock->windowTitle(), {}};
        listActions(actionsWithin(dock), listed, group.rows);
        groups.push_back(group);
    }
    ShortcutGroup rest{QObject::tr("Studio"), {}};
    listActions(window.actions(), listed, rest.rows);
    groups.push_back(rest);
    return groups;
}

} // namespace tessera::ui
