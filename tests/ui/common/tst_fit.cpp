// The studio fits a 1024x700 window: every page listed here shows without a scroll bar on any of its
// tabs (the page switcher turns to icons, the pack dock narrows, tall panels scroll inside), and at 1400x900
// the switcher keeps its titles. At both sizes no text on any page (every tab of it visited) is cut off:
// labels, buttons and table columns are as wide as their text, and labels as tall unless they scroll. The
// Linjat optimizer's buttons and titles show whole (no ancestor cuts them; Start and Stop without scrolling),
// the BanQi board keeps pieces of a usable size and the room map most of its column at 1024x700, the Linjat
// editor's verdict its solutions whole, and a generator run's result line comes into sight. With
// TESSERA_FIT_SHOTS=<dir> the optimizer and BanQi checks keep a grab of the window there.
#include "common/module.h"
#include "ui/banqi/banqiworkbench.h"
#include "ui/banqi/sidepanel.h"
#include "ui/common/elidedlabel.h"
#include "ui/common/mainwindow.h"
#include "ui/common/modulepage.h"
#include "ui/common/moduleui.h"
#include "ui/common/overviewpage.h"
#include "ui/common/packgeneratorpanel.h"
#include "ui/common/playbar.h"
#include "ui/common/playstate.h"
#include "ui/common/resources.h"
#include "ui/linjat/editorview.h"
#include "ui/linjat/linjatworkbench.h"
#include "ui/linjat/optimizerpanel.h"
#include "ui/linjat/statuspanel.h"
#include "ui/rooms/mapgenerator.h"
#include "ui/rooms/mappage.h"
#include "ui/rooms/mapview.h"
#include "ui/rooms/roomsworkbench.h"

#include <QAbstractButton>
#include <QBoxLayout>
#include <QCheckBox>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QtTest>

using namespace tessera;

