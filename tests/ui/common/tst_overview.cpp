// The overview page in the real window: Del in the level grid removes the selected levels (one undo
// step on the pack's stack, as the cheat sheet says); the grid keeps a usable height in a 1024x700
// window; an edit does not move the page; on the difficulty curve the dip marks are drawn over the points in
// a colour no module uses; Page Down and Page Up move by the whole rows on show.
#include "common/module.h"
#include "pack/ramp.h"
#include "ui/common/difficultychart.h"
#include "ui/common/mainwindow.h"
#include "ui/common/moduleui.h"
#include "ui/common/overviewpage.h"
#include "ui/common/packdocument.h"
#include "ui/common/packlistmodel.h"
#include "ui/common/packpanel.h"
#include "ui/common/resources.h"

#include <QAction>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineSeries>
#include <QListView>
#include <QScatterSeries>
#include <QScrollBar>
#include <QTableWidget>
#include <QToolButton>
#include <QUndoStack>
#include <QtTest>

#include <cmath>
#include <memory>

using namespace tessera;

namespace {

std::unique_ptr<ui::MainWindow> openWindow(QSize size) {
    auto window = std::make_unique<ui::MainWindow>(ui::MainWindow::Options{false});
    window->resize(size);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()) || !window->openStartupPack() ||
        !window->showPage(QStringLiteral("overview")))
        return nullptr;
    QTest::qWait(50);
    return window;
}

double distance(const QColor &a, const QColor &b) {
    return std::hypot(a.red() - b.red(), a.green() - b.green(), a.blue() - b.blue());
}

} // namespace

