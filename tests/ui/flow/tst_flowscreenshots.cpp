// Screenshots of the Flow workbench in the studio window, in the states a designer works in: a large
// generated level half way through the grader's layers, a level with two fillings under the any-filling
// rule and the cells where they differ, and the generator panel after it filled the pack. Each state is
// checked before it is grabbed. With TESSERA_SCREENSHOT_DIR set the PNGs are kept there
// (resources/screenshots holds the reviewed ones).
#include "flowtesting.h"
#include "tests/ui/common/studioshots.h"

#include "flow/generator.h"
#include "ui/flow/generatorpanel.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>

using namespace tessera::flow;
using tessera::flow::ui::FlowWorkbench;
using tessera::flow::ui::GeneratorPanel;

class TestFlowScreenshots : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<studioshots::StudioShots> mShots;
    FlowWorkbench *mWb = nullptr;

    void save(const QString &name) { mShots->save(name); }
    bool waitSolved() {
        return QTest::qWaitFor([this] { return !mWb->isSolving() && mWb->model().analysis(); }, 30000);
    }

private slots:
    void initTestCase() {
        mShots = std::make_unique<studioshots::StudioShots>(QStringLiteral("flow"));
        QVERIFY(mShots->ready());
        mWb = mShots->workbench<FlowWorkbench>();
        QVERIFY(mWb);
    }
    void cleanupTestCase() { mShots.reset(); }

    void layersHalfWay() {
        GeneratorOptions options;
        options.rows = 12;
        options.cols = 12;
        options.minColours = 10;
        options.maxColours = 12;
        const std::optional<GeneratedLevel> level = generateLevel(options, 7);
        QVERIFY(level);
        mWb->openPuzzle(level->puzzle, QStringLiteral("Generated 12x12 (seed 7)"));
        QVERIFY(waitSolved());
        const auto analysis = mWb->model().analysis();
        QVERIFY(analysis->graded);
        const int layers = int(analysis->grade.layers.size());
        QVERIFY(layers >= 4);
        mWb->setPage(FlowWorkbench::LayersPage);
        mWb->layerSlider()->setValue(layers / 2);
        QVERIFY(mWb->layerText().contains(QStringLiteral("Layer %1 of %2").arg(layers / 2).arg(layers)));
        QCOMPARE(mWb->boardView()->highlights(), analysis->grade.layers[layers / 2 - 1].cells);
        save(QStringLiteral("layers"));
    }

    void twoSolutions() {
        // A level generated unique under the strict rule has a second filling once paths may touch
        // themselves: the verdict, and the cells where the two fillings differ outlined.
        mWb->setPage(FlowWorkbench::SolvePage);
        GeneratorOptions options;
        options.rows = 7;
        options.cols = 7;
        options.minColours = 6;
        options.maxColours = 6;
        std::optional<GeneratedLevel> level = generateLevel(options, 4);
        QVERIFY(level);
        level->puzzle.rule = Rule::AnyFilling;
        mWb->openPuzzle(level->puzzle, QStringLiteral("Generated 7x7 (seed 4), any filling"));
        QVERIFY(waitSolved());
        const auto analysis = mWb->model().analysis();
        QCOMPARE(analysis->solve.status(), SolveStatus::Multiple);
        QVERIFY(!mWb->boardView()->highlights().empty());
        QCOMPARE(mWb->uniquenessText(), QStringLiteral("2+ solutions"));
        save(QStringLiteral("two-solutions"));
    }

    void generatorFilledThePack() {
        const int before = int(mWb->context().pack().pack().levels.size());
        mWb->setPage(FlowWorkbench::GeneratorPage);
        GeneratorPanel *panel = mWb->generatorPanel();
        GeneratorOptions options;
        options.rows = 10;
        options.cols = 10;
        options.minColours = 8;
        options.maxColours = 10;
        panel->setOptions(options);
        panel->setCount(6);
        panel->setSeed(3);
        QSignalSpy added(panel, &GeneratorPanel::levelsAdded);
        QTest::mouseClick(panel->generateButton(), Qt::LeftButton);
        QVERIFY(QTest::qWaitFor([&] { return !panel->isRunning(); }, 60000));
        QCOMPARE(added.size(), 1);
        QCOMPARE(added.front().front().toInt(), 6);
        QCOMPARE(int(mWb->context().pack().pack().levels.size()), before + 6);
        save(QStringLiteral("generator"));
    }
};

QTEST_MAIN(TestFlowScreenshots)
#include "tst_flowscreenshots.moc"
