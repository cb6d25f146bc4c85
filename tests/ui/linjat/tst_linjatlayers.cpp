// The layer viewer on a hard published puzzle and the stall inspector on levels that stall, driven
// through their keys and buttons.
#include "linjat/levelio.h"
#include "linjattesting.h"
#include "ui/linjat/boardview.h"
#include "ui/linjat/layerdescription.h"
#include "ui/linjat/layerviewer.h"
#include "ui/linjat/levelanalyser.h"
#include "ui/linjat/linjatworkbench.h"
#include "ui/linjat/stallinspector.h"
#include "ui/linjat/wording.h"

#include <QListWidget>
#include <QPushButton>
#include <QSlider>
#include <QTest>
#include <QToolButton>
#include <QTreeWidget>
#include <QUndoStack>

using namespace tessera;
using namespace tessera::linjat;
using namespace tessera::linjat::ui;

namespace {

LevelAnalysisPtr freshAnalysis(LinjatWorkbench &wb) {
    const LevelAnalysisPtr a = wb.analyser().latest();
    return a && a->puzzle == wb.model().puzzle() ? a : nullptr;
}

// The hardest expert puzzle of the published sample (deepest original solve).
int hardestExpert() {
    const auto entries = readLevelEntries(TESSERA_SHARED_DATA "/linjat/published-sample.json");
    int best = -1, depth = -1;
    for (int i = 0; i < int(entries.size()); ++i) {
        if (entries[std::size_t(i)].name.find("expert") == std::string::npos &&
            entries[std::size_t(i)].puzzle.rows() < 13)
            continue;
        const int d = classify(entries[std::size_t(i)].puzzle).depth;
        if (d > depth) {
            depth = d;
            best = i;
        }
    }
    return best;
}

} // namespace

class TestLinjatLayers : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<linjattesting::Studio> mStudio;
    std::unique_ptr<LinjatWorkbench> mWb;

