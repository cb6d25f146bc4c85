// Every keyboard shortcut of the studio, pressed on every page in editing and in play mode, reaches
// exactly one action: Qt's own shortcut map decides (two enabled actions on one key in one context make
// the key do nothing but print "Ambiguous shortcut overload"). The actions are not run: an event filter
// takes each shortcut event before its action sees it.

#include "common/module.h"
#include "ui/common/gridview.h"
#include "ui/common/leveleditor.h"
#include "ui/common/mainwindow.h"
#include "ui/common/modulepage.h"
#include "ui/common/moduleui.h"
#include "ui/common/playstate.h"
#include "ui/common/resources.h"
#include "ui/common/shortcutsdialog.h"

#include <QAction>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPointer>
#include <QRegularExpression>
#include <QShortcut>
#include <QShortcutEvent>
#include <QToolBar>
#include <QToolButton>
#include <QUndoCommand>
#include <QUndoStack>
#include <QtTest>

#include <functional>

using namespace tessera;

namespace {

// Takes every shortcut event sent to the objects it watches and records it: which key, whether Qt
// found it ambiguous, and what it was for.
class ShortcutCatcher : public QObject {
public:
    struct Caught {
        QKeySequence key;
        bool ambiguous = false;
        QString owner;
    };
    std::vector<Caught> caught;

    bool eventFilter(QObject *watched, QEvent *event) override {
        if (event->type() != QEvent::Shortcut) return false;
        const auto *shortcut = static_cast<QShortcutEvent *>(event);
        QString owner = watched->objectName();
        if (auto *action = qobject_cast<QAction *>(watched)) owner = action->text();
        if (auto *key = qobject_cast<QShortcut *>(watched)) owner = key->parent()->metaObject()->className();
        caught.push_back({shortcut->key(), shortcut->isAmbiguous(), owner});
        return true; // the action does not run
    }
};

// Every key sequence an action or shortcut object of the window answers to, on any page.
QList<QKeySequence> studioKeys(QWidget &window) {
    QList<QKeySequence> keys;
    for (QAction *action : window.findChildren<QAction *>())
        for (const QKeySequence &key : action->shortcuts())
            if (!key.isEmpty() && !keys.contains(key)) keys << key;
    for (QShortcut *shortcut : window.findChildren<QShortcut *>())
        for (const QKeySequence &key : shortcut->keys())
            if (!key.isEmpty() && !keys.contains(key)) keys << key;
    return keys;
}

void watchAll(QWidget &window, ShortcutCatcher &catcher) {
    for (QAction *action : window.findChildren<QAction *>()) action->installEventFilter(&catcher);
    for (QShortcut *shortcut : window.findChildren<QShortcut *>()) shortcut->installEventFilter(&catcher);
}

struct Pressed {
    QStringList ambiguous;       // "page: key (owner)"
    QList<QKeySequence> reached; // keys that reached one action or shortcut
};

// Presses every key on the page as it is shown.
Pressed pressEveryKey(ui::MainWindow &window, const QString &where) {
    ShortcutCatcher catcher;
    watchAll(window, catcher);
    Pressed pressed;
    for (const QKeySequence &key : studioKeys(window)) {
        catcher.caught.clear();
        QWidget *target = QApplication::focusWidget() ? QApplication::focusWidget() : &window;
        QTest::keySequence(target, key);
        for (const auto &c : catcher.caught)
            if (c.ambiguous)
                pressed.ambiguous << QStringLiteral("%1: %2 (%3)").arg(where, key.toString(), c.owner);
            else
                pressed.reached << key;
    }
    return pressed;
}

// The keys Help > Keyboard Shortcuts lists for the page on show, one per entry of its key column.
QStringList listedKeys(ui::MainWindow &window) {
    QPointer<QWidget> focus = QApplication::focusWidget();
    ui::ShortcutsDialog *dialog = window.showShortcuts();
    QStringList keys;
    for (const QString &row : dialog->shownRows())
        keys += row.section(QStringLiteral(" | "), 1, 1).split(QStringLiteral(", "));
    dialog->close();
    // Back to where the keys were pressed, for the next round.
    window.activateWindow();
    if (!QTest::qWaitForWindowActive(&window)) keys << QStringLiteral("(the window did not come back)");
    if (focus) focus->setFocus();
    return keys;
}

// The keys that reached an action on the page but are missing from the list.
QStringList unlisted(ui::MainWindow &window, const Pressed &pressed, const QString &where) {
    const QStringList keys = listedKeys(window);
    QStringList missing;
    for (const QKeySequence &key : pressed.reached)
        if (!keys.contains(key.toString(QKeySequence::NativeText)))
            missing << QStringLiteral("%1: %2").arg(where, key.toString());
    return missing;
}

// The studio at 1400x900 on the sample pack, its window active (keys go to the active window).
bool showStudio(ui::MainWindow &window) {
    window.resize(1400, 900);
    window.show();
    return QTest::qWaitForWindowActive(&window) && window.openStartupPack();
}

} // namespace

