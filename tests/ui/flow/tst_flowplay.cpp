// Flow play mode in the workbench with real mouse events: a drag from an endpoint draws its path, a
// drag from the other endpoint starts the colour afresh, a drag from a path's cell goes on from there,
// right click clears a colour, a drag into another colour's endpoint stops before it; every colour
// dragged along the stored solution wins, without marking the level changed; the worker's hint is a
// legal move; the document state carries the attempt through a restore.
#include "flowtesting.h"

#include "common/module.h"
#include "flow/flowgame.h"
#include "flow/flowmodule.h"
#include "flow/solution.h"
#include "ui/common/playbar.h"
#include "ui/common/playstate.h"
#include "ui/common/resources.h"
#include "ui/flow/playview.h"

#include <QAction>
#include <QApplication>
#include <QListWidget>
#include <QMouseEvent>
#include <QTest>
#include <QUndoStack>

using namespace tessera;
using namespace tessera::flow;
using namespace tessera::flow::ui;
using tessera::ui::PlayState;

namespace {

// The sample pack's first Flow level with a stored solution.
pack::Level sampleLevel() {
    for (const pack::Level &level : tessera::ui::loadPackFile(tessera::ui::samplePackPath()).levels)
        if (level.module == kModuleId && !findModule(kModuleId)->play.solution(level, 0).empty())
            return level;
    return {};
}

// A press on the first cell, moves through the others, a release on the last: real mouse events.
void dragThrough(tessera::ui::GridView &view, const std::vector<Point> &cells,
                 Qt::MouseButton button = Qt::LeftButton) {
    const auto at = [&view](Point p) { return view.cellCenter(QPoint(p.col, p.row)).toPoint(); };
    QTest::mousePress(&view, button, Qt::NoModifier, at(cells.front()));
    for (std::size_t i = 1; i < cells.size(); ++i) {
        const QPointF p = at(cells[i]);
        QMouseEvent move(QEvent::MouseMove, p, view.mapToGlobal(p), Qt::NoButton, button, Qt::NoModifier);
        QApplication::sendEvent(&view, &move);
    }
    QTest::mouseRelease(&view, button, Qt::NoModifier, at(cells.back()));
}

} // namespace

class TestFlowPlay : public QObject {
    Q_OBJECT
    std::unique_ptr<FlowFixture> mFix;
    pack::Level mLevel;
    Solution mSolution;

    FlowWorkbench &wb() { return *mFix->workbench; }
    PlayState &state() { return wb().playState(); }
    const FlowGame &game() { return dynamic_cast<const FlowGame &>(*state().game()); }

private slots:
    void initTestCase() {
        tessera::ui::initResources();
        registerModules();
        mLevel = sampleLevel();
        QVERIFY(!mLevel.id.empty());
        const Puzzle puzzle = levelFromJson(mLevel.data);
        const std::optional<Solution> stored = levelSolutionFromJson(puzzle, mLevel.data);
        mSolution = stored ? *stored : solutionFromJson(puzzle, JsonCursor(*mLevel.solution, "solution"));
    }
    void init() {
        mFix = std::make_unique<FlowFixture>();
        QVERIFY(mFix->waitSolved());
        QVERIFY(wb().openLevel(mLevel));
        QVERIFY(mFix->waitSolved());
        wb().markSaved();
        wb().playBar()->playAction()->trigger();
        QVERIFY(state().isPlaying());
        QVERIFY(wb().playView()->isVisible());
        QVERIFY(!wb().boardView()->isVisible());
    }
    void cleanup() { mFix.reset(); }