namespace {

QString describe(const QWidget *w, const QString &text) {
    return QStringLiteral("%1 '%2'").arg(QString::fromLatin1(w->metaObject()->className()), text.left(60));
}

// Every visible text inside root narrower than it needs: a label or button smaller than its size hint
// (word-wrapped labels and ElidedLabels, which end in "…" and show the whole text as a tooltip, excepted),
// a tab bar that hides tabs behind its scroll arrows, a table column narrower than its
// contents or its header, and an ElidedLabel cut ("…") although its row has room for it and its
// neighbours at their full widths.
QStringList clippedTexts(QWidget *root) {
    QStringList clipped;
    for (auto *label : root->findChildren<ui::ElidedLabel *>()) {
        QWidget *row = label->parentWidget();
        auto *layout = row ? qobject_cast<QBoxLayout *>(row->layout()) : nullptr;
        if (!label->isVisibleTo(root) || !label->isElided() || !layout ||
            (layout->direction() != QBoxLayout::LeftToRight &&
             layout->direction() != QBoxLayout::RightToLeft))
            continue;
        int needed = layout->contentsMargins().left() + layout->contentsMargins().right();
        int items = 0;
        for (int i = 0; i < layout->count(); ++i) {
            QLayoutItem *item = layout->itemAt(i);
            if (item->widget() && !item->widget()->isVisibleTo(root)) continue;
            needed += item->widget() ? item->widget()->sizeHint().width() : item->sizeHint().width();
            ++items;
        }
        needed += std::max(0, items - 1) * std::max(0, layout->spacing());
        if (needed <= row->width())
            clipped
                << describe(label, label->text()) +
                       QStringLiteral(" cut, though its row needs %1 of %2 px").arg(needed).arg(row->width());
    }
    for (QLabel *label : root->findChildren<QLabel *>()) {
        if (!label->isVisibleTo(root) || label->wordWrap() || label->text().isEmpty() ||
            label->inherits("tessera::ui::ElidedLabel") || !label->pixmap().isNull())
            continue;
        if (label->width() + 1 < label->sizeHint().width())
            clipped << describe(label, label->text()) +
                           QStringLiteral(" %1 < %2 px").arg(label->width()).arg(label->sizeHint().width());
    }
    for (QAbstractButton *button : root->findChildren<QAbstractButton *>()) {
        if (!button->isVisibleTo(root) || button->text().isEmpty()) continue;
        if (button->width() + 1 < button->sizeHint().width())
            clipped << describe(button, button->text()) +
                           QStringLiteral(" %1 < %2 px").arg(button->width()).arg(button->sizeHint().width());
    }
    for (QTabBar *bar : root->findChildren<QTabBar *>()) {
        // A tab bar too narrow for its tabs hides some behind scroll arrows.
        if (!bar->isVisibleTo(root) || bar->count() == 0) continue;
        const int needed = bar->tabRect(bar->count() - 1).right() - bar->tabRect(0).left() + 1;
        if (needed > bar->width())
            clipped << describe(bar, bar->tabText(0)) +
                           QStringLiteral(" tabs need %1 px, have %2").arg(needed).arg(bar->width());
    }
    for (QTableView *table : root->findChildren<QTableView *>()) {
        if (!table->isVisibleTo(root) || !table->model()) continue;
        QHeaderView *header = table->horizontalHeader();
        for (int column = 0; column < header->count(); ++column) {
            if (header->isSectionHidden(column)) continue;
            const int needed = std::max(static_cast<QAbstractItemView *>(table)->sizeHintForColumn(column),
                                        header->isVisible() ? header->sectionSizeHint(column) : 0);
            if (header->sectionSize(column) + 1 < needed)
                clipped << describe(table, table->model()->headerData(column, Qt::Horizontal).toString()) +
                               QStringLiteral(" column %1: %2 < %3 px")
                                   .arg(column)
                                   .arg(header->sectionSize(column))
                                   .arg(needed);
        }
    }
    return clipped;
}

// The part of w's width that its ancestors up to its window let show (a page cut at the window's edge);
// the height is left out, as a panel that scrolls vertically hides rows by design.
// The part of w's width (or height) that its ancestors up to the window leave in sight.
double shownPart(const QWidget *w, Qt::Orientation o = Qt::Horizontal) {
    const bool across = o == Qt::Horizontal;
    const int size = across ? w->width() : w->height();
    int from = 0, to = size;
    for (const QWidget *p = w; p->parentWidget() && !p->isWindow(); p = p->parentWidget()) {
        const int at = across ? p->x() : p->y();
        from = std::max(from + at, 0);
        to = std::min(to + at, across ? p->parentWidget()->width() : p->parentWidget()->height());
    }
    return size > 0 ? double(std::max(0, to - from)) / size : 0;
}

// Labels in root whose text is cut at the top or bottom where nothing scrolls: shorter than their
// wrapped text needs, or cut by an ancestor that is not a scroll area's viewport (what a scroll area
// holds can be scrolled to).
QStringList cutUpAndDown(QWidget *root) {
    QStringList cut;
    for (QLabel *label : root->findChildren<QLabel *>()) {
        if (!label->isVisibleTo(root) || label->text().isEmpty() || label->height() == 0) continue;
        if (label->wordWrap() && label->heightForWidth(label->width()) > label->height() + 1) {
            cut << describe(label, label->text()) + QStringLiteral(" %1 px high, its text needs %2")
                                                        .arg(label->height())
                                                        .arg(label->heightForWidth(label->width()));
            continue;
        }
        int from = 0, to = label->height();
        for (const QWidget *w = label; w->parentWidget() && !w->isWindow(); w = w->parentWidget()) {
            const QWidget *parent = w->parentWidget();
            if (qobject_cast<const QAbstractScrollArea *>(parent->parentWidget()) &&
                static_cast<const QAbstractScrollArea *>(parent->parentWidget())->viewport() == parent)
                break;
            from = std::max(from + w->y(), 0);
            to = std::min(to + w->y(), parent->height());
        }
        if (to - from < label->height() - 1)
            cut << describe(label, label->text()) + QStringLiteral(" %1 of %2 px in sight")
                                                        .arg(std::max(0, to - from))
                                                        .arg(label->height());
    }
    return cut;
}

void keepShot(QWidget *window, const QString &name) {
    const QString dir = qEnvironmentVariable("TESSERA_FIT_SHOTS");
    if (!dir.isEmpty()) window->grab().save(QStringLiteral("%1/%2.png").arg(dir, name));
}

// clippedTexts and cutUpAndDown over every tab of every tab widget in root, each tab shown in turn.
QStringList clippedTextsInEveryTab(QWidget *root) {
    QStringList clipped = clippedTexts(root) + cutUpAndDown(root);
    for (QTabWidget *tabs : root->findChildren<QTabWidget *>()) {
        if (!tabs->isVisibleTo(root)) continue;
        const int was = tabs->currentIndex();
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            QTest::qWait(20);
            for (const QString &c : clippedTexts(tabs->currentWidget()) + cutUpAndDown(tabs->currentWidget()))
                clipped << QStringLiteral("tab '%1': %2").arg(tabs->tabText(i), c);
        }
        tabs->setCurrentIndex(was);
    }
    clipped.removeDuplicates();
    return clipped;
}