class TestOverview : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { ui::registerUiModules(); }

    void delRemovesTheSelectedLevels() {
        const auto window = openWindow(QSize(1400, 900));
        QVERIFY(window);
        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        ui::PackDocument &doc = window->document();
        const int before = doc.levelCount();
        QVERIFY(before > 3);
        const std::string second = doc.level(1).id, fourth = doc.level(3).id;
        QListView *gallery = window->overviewPage()->gallery();
        QItemSelectionModel *selection = gallery->selectionModel();
        selection->select(gallery->model()->index(1, 0), QItemSelectionModel::ClearAndSelect);
        selection->select(gallery->model()->index(3, 0), QItemSelectionModel::Select);
        selection->setCurrentIndex(gallery->model()->index(3, 0), QItemSelectionModel::NoUpdate);
        gallery->setFocus();
        QVERIFY(gallery->hasFocus());
        const int undoSteps = doc.undoStack()->count();
        QTest::keyClick(gallery, Qt::Key_Delete);
        QCOMPARE(doc.levelCount(), before - 2);
        for (const auto &level : doc.pack().levels) QVERIFY(level.id != second && level.id != fourth);
        QCOMPARE(doc.undoStack()->count(), undoSteps + 1); // one step
        // Edit > Undo (the pack is the document on the overview) brings both back in place.
        QVERIFY(window->undoAction()->isEnabled());
        window->undoAction()->trigger();
        QCOMPARE(doc.levelCount(), before);
        QCOMPARE(doc.level(1).id, second);
        QCOMPARE(doc.level(3).id, fourth);
    }

    void ringsFollowTheCurrentLevelWhenItMoves() {
        // A sort (and its undo) or a move takes the current level elsewhere without a change of current:
        // the rings of both curves, the overview's and the pack dock's, go with it.
        const auto window = openWindow(QSize(1400, 900));
        QVERIFY(window);
        ui::PackDocument &doc = window->document();
        QListView *gallery = window->overviewPage()->gallery();
        const std::vector<std::size_t> order = pack::difficultyOrder(doc.pack());
        int moved = -1; // a level the sort takes elsewhere
        for (std::size_t i = 0; i < order.size() && moved < 0; ++i)
            if (order[i] != i) moved = int(order[i]);
        QVERIFY(moved >= 0);
        const std::string id = doc.level(moved).id;
        gallery->selectionModel()->setCurrentIndex(gallery->model()->index(moved, 0),
                                                   QItemSelectionModel::ClearAndSelect);
        const auto ringed = [&doc, &id](const ui::DifficultyChart *chart) {
            const int row = doc.rowOfId(id);
            const QPointF point =
                chart->chart()->mapToPosition(QPointF(row + 1, *doc.level(row).difficulty), chart->curve());
            return chart->ring()->isVisible() && QLineF(chart->ring()->rect().center(), point).length() < 0.5;
        };
        const ui::DifficultyChart *overview = window->overviewPage()->chart();
        const ui::DifficultyChart *dock = window->packPanel()->chart();
        QTRY_VERIFY(ringed(overview));
        QTRY_VERIFY(ringed(dock));
        window->packPanel()->sortAction()->trigger();
        QVERIFY(doc.rowOfId(id) != moved);
        QCOMPARE(gallery->currentIndex().row(), doc.rowOfId(id));
        QTRY_VERIFY(ringed(overview));
        QTRY_VERIFY(ringed(dock));
        doc.undoStack()->undo();
        QCOMPARE(doc.rowOfId(id), moved);
        QTRY_VERIFY(ringed(overview));
        QTRY_VERIFY(ringed(dock));
        // A move (Alt+Up in the dock) takes it elsewhere too.
        QVERIFY(moved > 0);
        QVERIFY(gallery->model()->moveRows({}, moved, 1, {}, moved - 1));
        QCOMPARE(doc.rowOfId(id), moved - 1);
        QCOMPARE(gallery->currentIndex().row(), moved - 1);
        QTRY_VERIFY(ringed(overview));
        QTRY_VERIFY(ringed(dock));
    }

    void anEditDoesNotMoveThePage() {
        // The facts under the pack's name gain "unsaved changes" with the first edit and lose it when
        // undone: that wrapped the line and moved the curve and the level grid down and up
        // again, redrawing both, on every edit that made or ended the unsaved state (1400x900: one line
        // to two).
        for (const QSize size : {QSize(1400, 900), QSize(1024, 700)}) {
            const auto window = openWindow(size);
            QVERIFY(window);
            ui::PackDocument &doc = window->document();
            const ui::OverviewPage *page = window->overviewPage();
            const auto where = [&] {
                return QList<QRect>{
                    QRect(page->gallery()->mapTo(window.get(), QPoint()), page->gallery()->size()),
                    QRect(page->chart()->mapTo(window.get(), QPoint()), page->chart()->size())};
            };
            QVERIFY(!doc.isModified());
            const QList<QRect> before = where();
            QAbstractItemModel *levels = page->gallery()->model();
            QVERIFY(levels->setData(levels->index(0, 0), *doc.level(0).difficulty + 0.5,
                                    ui::PackListModel::DifficultyRole));
            QVERIFY(doc.isModified());
            QTest::qWait(50);
            QCOMPARE(where(), before);
            doc.undoStack()->undo();
            QVERIFY(!doc.isModified());
            QTest::qWait(50);
            QCOMPARE(where(), before);
        }
    }

    void theGridIsUsableInASmallWindow() {
        const auto window = openWindow(QSize(1024, 700));
        QVERIFY(window);
        QListView *gallery = window->overviewPage()->gallery();
        QVERIFY(gallery->isVisible());
        // At least one whole row of thumbnails shows (it was a sliver of a few pixels), in the window:
        // the part of the grid's viewport that the page's own scroll area does not hide.
        const QRect first = gallery->visualRect(gallery->model()->index(0, 0));
        const QWidget *viewport = gallery->viewport();
        int top = 0, bottom = viewport->height();
        for (const QWidget *w = viewport; w->parentWidget() && !w->isWindow(); w = w->parentWidget()) {
            top = std::max(top + w->y(), 0);
            bottom = std::min(bottom + w->y(), w->parentWidget()->height());
        }
        QVERIFY2(first.height() > 40 && bottom - top >= first.height(),
                 qPrintable(QStringLiteral("%1 px of the viewport shown, a thumbnail %2 px")
                                .arg(bottom - top)
                                .arg(first.height())));
    }

    // The modules table lists every module at 1400x900 and at 1024x700 (it showed four of six there,
    // under a title and a cheat-sheet toggle on rows of their own, then five), with the grid usable.
    void theModulesTableShowsItsRows() {
        for (const QSize size : {QSize(1024, 700), QSize(1400, 900)}) {
            const auto window = openWindow(size);
            QVERIFY(window);
            QTableWidget *table = window->overviewPage()->moduleTable();
            int whole = 0;
            for (int r = 0; r < table->rowCount(); ++r)
                whole += table->rowViewportPosition(r) + table->rowHeight(r) <= table->viewport()->height();
            qInfo("%dx%d: %d of %d modules in sight", size.width(), size.height(), whole, table->rowCount());
            QVERIFY2(whole == table->rowCount(),
                     qPrintable(QStringLiteral("%1 of %2").arg(whole).arg(table->rowCount())));
        }
    }

    // The cheat sheet opens beside the table, in the curve's place: under the table it left one
    // module's row in sight at 1024x700.
    void theCheatSheetLeavesTheTableItsRows() {
        const auto window = openWindow(QSize(1024, 700));
        QVERIFY(window);
        ui::OverviewPage *page = window->overviewPage();
        QTest::mouseClick(page->cheatSheetToggle(), Qt::LeftButton);
        QTest::qWait(50);
        QVERIFY(page->cheatSheet()->isVisible());
        QVERIFY(!page->chart()->isVisible());
        QVERIFY(page->cheatSheet()->visibleRegion().boundingRect().height() >=
                page->cheatSheet()->height() / 2);
        QTableWidget *table = page->moduleTable();
        for (int r = 0; r < table->rowCount(); ++r)
            QVERIFY2(table->rowViewportPosition(r) + table->rowHeight(r) <= table->viewport()->height(),
                     qPrintable(QStringLiteral("row %1 out of sight").arg(r)));
        QTest::mouseClick(page->cheatSheetToggle(), Qt::LeftButton);
        QTest::qWait(50);
        QVERIFY(page->chart()->isVisible());
        QVERIFY(!page->cheatSheet()->isVisible());
    }

    void dipMarksAreOverThePointsInTheirOwnColour() {
        const auto window = openWindow(QSize(1400, 900));
        QVERIFY(window);
        // The pack panel's chart (where Make the Curve Ramp shows its dips) and the overview's: at a dip's
        // point the screen shows the dip's mark, not the level's point drawn under it.
        window->overviewPage()->chart()->dips(); // brings the hidden chart up to date
        for (ui::DifficultyChart *chart : window->findChildren<ui::DifficultyChart *>()) {
            QVERIFY(!chart->dips().isEmpty());
            const QColor dip = chart->dipsLegend()->color();
            int modules = 0;
            for (QAbstractSeries *series : chart->chart()->series()) {
                auto *scatter = qobject_cast<QScatterSeries *>(series);
                if (!scatter || scatter == chart->dipsLegend() || scatter == chart->staleLegend() ||
                    scatter->color().alpha() == 0)
                    continue;
                ++modules; // a module's colour: far from the dips'
                QVERIFY2(distance(scatter->color(), dip) > 100, qPrintable(scatter->name()));
            }
            QVERIFY(modules >= 5); // the sample pack has a level of every module
            if (!chart->isVisible()) continue;
            const QImage shot = chart->grab().toImage();
            const qreal ratio = shot.devicePixelRatio();
            for (const QPointF &p : chart->dips()) {
                const QPoint at = chart->mapFromScene(
                    chart->chart()->mapToScene(chart->chart()->mapToPosition(p, chart->curve())));
                const QColor seen = shot.pixelColor(QPointF(at * ratio).toPoint());
                QVERIFY2(distance(seen, dip) < 60,
                         qPrintable(QStringLiteral("dip at %1: %2").arg(p.x()).arg(seen.name())));
            }
        }
    }

    // Page Down moves the current level by the whole rows on show, in its column, and Page Up brings it
    // back, wherever the grid is scrolled to and whichever row on show holds it. QListView's own stayed
    // put four times in ten when the level sat in the last row in full view.
    void pageKeysMoveByWholeRows() {
        for (const QSize size : {QSize(1400, 900), QSize(1024, 700)}) {
            const auto window = openWindow(size);
            QVERIFY(window);
            ui::PackDocument &doc = window->document();
            pack::LevelPack big = doc.pack();
            const std::vector<pack::Level> sample = big.levels;
            big.levels.clear();
            for (int i = 0; i < 300; ++i) {
                big.levels.push_back(sample[std::size_t(i) % sample.size()]);
                big.levels.back().id += "-" + std::to_string(i);
            }
            doc.loadUntitled(std::move(big));
            QListView *gallery = window->overviewPage()->gallery();
            QAbstractItemModel *levels = gallery->model();
            QTest::qWait(50);
            const QRect first = gallery->visualRect(levels->index(0, 0));
            int perRow = 1;
            while (gallery->visualRect(levels->index(perRow, 0)).top() == first.top()) ++perRow;
            const int pitch = gallery->visualRect(levels->index(perRow, 0)).top() - first.top();
            QVERIFY(perRow > 1 && pitch > first.height());
            const int rowsOnShow = std::max(1, gallery->viewport()->height() / pitch);
            gallery->setFocus();
            int moves = 0;
            for (int scroll = 5 * pitch; scroll < 6 * pitch; scroll += 7) {
                gallery->verticalScrollBar()->setValue(scroll);
                for (int row = 0; row < levels->rowCount(); ++row) {
                    const QRect r = gallery->visualRect(levels->index(row, 0));
                    if (r.top() < 0 || r.bottom() >= gallery->viewport()->height()) continue;
                    gallery->setCurrentIndex(levels->index(row, 0));
                    QTest::keyClick(gallery, Qt::Key_PageDown);
                    QCOMPARE(gallery->currentIndex().row(), row + rowsOnShow * perRow);
                    QTest::keyClick(gallery, Qt::Key_PageUp);
                    QCOMPARE(gallery->currentIndex().row(), row);
                    ++moves;
                }
            }
            QVERIFY(moves >= 3 * perRow); // a whole row on show at several scroll positions
            // The ends stop it: the last level, then the first.
            gallery->setCurrentIndex(levels->index(levels->rowCount() - 2, 0));
            QTest::keyClick(gallery, Qt::Key_PageDown);
            QCOMPARE(gallery->currentIndex().row(), levels->rowCount() - 1);
            gallery->setCurrentIndex(levels->index(1, 0));
            QTest::keyClick(gallery, Qt::Key_PageUp);
            QCOMPARE(gallery->currentIndex().row(), 0);
            doc.markSaved();
        }
    }
};

QTEST_MAIN(TestOverview)
#include "tst_overview.moc"