    void aDragFromAnEndpointDrawsAPath() {
        const std::vector<Point> &path = mSolution.paths[0];
        QVERIFY(path.size() >= 3);
        const std::vector<Point> part(path.begin(), path.begin() + 3);
        dragThrough(*wb().playView(), part);
        QCOMPARE(game().paths()[0], part);
        QCOMPARE(state().moves().size(), std::size_t(1));
        QCOMPARE(state().moves().back().move, FlowGame::moveName(game().puzzle().pairs[0].label, part));
        QCOMPARE(wb().playBar()->moveList()->count(), 1);
        QVERIFY(wb().playView()->hasPipes());

        // From the path's end it goes on; from the other endpoint the colour starts afresh.
        dragThrough(*wb().playView(), {path[2], path[3]});
        QCOMPARE(game().paths()[0].size(), std::size_t(4));
        const std::vector<Point> other{path.back(), path[path.size() - 2]};
        dragThrough(*wb().playView(), other);
        QCOMPARE(game().paths()[0], other);
        // Right click clears the colour.
        const Point cell = path.back();
        QTest::mouseClick(wb().playView(), Qt::RightButton, Qt::NoModifier,
                          wb().playView()->cellCenter(QPoint(cell.col, cell.row)).toPoint());
        QVERIFY(game().paths()[0].empty());
        QCOMPARE(state().moves().back().move, std::string(1, game().puzzle().pairs[0].label) + ":x");
        QVERIFY(!wb().isModified());
    }

    void aDragStopsBeforeAnotherColoursEndpoint() {
        // An endpoint, a free cell next to it, and next to that another colour's endpoint: a drag
        // through all three draws the first two.
        const Puzzle &p = game().puzzle();
        const auto endpointColour = [&p](Point q) {
            for (int c = 0; c < p.colourCount(); ++c)
                if (p.pairs[std::size_t(c)].a == q || p.pairs[std::size_t(c)].b == q) return c;
            return -1;
        };
        for (int c = 0; c < p.colourCount(); ++c)
            for (Point e : {p.pairs[std::size_t(c)].a, p.pairs[std::size_t(c)].b})
                for (Dir d1 : kAllDirs) {
                    const Point n = e + delta(d1);
                    if (!p.inside(n) || endpointColour(n) >= 0) continue;
                    for (Dir d2 : kAllDirs) {
                        const Point m = n + delta(d2);
                        if (!p.inside(m) || endpointColour(m) < 0 || endpointColour(m) == c) continue;
                        dragThrough(*wb().playView(), {e, n, m});
                        QCOMPARE(game().paths()[std::size_t(c)], (std::vector<Point>{e, n}));
                        return;
                    }
                }
        QFAIL(
            "the sample level no longer has an endpoint two steps from another colour's: pick one that does");
    }

    // The keys play every colour of the stored solution: Space on the endpoint, an arrow per cell,
    // Enter; Escape lets go and Delete clears a colour; the editor's keys place no endpoint here.
    void theKeysPlayTheStoredSolution() {
        PlayView *view = wb().playView();
        const int pairs = game().puzzle().colourCount();
        const Point start = mSolution.paths[0].front();
        view->setSelectedCell(QPoint(start.col, start.row));
        QTest::keyClick(view, Qt::Key_Space);
        QVERIFY(view->isKeyDragging());
        QCOMPARE(view->highlights(), std::vector<Point>{start}); // the taken cell is outlined
        const Point next = mSolution.paths[0][1];
        QTest::keyClick(view, next.col > start.col   ? Qt::Key_Right
                              : next.col < start.col ? Qt::Key_Left
                              : next.row > start.row ? Qt::Key_Down
                                                     : Qt::Key_Up);
        QVERIFY(view->pendingMove());
        QTest::keyClick(view, Qt::Key_Escape);
        QVERIFY(!view->pendingMove());
        QVERIFY(view->highlights().empty());
        QCOMPARE(state().moves().size(), std::size_t(0));

        for (const std::vector<Point> &path : mSolution.paths) {
            view->setSelectedCell(QPoint(path.front().col, path.front().row));
            QTest::keyClick(view, Qt::Key_Space);
            for (std::size_t i = 1; i < path.size(); ++i) {
                const Point a = path[i - 1], b = path[i];
                QTest::keyClick(view, b.col > a.col   ? Qt::Key_Right
                                      : b.col < a.col ? Qt::Key_Left
                                      : b.row > a.row ? Qt::Key_Down
                                                      : Qt::Key_Up);
            }
            QTest::keyClick(view, Qt::Key_Return);
            QCOMPARE(view->selectedCell(), std::optional<QPoint>(QPoint(path.back().col, path.back().row)));
        }
        QCOMPARE(state().moves().size(), std::size_t(pairs));
        QVERIFY(state().isWon());
        QCOMPARE(game().puzzle().colourCount(), pairs);
    }