private slots:
    void init() {
        mStudio = std::make_unique<linjattesting::Studio>();
        mWb = std::make_unique<LinjatWorkbench>(mStudio->context);
        mWb->resize(1300, 850);
        mWb->show();
        QVERIFY(QTest::qWaitForWindowExposed(mWb.get()));
    }
    void cleanup() {
        mWb.reset();
        mStudio.reset();
    }

    void stepThroughAHardPuzzle() {
        const int index = hardestExpert();
        QVERIFY(index >= 0);
        QVERIFY(mWb->openFile(TESSERA_SHARED_DATA "/linjat/published-sample.json", index));
        QTRY_VERIFY(freshAnalysis(*mWb));
        const LevelAnalysisPtr a = freshAnalysis(*mWb);
        QVERIFY(a->classification.solved());
        mWb->setPage(LinjatWorkbench::LayersPage);
        LayerViewer *viewer = mWb->layerViewer();
        QCOMPARE(viewer->layerCount(), a->classification.depth);
        QVERIFY(viewer->layerCount() > 20);
        QCOMPARE(viewer->layer(), 0);

        // Right / Page Down: next layer; the rule shown is that layer's rule.
        viewer->slider()->setFocus();
        QTest::keyClick(viewer, Qt::Key_Right);
        QCOMPARE(viewer->layer(), 1);
        QVERIFY(viewer->headline().contains(ruleTitle(a->trace.layers[0].rule)));
        QVERIFY(viewer->headline().contains(QStringLiteral("width %1").arg(a->trace.layers[0].width)));
        QTest::keyClick(viewer, Qt::Key_PageDown);
        QCOMPARE(viewer->layer(), 2);
        QCOMPARE(viewer->slider()->value(), 2);
        QTest::keyClick(viewer, Qt::Key_End);
        QCOMPARE(viewer->layer(), viewer->layerCount());
        QTest::keyClick(viewer, Qt::Key_Home);
        QCOMPARE(viewer->layer(), 0);

        // Every layer: the rule and width named, changes listed; the lines drawn match the trace.
        bool sawCoverReason = false;
        for (int k = 1; k <= viewer->layerCount(); ++k) {
            viewer->slider()->setValue(k);
            QCOMPARE(viewer->layer(), k);
            const TraceLayer &layer = a->trace.layers[std::size_t(k - 1)];
            QVERIFY(viewer->headline().contains(ruleTitle(layer.rule)));
            QVERIFY2(viewer->changeList()->count() >= 1, qPrintable(QStringLiteral("layer %1").arg(k)));
            if (layer.rule == Rule::Cover &&
                viewer->summary().contains(QStringLiteral("can only be reached by the")))
                sawCoverReason = true;
        }
        QVERIFY(sawCoverReason);

        // Picking a change highlights its cells on the board.
        viewer->slider()->setValue(1);
        viewer->changeList()->setCurrentRow(0);
        QVERIFY(!describeLayer(a->puzzle, a->trace, 1).front().cells().empty());

        // The buttons step too.
        auto *next = viewer->findChildren<QToolButton *>().at(2);
        QCOMPARE(next->text(), QStringLiteral("Next"));
        next->click();
        QCOMPARE(viewer->layer(), 2);
    }

    void lastLayerDrawsFullLinesGreen() {
        mWb->openFile(TESSERA_SHARED_DATA "/linjat/published-sample.json", 0);
        QTRY_VERIFY(freshAnalysis(*mWb));
        const LevelAnalysisPtr a = freshAnalysis(*mWb);
        const auto runs = fixedRuns(a->puzzle, a->trace.finalState());
        for (int n = 0; n < a->puzzle.numberCount(); ++n)
            QCOMPARE(runs[std::size_t(n)].count, int(a->puzzle.number(n).value));
        const auto first = describeLayer(a->puzzle, a->trace, 1);
        QVERIFY(!first.empty());
        for (const LayerChange &c : first) QVERIFY(!c.text.isEmpty());
    }

    void stallInspectorOnAnAmbiguousLevel() {
        // Numbers only, no dots: many solutions, the solver is stuck at once.
        mWb->openPuzzle(puzzleFromRows({"      ", " 3    ", "      ", "   4  ", "      ", "  2   "}),
                        LevelOrigin{});
        QTRY_VERIFY(freshAnalysis(*mWb));
        mWb->setPage(LinjatWorkbench::StallPage);
        StallInspector *stall = mWb->stallInspector();
        QVERIFY(stall->hasStall());
        QCOMPARE(stall->openNumberCount(), 3);
        QVERIFY(stall->neededText().contains(QStringLiteral("two or more solutions")));
        // Every open number lists its remaining lines.
        QTreeWidgetItem *numbers = stall->tree()->topLevelItem(0);
        QCOMPARE(numbers->childCount(), 3);
        QVERIFY(numbers->child(0)->childCount() > 1);
        // All remaining lines faintly: one stroke per remaining line of every open number.
        int lines = 0;
        for (int i = 0; i < numbers->childCount(); ++i) lines += numbers->child(i)->childCount();
        QCOMPARE(int(stall->view()->faintStrokes().size()), lines);
        // Cycling shows one line per open number, and the next step shows other lines.
        stall->cyclePlacements(1);
        QCOMPARE(int(stall->view()->faintStrokes().size()), 3);
        std::vector<std::pair<QPoint, QPoint>> first, second;
        for (const auto &s : stall->view()->faintStrokes()) first.emplace_back(s.from, s.to);
        stall->cyclePlacements(1);
        for (const auto &s : stall->view()->faintStrokes()) second.emplace_back(s.from, s.to);
        QVERIFY(first != second);
        // Picking a line in the list shows that line alone.
        stall->tree()->setCurrentItem(numbers->child(0)->child(0));
        QCOMPARE(int(stall->view()->faintStrokes().size()), 1);

        // The generator's dot, as an undoable edit, until the level no longer stalls.
        QVERIFY(stall->addDotButton()->isEnabled());
        int added = 0, tieBreaks = 0;
        while (stall->hasStall() && added < 20) {
            QTRY_VERIFY(freshAnalysis(*mWb));
            if (!stall->hasStall()) break;
            const LevelAnalysisPtr before = freshAnalysis(*mWb);
            const auto dot = before->generatorDot;
            QVERIFY(dot);
            // While the level has two solutions, the dot is one that only one of them covers; the text
            // beside it says which.
            QCOMPARE(dot->breaksTie, before->solutions >= 2);
            if (dot->breaksTie) {
                ++tieBreaks;
                QVERIFY(stall->generatorDotText().contains(QStringLiteral("rules solution")));
            }
            QVERIFY(stall->addDotButton()->isEnabled());
            stall->addDotButton()->click();
            ++added;
            QVERIFY(mWb->model().puzzle().isDot(dot->row, dot->col));
            if (dot->breaksTie) {
                const auto &ruledOut = before->shownSolutions[std::size_t(1 - dot->coveredBy)];
                QVERIFY(!checkSolution(mWb->model().puzzle(), ruledOut).empty());
                QCOMPARE(checkSolution(mWb->model().puzzle(), before->shownSolutions[std::size_t(dot->coveredBy)]),
                         std::string());
            }
            QCOMPARE(mWb->undoStack()->count(), added);
            QTRY_VERIFY(freshAnalysis(*mWb));
        }
        QVERIFY(added > 0);
        QVERIFY(tieBreaks > 0);
        QVERIFY(!stall->hasStall());
        QVERIFY(freshAnalysis(*mWb)->solvedWithoutLeaks());
        QCOMPARE(freshAnalysis(*mWb)->solutions, 1);
        // All of it undoes.
        while (mWb->undoStack()->canUndo()) mWb->undoStack()->undo();
        QCOMPARE(mWb->model().puzzle().dotCount(), 0);
    }

    void stallInspectorListsUncoveredDots() {
        // A unique level with a dot left open at the stall: remove dots from a published puzzle until
        // the leak-free solver stops while the level is still unique.
        const auto entries = readLevelEntries(TESSERA_SHARED_DATA "/linjat/published-sample.json");
        bool found = false;
        for (const LevelEntry &e : entries) {
            for (int r = 0; r < e.puzzle.rows() && !found; ++r)
                for (int c = 0; c < e.puzzle.cols() && !found; ++c) {
                    if (!e.puzzle.isDot(r, c)) continue;
                    Puzzle p = e.puzzle;
                    p.setDot(r, c, false);
                    const LevelAnalysis a = LevelAnalysis::compute(p, SolverOptions());
                    if (a.leakFree.status != SolveStatus::Stuck || a.solutions != 1) continue;
                    mWb->openPuzzle(p, LevelOrigin{});
                    QTRY_VERIFY(freshAnalysis(*mWb));
                    StallInspector *stall = mWb->stallInspector();
                    QVERIFY(stall->hasStall());
                    QVERIFY(stall->openNumberCount() > 0);
                    QTreeWidgetItem *dots = stall->tree()->topLevelItem(1);
                    QCOMPARE(dots->childCount(), stall->uncoveredDotCount());
                    if (stall->uncoveredDotCount() == 0) continue;
                    // Each uncovered dot names its candidates.
                    QVERIFY(dots->child(0)->text(0).contains(QStringLiteral("(r")));
                    QVERIFY(stall->neededText().contains(QStringLiteral("Needed next")));
                    stall->tree()->setCurrentItem(dots->child(0));
                    found = true;
                }
            if (found) break;
        }
        QVERIFY(found);
    }

    void stallFollowsTheLeaksToggle() {
        // A unique level whose solve with uniqueness leaks goes further than without them (published
        // puzzles with one or two dots taken away): the Stall tab shows the solve the Leaks toggle
        // chose, as the editor and the layer viewer do.
        const auto entries = readLevelEntries(TESSERA_SHARED_DATA "/linjat/published-sample.json");
        std::optional<Puzzle> level;
        auto differs = [](const LevelAnalysis &a) {
            return a.solutions == 1 && !a.leakFree.solved() &&
                   (a.classification.solved() || a.trace.layers.size() != a.leakFreeTrace.layers.size());
        };
        for (const LevelEntry &e : entries) {
            std::vector<int> dots;
            for (int i = 0; i < e.puzzle.rows() * e.puzzle.cols(); ++i)
                if (e.puzzle.isDot(i / e.puzzle.cols(), i % e.puzzle.cols())) dots.push_back(i);
            for (std::size_t x = 0; x < dots.size() && !level; ++x)
                for (std::size_t y = x; y < dots.size() && !level; ++y) {
                    Puzzle p = e.puzzle;
                    for (int d : {dots[x], dots[y]}) p.setDot(d / p.cols(), d % p.cols(), false);
                    if (differs(LevelAnalysis::compute(p, SolverOptions()))) level = p;
                }
            if (level) break;
        }
        QVERIFY(level);
        const LevelAnalysis expected = LevelAnalysis::compute(*level, SolverOptions());
        StallInspector *stall = mWb->stallInspector();
        mWb->setLeaksEnabled(true);
        mWb->openPuzzle(*level, LevelOrigin{});
        QTRY_VERIFY(freshAnalysis(*mWb) && freshAnalysis(*mWb)->options.leaksEnabled());
        if (expected.classification.solved())
            QVERIFY2(!stall->hasStall(), qPrintable(stall->headlineText()));
        else
            QVERIFY2(stall->headlineText().startsWith(
                         QStringLiteral("Stuck after %1 layer").arg(expected.trace.layers.size())),
                     qPrintable(stall->headlineText()));
        mWb->setLeaksEnabled(false);
        QTRY_VERIFY(freshAnalysis(*mWb) && !freshAnalysis(*mWb)->options.leaksEnabled());
        QVERIFY(stall->hasStall());
        QVERIFY2(stall->headlineText().startsWith(
                     QStringLiteral("Stuck after %1 layer").arg(expected.leakFreeTrace.layers.size())),
                 qPrintable(stall->headlineText()));
    }
};

QTEST_MAIN(TestLinjatLayers)
#include "tst_linjatlayers.moc"
