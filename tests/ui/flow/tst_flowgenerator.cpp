#include "flowtesting.h"

#include "flow/fastsolver.h"
#include "flow/formats.h"
#include "flow/generator.h"
#include "ui/flow/generatorpanel.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QUndoStack>

#include <set>

using namespace tessera;
using namespace tessera::flow;
using tessera::flow::ui::GeneratorPanel;

class TestFlowGenerator : public QObject {
    Q_OBJECT
private slots:
    void runAddsUniqueLevelsToThePack();
    void badOptionsAreRefused();
};

void TestFlowGenerator::runAddsUniqueLevelsToThePack() {
    FlowFixture f;
    QVERIFY(f.waitSolved());
    GeneratorPanel *panel = f.workbench->generatorPanel();
    GeneratorOptions options;
    options.rows = 6;
    options.cols = 7;
    options.minColours = 5;
    options.maxColours = 6;
    panel->setOptions(options);
    panel->setCount(4);
    panel->setSeed(11);
    QCOMPARE(panel->options().cols, 7);
    QSignalSpy added(panel, &GeneratorPanel::levelsAdded);
    QTest::mouseClick(panel->generateButton(), Qt::LeftButton);
    QVERIFY(panel->isRunning());
    QTRY_COMPARE_WITH_TIMEOUT(added.count(), 1, 120000);
    QCOMPARE(added.front().front().toInt(), 4);
    QVERIFY(!panel->isRunning());
    QCOMPARE(f.pack.levelCount(), 4);
    std::set<std::uint64_t> seeds;
    for (int i = 0; i < f.pack.levelCount(); ++i) {
        const pack::Level &level = f.pack.level(i);
        QCOMPARE(level.module, std::string("flow"));
        const Puzzle puzzle = levelFromJson(level.data);
        QCOMPARE(puzzle.rows, 6);
        QCOMPARE(puzzle.cols, 7);
        QVERIFY(puzzle.colourCount() >= 5 && puzzle.colourCount() <= 6);
        FastSolveOptions solveOptions;
        QCOMPARE(solveFast(puzzle, solveOptions).status(), SolveStatus::Unique);
        QVERIFY(levelSolutionFromJson(puzzle, level.data).has_value() || level.solution.has_value());
        QVERIFY(level.provenance.seed.has_value());
        seeds.insert(*level.provenance.seed);
        QCOMPARE(generatorOptionsFromJson(level.provenance.options).cols, 7);
        QCOMPARE(level.statistics["solutions"].get<int>(), 1);
        QVERIFY(level.difficulty > 0);
        // The recorded seed makes the same level again.
        const auto again =
            generateLevel(generatorOptionsFromJson(level.provenance.options), *level.provenance.seed);
        QVERIFY(again.has_value());
        QCOMPARE(again->puzzle, puzzle);
    }
    QCOMPARE(seeds.size(), std::size_t(4));
    // The whole run is one undoable step of the pack.
    f.pack.undoStack()->undo();
    QCOMPARE(f.pack.levelCount(), 0);
}

void TestFlowGenerator::badOptionsAreRefused() {
    FlowFixture f;
    QVERIFY(f.waitSolved());
    GeneratorPanel *panel = f.workbench->generatorPanel();
    GeneratorOptions options;
    options.rows = 3;
    options.cols = 3;
    options.minColours = 20; // more pairs than a 3x3 board can hold
    options.maxColours = 20;
    panel->setOptions(options);
    panel->generate();
    QVERIFY(!panel->isRunning());
    QCOMPARE(f.pack.levelCount(), 0);
    QCOMPARE(f.log.entries().back().severity, tessera::ui::Log::Severity::Warning);
}

QTEST_MAIN(TestFlowGenerator)
#include "tst_flowgenerator.moc"