class TestShortcuts : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { ui::registerUiModules(); }

    // On every page, editing and playing: each key reaches one action, and Help > Keyboard Shortcuts
    // lists every key that reached one.
    void everyKeyReachesOneActionOnEveryPage() {
        ui::MainWindow window(ui::MainWindow::Options{false});
        QVERIFY(showStudio(window));
        QStringList ambiguous, missing;
        int pressed = 0, playing = 0;
        auto check = [&](const QString &where) {
            QTest::qWait(50);
            const Pressed keys = pressEveryKey(window, where);
            ambiguous += keys.ambiguous;
            missing += unlisted(window, keys, where);
            pressed += int(studioKeys(window).size());
            QVERIFY(QTest::qWaitForWindowActive(&window));
        };
        for (const QString &page : window.pageIds()) {
            QVERIFY(window.showPage(page));
            check(page);
            ui::ModulePage *shown = window.workbench(page);
            auto *play = shown ? shown->findChild<ui::PlayState *>() : nullptr;
            if (!play) continue;
            for (int row = 0; row < window.document().levelCount(); ++row)
                if (QString::fromStdString(window.document().level(row).module) == page) {
                    QVERIFY(window.openLevel(row));
                    break;
                }
            if (!play->setPlaying(true)) continue; // a page that plays only from its own start
            check(page + QStringLiteral(" playing"));
            ++playing;
            QVERIFY(play->setPlaying(false));
        }
        qInfo("%d key presses on %d pages, %d of them also in play mode", pressed,
              int(window.pageIds().size()), playing);
        QVERIFY(pressed > 100);
        QVERIFY(playing >= 5);
        QVERIFY2(ambiguous.isEmpty(), qPrintable(ambiguous.join(QStringLiteral("\n"))));
        QVERIFY2(missing.isEmpty(),
                 qPrintable(QStringLiteral("not in the list: ") + missing.join(QStringLiteral("\n"))));
    }

    // A click on a page in the switcher gives that page the keys: its Ctrl+P plays, its board's arrows
    // move the board's cell (before, the switcher kept them and the arrows went on to other pages).
    void aClickInTheSwitcherGivesThePageTheKeys() {
        ui::MainWindow window(ui::MainWindow::Options{false});
        QVERIFY(showStudio(window));
        auto *switcher = window.findChild<QListWidget *>(QStringLiteral("moduleSwitcher"));
        QVERIFY(switcher);
        const int row = int(window.pageIds().indexOf(QStringLiteral("flow")));
        QVERIFY(row > 0);
        QTest::mouseClick(switcher->viewport(), Qt::LeftButton, Qt::NoModifier,
                          switcher->visualRect(switcher->model()->index(row, 0)).center());
        QCOMPARE(window.currentPageId(), QStringLiteral("flow"));
        ui::ModulePage *flow = window.workbench(QStringLiteral("flow"));
        QVERIFY(QApplication::focusWidget() && flow->isAncestorOf(QApplication::focusWidget()));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down);
        QCOMPARE(window.currentPageId(), QStringLiteral("flow"));
        auto *play = flow->findChild<ui::PlayState *>();
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_P, Qt::ControlModifier);
        QVERIFY(play->isPlaying());
    }

    // A click on a part of a page that takes no focus (a label, a tool button) leaves the keys with the
    // page. Before, the focus went to the scroll area around the page, outside it, and the page's keys
    // (Ctrl+P, Ctrl+H, Ctrl+Shift+H, ...) stopped working until the board was clicked.
    void aClickThatTakesNoFocusLeavesThePageItsKeys() {
        ui::MainWindow window(ui::MainWindow::Options{false});
        QVERIFY(showStudio(window));
        int clicks = 0;
        for (const QString &page : window.pageIds()) {
            ui::ModulePage *shown = window.workbench(page);
            if (!shown) continue;
            QVERIFY(window.showPage(page));
            QVERIFY2(shown->isAncestorOf(QApplication::focusWidget()), qPrintable(page));
            for (QLabel *label : shown->findChildren<QLabel *>()) {
                if (!label->isVisible() || label->focusPolicy() != Qt::NoFocus) continue;
                QTest::mouseClick(label, Qt::LeftButton, Qt::NoModifier, QPoint(1, 1));
                ++clicks;
                QVERIFY2(shown->isAncestorOf(QApplication::focusWidget()),
                         qPrintable(QStringLiteral("%1: a click on \"%2\" moved the focus to %3")
                                        .arg(page, label->text().left(40),
                                             QString::fromLatin1(
                                                 QApplication::focusWidget()
                                                     ? QApplication::focusWidget()->metaObject()->className()
                                                     : "nothing"))));
            }
        }
        QVERIFY(clicks > 20);
        // Linjat in play: a click on Hint, then Ctrl+Shift+H plays the hint.
        QVERIFY(window.showPage(QStringLiteral("linjat")));
        ui::ModulePage *linjat = window.workbench(QStringLiteral("linjat"));
        auto *play = linjat->findChild<ui::PlayState *>();
        QVERIFY(play && play->setPlaying(true));
        QToolButton *hint = nullptr;
        for (QToolButton *button : linjat->findChildren<QToolButton *>())
            if (button->isVisible() && button->defaultAction() &&
                button->defaultAction()->text() == QStringLiteral("Hint"))
                hint = button;
        QVERIFY(hint && hint->focusPolicy() == Qt::TabFocus);
        QTest::mouseClick(hint, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(play->hint().has_value(), 20000);
        QVERIFY(linjat->isAncestorOf(QApplication::focusWidget()));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_H, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(play->moves().size(), std::size_t(1));
    }

    // The list follows the page and play mode, says what the board's own keys do, and filters.
    void theListFollowsThePageAndFilters() {
        ui::MainWindow window(ui::MainWindow::Options{false});
        QVERIFY(showStudio(window));
        QVERIFY(window.showPage(QStringLiteral("linjat")));
        ui::ShortcutsDialog *dialog = window.showShortcuts();
        QVERIFY(dialog->isVisible());
        QStringList rows = dialog->shownRows().filter(QStringLiteral("Linjat board"));
        QVERIFY2(rows.filter(QStringLiteral("1 … 9")).size() == 1,
                 qPrintable(rows.join(QStringLiteral("\n"))));
        // Another page while the list is open: its groups replace the Linjat ones.
        QVERIFY(window.showPage(QStringLiteral("balls")));
        rows = dialog->shownRows();
        for (const QString &row : rows) QVERIFY2(!row.startsWith(QStringLiteral("Linjat")), qPrintable(row));
        QVERIFY(rows.filter(QStringLiteral("Ball push board | Arrow keys | Move the selected cell")).size() ==
                1);
        // Play mode: the arrows push the ball.
        auto *play = window.workbench(QStringLiteral("balls"))->findChild<ui::PlayState *>();
        QVERIFY(play && play->setPlaying(true));
        QTRY_VERIFY2(dialog->shownRows().filter(QStringLiteral("Arrow keys | Push the ball")).size() == 1,
                     qPrintable(dialog->shownRows().join(QStringLiteral("\n"))));
        // The filter keeps the rows that match in any column, under their group; typing goes to it.
        QVERIFY(QTest::qWaitForWindowActive(dialog));
        QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("undo"));
        rows = dialog->shownRows();
        const QString undo = QKeySequence(QKeySequence::Undo).toString(QKeySequence::NativeText);
        QVERIFY2(
            rows.filter(QRegularExpression(
                            QStringLiteral("^Edit \\| %1.* \\| Undo$").arg(QRegularExpression::escape(undo))))
                    .size() == 1,
            qPrintable(rows.join(QStringLiteral("\n"))));
        for (const QString &row : rows)
            QVERIFY2(row.contains(QStringLiteral("Undo"), Qt::CaseInsensitive) ||
                         row.contains(QStringLiteral("Take Back")),
                     qPrintable(row));
        dialog->setFilter(QStringLiteral("no such key"));
        QVERIFY(dialog->shownRows().isEmpty());
    }

    // A button's tooltip names its key: the key is learnt where the button is. Undo and Redo are renamed
    // with every step and keep their keys in the tooltip too.
    void everyButtonsTooltipNamesItsKey() {
        ui::MainWindow window(ui::MainWindow::Options{false});
        QVERIFY(showStudio(window));
        QStringList silent;
        for (QAction *action : window.findChildren<QAction *>()) {
            const QKeySequence key = action->shortcut();
            if (key.isEmpty() || action->toolTip().contains(key.toString(QKeySequence::NativeText))) continue;
            bool onButton = false;
            for (QObject *object : action->associatedObjects())
                onButton =
                    onButton || qobject_cast<QToolButton *>(object) || qobject_cast<QToolBar *>(object);
            if (onButton)
                silent
                    << QStringLiteral("%1 (%2): %3").arg(action->text(), key.toString(), action->toolTip());
        }
        QVERIFY2(silent.isEmpty(), qPrintable(silent.join(QStringLiteral("\n"))));
        QVERIFY(window.showPage(QStringLiteral("linjat")));
        window.workbench(QStringLiteral("linjat"))
            ->levelEditor()
            ->undoStack()
            ->push(new QUndoCommand(QStringLiteral("Test Step")));
        QCOMPARE(window.undoAction()->statusTip(), QStringLiteral("Undo Test Step"));
        QCOMPARE(window.undoAction()->toolTip(),
                 QStringLiteral("Undo Test Step (%1)")
                     .arg(QKeySequence(QKeySequence::Undo).toString(QKeySequence::NativeText)));
    }

    // Every menu item says what it does in the status bar while the mouse is on it (the page switches,
    // the docks' toggles, Quit and About said nothing).
    void everyMenuItemSaysWhatItDoes() {
        ui::MainWindow window(ui::MainWindow::Options{false});
        QVERIFY(showStudio(window));
        QStringList silent;
        std::function<void(QMenu *)> visit = [&](QMenu *menu) {
            emit menu->aboutToShow(); // the recent files fill the menu as it opens
            for (QAction *action : menu->actions()) {
                if (action->menu())
                    visit(action->menu());
                else if (!action->isSeparator() && action->isEnabled() && action->statusTip().isEmpty())
                    silent << QStringLiteral("%1 > %2").arg(menu->title(), action->text());
            }
        };
        for (QAction *top : window.menuBar()->actions())
            if (top->menu()) visit(top->menu());
        QVERIFY2(silent.isEmpty(), qPrintable(silent.join(QStringLiteral("\n"))));
    }

    // Ctrl+0 is the window's key for the Overview and a board's key to fit: a zoomed board takes it
    // first (it went to the Overview, and the fit that six tooltips promised never came by key).
    void ctrlZeroFitsAZoomedBoardThenShowsTheOverview() {
        ui::MainWindow window(ui::MainWindow::Options{false});
        QVERIFY(showStudio(window));
        QVERIFY(window.showPage(QStringLiteral("linjat")));
        auto *editor = window.workbench(QStringLiteral("linjat"))->findChild<ui::GridView *>();
        QVERIFY(editor);
        editor->setFocus();
        editor->zoomIn();
        QVERIFY(!editor->isFitToWindow());
        QTest::keyClick(editor, Qt::Key_0, Qt::ControlModifier);
        QVERIFY(editor->isFitToWindow());
        QCOMPARE(window.currentPageId(), QStringLiteral("linjat"));
        QTest::keyClick(editor, Qt::Key_0, Qt::ControlModifier);
        QCOMPARE(window.currentPageId(), QStringLiteral("overview"));
    }
};

QTEST_MAIN(TestShortcuts)
#include "tst_shortcuts.moc"