// The overview and every registered module's page, in the studio's order: a new module is checked too.
QStringList studioPages() {
    QStringList pages{QStringLiteral("overview")};
    for (const ui::ModuleUi &module : ui::moduleUis()) pages << module.id;
    return pages;
}

// The window at size on the bundled sample, showing page; false when a step fails.
bool showOnSample(ui::MainWindow &window, QSize size, const QString &page) {
    window.resize(size);
    window.show();
    return QTest::qWaitForWindowExposed(&window) && window.openStartupPack() && window.showPage(page);
}

// The Linjat workbench shown in window at size on the sample pack; null when it is not.
linjat::ui::LinjatWorkbench *linjatOnSample(ui::MainWindow &window, QSize size) {
    if (!showOnSample(window, size, QStringLiteral("linjat"))) return nullptr;
    return qobject_cast<linjat::ui::LinjatWorkbench *>(window.workbench(QStringLiteral("linjat")));
}

} // namespace

class TestFit : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        ui::registerUiModules();
    }

    void pagesFitASmallWindow_data() {
        QTest::addColumn<QString>("page");
        for (const QString &page : studioPages()) QTest::newRow(qPrintable(page)) << page;
    }

    void pagesFitASmallWindow() {
        QFETCH(QString, page);
        ui::MainWindow window(ui::MainWindow::Options{false});
        QVERIFY(showOnSample(window, QSize(1024, 700), page));
        QTest::qWait(50);
        QWidget *shown = page == QStringLiteral("overview") ? static_cast<QWidget *>(window.overviewPage())
                                                            : window.workbench(page);
        QVERIFY(shown);
        auto *scroll = qobject_cast<QScrollArea *>(shown->parentWidget()->parentWidget());
        QVERIFY(scroll);
        // Settled: a page that starts background work (room maps generate their first map) may lay
        // out once more when it ends.
        QTRY_VERIFY2_WITH_TIMEOUT(!scroll->horizontalScrollBar()->isVisible(),
                                  qPrintable(QStringLiteral("%1 needs %2 px, has %3")
                                                 .arg(page)
                                                 .arg(shown->minimumSizeHint().width())
                                                 .arg(scroll->viewport()->width())),
                                  5000);
        auto *switcher = window.findChild<QListWidget *>(QStringLiteral("moduleSwitcher"));
        QVERIFY(switcher && switcher->width() < 80); // icons only
        // Nor up and down, whichever tab is on show: a tab taller than the window scrolls inside
        // itself, so the board and its status line stay whole beside it (Flow's and the ball push's
        // Generator tabs, and the Linjat editor's verdict, made the whole page scroll and cut the
        // status line under the board).
        QStringList scrolled;
        auto check = [&](const QString &where) {
            QTest::qWait(30);
            if (scroll->verticalScrollBar()->isVisible())
                scrolled << QStringLiteral("%1: the page needs %2 px, has %3")
                                .arg(where)
                                .arg(shown->minimumSizeHint().height())
                                .arg(scroll->viewport()->height());
        };
        check(QStringLiteral("as opened"));
        for (QTabWidget *tabs : shown->findChildren<QTabWidget *>()) {
            if (!tabs->isVisibleTo(shown)) continue;
            const int was = tabs->currentIndex();
            for (int i = 0; i < tabs->count(); ++i) {
                tabs->setCurrentIndex(i);
                check(QStringLiteral("tab '%1'").arg(tabs->tabText(i)));
            }
            tabs->setCurrentIndex(was);
        }
        QVERIFY2(scrolled.isEmpty(), qPrintable(scrolled.join(QStringLiteral("\n"))));
    }

    void noTextIsCutOff_data() {
        QTest::addColumn<QString>("page");
        QTest::addColumn<QSize>("size");
        for (const QSize size : {QSize(1024, 700), QSize(1400, 900)})
            for (const QString &page : studioPages())
                QTest::newRow(
                    qPrintable(QStringLiteral("%1 %2x%3").arg(page).arg(size.width()).arg(size.height())))
                    << page << size;
    }

    void noTextIsCutOff() {
        QFETCH(QString, page);
        QFETCH(QSize, size);
        ui::MainWindow window(ui::MainWindow::Options{false});
        QVERIFY(showOnSample(window, size, page));
        // Pages that start background work settle. A job still running then has its row in the status
        // bar, whose label is elided at a fixed width by design; on a busy machine the BanQi rating the
        // studio starts for its sample outlasted the 300 ms.
        QTRY_VERIFY_WITH_TIMEOUT(window.jobs().runningCount() == 0, 30000);
        QTest::qWait(300);
        const QStringList clipped = clippedTextsInEveryTab(&window);
        QVERIFY2(clipped.isEmpty(), qPrintable(clipped.join(QStringLiteral("\n"))));
    }

    // The Linjat editor's status line: what the mouse hovers and the last message share the row, each
    // as wide as its text when there is room ("a1: empty · 2 number(s) can re…" was cut with room).
    void theLinjatStatusLineUsesItsRoom() {
        ui::MainWindow window(ui::MainWindow::Options{false});
        auto *linjat = linjatOnSample(window, QSize(1024, 700));
        QVERIFY(linjat);
        QTest::qWait(300);
        // Hover each cell of the first row until one says who can reach it.
        linjat::ui::EditorView *editor = linjat->editorView();
        for (int col = 0; col < editor->columns() && !linjat->hoverText().contains("reach"); ++col) {
            QTest::mouseMove(editor, editor->cellCenter(QPoint(col, 0)).toPoint());
            QTest::qWait(50);
        }
        QVERIFY2(linjat->hoverText().contains("reach"), qPrintable(linjat->hoverText()));
        linjat->showMessage(QStringLiteral("Saved."));
        QTest::qWait(50);
        ui::ElidedLabel *hover = nullptr;
        for (auto *label : linjat->findChildren<ui::ElidedLabel *>())
            if (label->text() == linjat->hoverText()) hover = label;
        QVERIFY(hover);
        // Cut only when the row has no room left: the short message then takes no more than its text.
        QLabel *message = nullptr;
        for (auto *label : linjat->findChildren<ui::ElidedLabel *>())
            if (label->text() == QStringLiteral("Saved.")) message = label;
        QVERIFY(message);
        QVERIFY2(!hover->isElided() || message->width() <= message->sizeHint().width() + 2,
                 qPrintable(QStringLiteral("%1 px for '%2' while the message takes %3 px")
                                .arg(hover->width())
                                .arg(hover->text())
                                .arg(message->width())));
        const QStringList clipped = clippedTexts(linjat);
        QVERIFY2(clipped.isEmpty(), qPrintable(clipped.join(QStringLiteral("\n"))));
    }

    void theLinjatVerdictShowsItsSolutionsWhole_data() {
        QTest::addColumn<bool>("ambiguous");
        QTest::newRow("one solution") << false;
        QTest::newRow("two solutions") << true;
    }

    // The editor's verdict on the first sample level shows its solution whole at 1024x700 without
    // scrolling (its picture sat half below the panel's fold, under an empty caption row). Without two
    // of its dots the level has two solutions: both pictures show whole too (they sat under the rule
    // table of a solve stuck after 0 layers, cut by the fold).
    void theLinjatVerdictShowsItsSolutionsWhole() {
        QFETCH(bool, ambiguous);
        ui::MainWindow window(ui::MainWindow::Options{false});
        auto *linjat = linjatOnSample(window, QSize(1024, 700));
        QVERIFY(linjat);
        linjat::ui::StatusPanel *status = linjat->statusPanel();
        QTRY_VERIFY(status->verdictText().contains(QStringLiteral("Valid")));
        if (ambiguous) {
            linjat::Puzzle puzzle = linjat->model().puzzle();
            QVERIFY(puzzle.isDot(5, 0) && puzzle.isDot(8, 5));
            puzzle.setDot(5, 0, false);
            puzzle.setDot(8, 5, false);
            linjat->openPuzzle(puzzle, linjat::ui::LevelOrigin{});
            QTRY_VERIFY(status->verdictText().contains(QStringLiteral("Two or more")));
        }
        QTest::qWait(50);
        QScrollArea *scroll = nullptr;
        for (QWidget *w = status; w && !scroll; w = w->parentWidget())
            scroll = qobject_cast<QScrollArea *>(w);
        QVERIFY(scroll);
        QCOMPARE(scroll->verticalScrollBar()->value(), 0);
        for (int i = 0; i < (ambiguous ? 2 : 1); ++i) {
            QWidget *solution = status->solutionView(i);
            QVERIFY(solution->isVisible());
            const QRect shown = QRect(solution->mapTo(scroll->viewport(), QPoint()), solution->size());
            qInfo("1024x700: solution %d drawn in %dx%d px at y %d-%d of a %d px panel", i, solution->width(),
                  solution->height(), shown.top(), shown.bottom(), scroll->viewport()->height());
            QVERIFY(scroll->viewport()->rect().contains(shown));
            QVERIFY(solution->height() >= 100);
        }
        if (!ambiguous) QCOMPARE(scroll->verticalScrollBar()->maximum(), 0);
    }

    // A generator run's result line comes into sight when the run ends: at 1024x700 the Flow and ball-push
    // generator tabs scroll, and "Added 10 Flow levels to the pack." sat half under the fold.
    void theGeneratorsResultComesIntoSight_data() {
        QTest::addColumn<QString>("page");
        QTest::newRow("flow") << QStringLiteral("flow");
        QTest::newRow("balls") << QStringLiteral("balls");
    }

    void theGeneratorsResultComesIntoSight() {
        QFETCH(QString, page);
        ui::MainWindow window(ui::MainWindow::Options{false});
        QVERIFY(showOnSample(window, QSize(1024, 700), page));
        auto *generator = window.workbench(page)->findChild<ui::PackGeneratorPanel *>();
        QVERIFY(generator);
        auto *tabs = window.workbench(page)->findChild<QTabWidget *>();
        for (int i = 0; i < tabs->count(); ++i)
            if (tabs->tabText(i) == QStringLiteral("Generator")) tabs->setCurrentIndex(i);
        QTRY_VERIFY(generator->isVisible());
        generator->setCount(2);
        const int levels = window.document().levelCount();
        generator->generate();
        QTRY_VERIFY_WITH_TIMEOUT(!generator->isRunning(), 30000);
        QCOMPARE(window.document().levelCount(), levels + 2);
        QLabel *result = nullptr;
        for (QLabel *label : generator->findChildren<QLabel *>())
            if (label->text() == generator->resultText()) result = label;
        QVERIFY(result);
        QScrollArea *scroll = nullptr;
        for (QWidget *w = generator; w && !scroll; w = w->parentWidget())
            scroll = qobject_cast<QScrollArea *>(w);
        QVERIFY(scroll);
        QTRY_VERIFY2(scroll->viewport()->rect().contains(
                         QRect(result->mapTo(scroll->viewport(), QPoint()), result->size())),
                     qPrintable(QStringLiteral("'%1' at y %2 of a %3 px panel")
                                    .arg(result->text())
                                    .arg(result->mapTo(scroll->viewport(), QPoint()).y())
                                    .arg(scroll->viewport()->height())));
    }

    void theOptimizerShowsItsButtonsWhole_data() {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1024x700") << QSize(1024, 700);
        QTest::newRow("1400x900") << QSize(1400, 900);
    }

    // "Add to pack", the zoom bar's "Fit" and the pools' title were cut by the window's edge at
    // 1024x700 (each as wide as its text, so the checks above did not see it).
    void theOptimizerShowsItsButtonsWhole() {
        QFETCH(QSize, size);
        ui::MainWindow window(ui::MainWindow::Options{false});
        auto *linjat = linjatOnSample(window, size);
        QVERIFY(linjat);
        linjat->setPage(linjat::ui::LinjatWorkbench::OptimizerPage);
        QTest::qWait(300);
        keepShot(&window, QStringLiteral("optimizer-%1x%2").arg(size.width()).arg(size.height()));
        QStringList cut;
        int checked = 0;
        for (QWidget *w : linjat->findChildren<QWidget *>()) {
            const auto *button = qobject_cast<QAbstractButton *>(w);
            const auto *label = qobject_cast<QLabel *>(w);
            const QString text = button ? button->text() : label ? label->text() : QString();
            if (text.isEmpty() || !w->isVisibleTo(&window)) continue;
            ++checked;
            if (shownPart(w) < 0.99)
                cut << describe(w, text) + QStringLiteral(" %1% shown").arg(int(100 * shownPart(w)));
            // Push buttons in sight without scrolling too: Start and Stop sat under the scrolled form.
            if (qobject_cast<const QPushButton *>(w) && shownPart(w, Qt::Vertical) < 0.99)
                cut << describe(w, text) + QStringLiteral(" %1% of its height shown")
                                               .arg(int(100 * shownPart(w, Qt::Vertical)));
        }
        QVERIFY(checked >= 10);
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QStringLiteral("\n"))));
    }

    // The side panel took 370 px of a 690 px page and left the board 28 px pieces.
    void theBanqiBoardHasRoomInASmallWindow() {
        ui::MainWindow window(ui::MainWindow::Options{false});
        QVERIFY(showOnSample(window, QSize(1024, 700), QStringLiteral("banqi")));
        auto *banqi = qobject_cast<banqi::ui::BanqiWorkbench *>(window.workbench(QStringLiteral("banqi")));
        QVERIFY(banqi);
        QTest::qWait(300);
        keepShot(&window, QStringLiteral("banqi-1024x700"));

        QVERIFY2(banqi->board()->cellSize() >= 40, qPrintable(QString::number(banqi->board()->cellSize())));
        // The narrower panel is not cut at the right: every tab fits the width it is given.
        auto *scroll = qobject_cast<QScrollArea *>(banqi->panel()->parentWidget()->parentWidget());
        QVERIFY(scroll);
        QTabWidget *tabs = banqi->panel()->tabs;
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            QTest::qWait(20);
            QVERIFY2(banqi->panel()->width() <= scroll->viewport()->width(),
                     qPrintable(QStringLiteral("tab '%1': %2 px in %3")
                                    .arg(tabs->tabText(i))
                                    .arg(banqi->panel()->width())
                                    .arg(scroll->viewport()->width())));
        }
    }

    // Stacked under a 1024x700 window's map, the step's breakdown and text took two thirds of the
    // column and drew the 20-room map 96 px high (158 now; the bound leaves room for a summary a line
    // longer on a slow machine); they scroll and the map keeps the larger part.
    void theRoomMapHasRoomInASmallWindow() {
        ui::MainWindow window(ui::MainWindow::Options{false});
        QVERIFY(showOnSample(window, QSize(1024, 700), QStringLiteral("rooms")));
        auto *rooms = qobject_cast<rooms::ui::RoomsWorkbench *>(window.workbench(QStringLiteral("rooms")));
        QVERIFY(rooms);
        rooms::ui::MapPage *page = rooms->mapPage();
        // The map answering the newest request: no later one changes the summary's lines meanwhile.
        QTRY_VERIFY_WITH_TIMEOUT(rooms->result() && !rooms->generator().isBusy() &&
                                     rooms->result()->request == rooms->generator().lastRequest(),
                                 10000);
        QTest::qWait(100);
        keepShot(&window, QStringLiteral("rooms-1024x700"));
        auto *details = page->findChild<QScrollArea *>(QStringLiteral("stepDetails"));
        QVERIFY(details);
        const QWidget *column = details->parentWidget();
        const int drawn = int(page->view()->boardRect().height());
        qInfo("1024x700: map drawn %d px high; details %d px of a %d px column", drawn, details->height(),
              column->height());
        QVERIFY2(drawn >= 120 && details->height() <= column->height() * 2 / 5,
                 qPrintable(QStringLiteral("map drawn %1 px high; details %2 of a %3 px column")
                                .arg(drawn)
                                .arg(details->height())
                                .arg(column->height())));
        // What does not fit scrolls: the step's text is still there to be read.
        QVERIFY(details->verticalScrollBar()->maximum() > 0);
        QVERIFY(page->stepText().contains(QStringLiteral("Step")));
        // Side by side in a large window nothing scrolls and the map has even more room.
        window.resize(1400, 900);
        QTRY_COMPARE(details->verticalScrollBar()->maximum(), 0);
        QVERIFY(page->view()->boardRect().height() > drawn);
        // The heat's key hidden and shown again: still nothing to scroll; stepping through the
        // playback leaves the map where it is.
        page->heatBox()->setChecked(false);
        QTest::qWait(50);
        page->heatBox()->setChecked(true);
        QTRY_COMPARE(details->verticalScrollBar()->maximum(), 0);
        const QRect map = page->view()->geometry();
        for (int step = 1; step <= rooms->result()->steps(); ++step) {
            page->setStep(step);
            QTest::qWait(5);
            QCOMPARE(page->view()->geometry(), map);
        }
    }

    void playModeFits_data() {
        QTest::addColumn<QString>("page");
        QTest::addColumn<QSize>("size");
        // BanQi's moves alternate with its bot's: ui_banqiplay plays it.
        for (const QSize size : {QSize(1024, 700), QSize(1400, 900)})
            for (const char *page : {"linjat", "flow", "balls", "foxhunt"})
                QTest::newRow(
                    qPrintable(QStringLiteral("%1 %2x%3").arg(page).arg(size.width()).arg(size.height())))
                    << QString::fromLatin1(page) << size;
    }

    // Play mode with a level half played and a hint shown: the play bar's buttons, clock, status line
    // and move list show whole, nothing is cut by the window's edge, and the page needs no scroll bar
    // (TESSERA_FIT_SHOTS keeps a grab).
    void playModeFits() {
        QFETCH(QString, page);
        QFETCH(QSize, size);
        ui::MainWindow window(ui::MainWindow::Options{false});
        QVERIFY(showOnSample(window, size, page));
        ui::ModulePage *shown = window.workbench(page);
        for (int row = 0; row < window.document().levelCount(); ++row)
            if (QString::fromStdString(window.document().level(row).module) == page) {
                QVERIFY(window.openLevel(row));
                break;
            }
        auto *state = shown->findChild<ui::PlayState *>();
        QVERIFY(state && state->setPlaying(true));
        const std::vector<std::string> moves =
            findModule(page.toStdString())->play.solution(*shown->levelEditor()->sourceLevel(), 0);
        for (std::size_t i = 0; i < 3 && i < moves.size(); ++i) QVERIFY(state->play(moves[i]));
        state->requestHint();
        QTRY_VERIFY_WITH_TIMEOUT(state->hint().has_value(), 20000);
        QTest::qWait(300);
        keepShot(&window, QStringLiteral("play-%1-%2x%3").arg(page).arg(size.width()).arg(size.height()));
        auto *bar = shown->findChild<ui::PlayBar *>();
        QVERIFY(bar && bar->isVisible());
        QStringList cut = clippedTexts(shown) + cutUpAndDown(shown);
        for (QWidget *w : bar->findChildren<QWidget *>())
            if (w->isVisibleTo(&window) && shownPart(w) < 0.99)
                cut << describe(w, w->objectName()) +
                           QStringLiteral(" %1% shown").arg(int(100 * shownPart(w)));
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QStringLiteral("\n"))));
        auto *scroll = qobject_cast<QScrollArea *>(shown->parentWidget()->parentWidget());
        QVERIFY(scroll && !scroll->horizontalScrollBar()->isVisible());
        QVERIFY2(!scroll->verticalScrollBar()->isVisible(),
                 qPrintable(QStringLiteral("the page needs %1 px, has %2")
                                .arg(shown->minimumSizeHint().height())
                                .arg(scroll->viewport()->height())));
    }

    void aLargeWindowKeepsTheTitles() {
        ui::MainWindow window(ui::MainWindow::Options{false});
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *switcher = window.findChild<QListWidget *>(QStringLiteral("moduleSwitcher"));
        QVERIFY(switcher && switcher->width() > 120);
        QCOMPARE(switcher->item(1)->text(), QStringLiteral("Linjat"));
    }
};

QTEST_MAIN(TestFit)
#include "tst_fit.moc"