    void deleteClearsAColourAndSpaceOnAnEmptyCellTakesNothing() {
        PlayView *view = wb().playView();
        const std::vector<Point> &path = mSolution.paths[0];
        dragThrough(*view, {path[0], path[1], path[2]});
        QCOMPARE(game().paths()[0].size(), std::size_t(3));
        view->setSelectedCell(QPoint(path[1].col, path[1].row));
        QTest::keyClick(view, Qt::Key_Delete);
        QVERIFY(game().paths()[0].empty());
        QCOMPARE(state().moves().back().move, std::string(1, game().puzzle().pairs[0].label) + ":x");
        // An empty cell has no path to take: the arrows still move the selection.
        view->setSelectedCell(QPoint(path[1].col, path[1].row));
        QTest::keyClick(view, Qt::Key_Space);
        QVERIFY(!view->isKeyDragging());
        QVERIFY(!wb().isModified());
    }

    void draggingTheStoredSolutionWins() {
        for (const std::vector<Point> &path : mSolution.paths) dragThrough(*wb().playView(), path);
        QVERIFY(state().isWon());
        QCOMPARE(state().session()->trace().events.back().kind, play::TraceEventKind::Won);
        QVERIFY2(wb().playBar()->statusText().startsWith(QStringLiteral("Won in")),
                 qPrintable(wb().playBar()->statusText()));
        // The message line under the board says so too, and no longer how to play.
        QVERIFY2(wb().messageText().startsWith(QStringLiteral("Won.")), qPrintable(wb().messageText()));
        QVERIFY(!wb().isModified());
        QVERIFY(wb().levelDocument().hasUnsavedState());
        // Take Back is the document's undo.
        wb().playBar()->takeBackAction()->trigger();
        QVERIFY(!state().isWon());
        QCOMPARE(state().session()->trace().events.back().kind, play::TraceEventKind::Undo);
        QVERIFY2(wb().messageText().startsWith(QStringLiteral("Playing:")), qPrintable(wb().messageText()));
        wb().playBar()->playAction()->trigger();
        QCOMPARE(wb().messageText(), QStringLiteral("Editing."));
    }

    void theHintComesFromTheWorkerAndIsLegal() {
        wb().playBar()->hintAction()->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(state().hint().has_value(), 20000);
        auto next = state().game()->clone();
        next->apply(state().hint()->move); // throws, failing the test, when the game refuses it
        QCOMPARE(state().session()->trace().events.back().kind, play::TraceEventKind::Hint);
        const QString dir = qEnvironmentVariable("TESSERA_SCREENSHOT_DIR");
        if (!dir.isEmpty()) QVERIFY(wb().grab().save(dir + QStringLiteral("/flow-play-hint.png")));
    }

    void anEditEndsPlayAndTheStateKeepsIt() {
        dragThrough(*wb().playView(), mSolution.paths[0]);
        const Json saved = wb().documentState();
        QVERIFY(saved.contains("play"));
        QCOMPARE(saved["play"]["moves"].size(), std::size_t(1));

        FlowFixture other;
        QVERIFY(other.waitSolved());
        QVERIFY(other.workbench->openLevel(mLevel));
        other.workbench->markSaved();
        QVERIFY(other.workbench->restoreState(saved));
        QCOMPARE(QString::fromStdString(other.workbench->documentState().dump()),
                 QString::fromStdString(saved.dump()));
        QVERIFY(!other.workbench->isModified());
        QVERIFY(other.workbench->playState().isPlaying());

        wb().playBar()->playAction()->trigger(); // back to editing
        wb().removeEndpoint(game().puzzle().pairs[0].a);
        QVERIFY(!state().session());
        QCOMPARE(state().traces().size(), std::size_t(1));
        QVERIFY(wb().boardView()->isVisible());
    }
};

QTEST_MAIN(TestFlowPlay)
#include "tst_flowplay.moc"
