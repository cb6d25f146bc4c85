#include "flowtesting.h"

#include "flow/grader.h"
#include "flow/solution.h"
#include "flow/validator.h"
#include "ui/flow/levelmodel.h"

#include <QLabel>
#include <QSlider>
#include <QUndoStack>

using namespace tessera;
using namespace tessera::flow;

class TestFlowSolve : public QObject {
    Q_OBJECT
private slots:
    void uniquePuzzleShowsUniqueAndPipes();
    void twoSolutionsShowTwoPlusAndTheirDifference();
    void unsolvableShowsZero();
    void solvingSaysSo();
    void layersStepThroughTheGrade();
    void editDropsTheSolution();
};

void TestFlowSolve::uniquePuzzleShowsUniqueAndPipes() {
    FlowFixture f;
    QVERIFY(f.waitSolved());
    // Each colour can only run straight down its column: one solution under either rule.
    const Puzzle puzzle = puzzleFromText("ABC\n...\nABC\n", Rule::Strict);
    f.workbench->openPuzzle(puzzle);
    QVERIFY(f.waitSolved());
    const auto analysis = f.workbench->model().analysis();
    QVERIFY(analysis);
    QCOMPARE(analysis->solve.status(), SolveStatus::Unique);
    QCOMPARE(analysis->solve.solutions.size(), std::size_t(1));
    const Solution &solution = analysis->solve.solutions.front();
    QVERIFY(validateSolution(puzzle, solution, Rule::Strict).ok);
    QCOMPARE(solution.paths[0], (std::vector<Point>{{0, 0}, {1, 0}, {2, 0}}));
    QCOMPARE(f.workbench->uniquenessText(), QStringLiteral("Unique"));
    QVERIFY(f.workbench->boardView()->hasPipes());
    QVERIFY(f.workbench->boardView()->highlights().empty());
}

void TestFlowSolve::twoSolutionsShowTwoPlusAndTheirDifference() {
    FlowFixture f;
    QVERIFY(f.waitSolved());
    // One colour from corner to corner of 3x3: every filling touches itself, so none under the strict
    // rule; under any-filling the row snake and the column snake (at least) both work.
    f.workbench->openPuzzle(puzzleFromText("A..\n...\n..A\n", Rule::Strict));
    QVERIFY(f.waitSolved());
    QCOMPARE(f.workbench->uniquenessText(), QStringLiteral("0 solutions"));
    f.workbench->setRule(Rule::AnyFilling);
    QVERIFY(!f.workbench->model().analysis()); // the edit dropped the old verdict (a new one is on its way)
    f.workbench->solve();                      // Solve (F5) asks again: the same verdict
    QVERIFY(f.waitSolved());
    const auto analysis = f.workbench->model().analysis();
    QVERIFY(analysis);
    QCOMPARE(analysis->solve.status(), SolveStatus::Multiple);
    QCOMPARE(f.workbench->uniquenessText(), QStringLiteral("2+ solutions"));
    QCOMPARE(analysis->solve.solutions.size(), std::size_t(2));
    const auto diff =
        differingCells(analysis->puzzle, analysis->solve.solutions[0], analysis->solve.solutions[1]);
    QVERIFY(!diff.empty());
    QCOMPARE(f.workbench->boardView()->highlights(), diff);
    QVERIFY(f.workbench->statusText().contains(QString::number(diff.size())));

    QCOMPARE(f.workbench->shownSolution(), 0);
    f.workbench->toggleSolution();
    QCOMPARE(f.workbench->shownSolution(), 1);
    f.workbench->toggleSolution();
    QCOMPARE(f.workbench->shownSolution(), 0);
}

void TestFlowSolve::solvingSaysSo() {
    FlowFixture f;
    QVERIFY(f.waitSolved());
    // The verdict comes back through the event loop, so right after Solve the job is still running.
    f.workbench->openPuzzle(puzzleFromText("ABC\n...\nABC\n", Rule::Strict));
    QVERIFY(f.workbench->isSolving());
    QVERIFY2(f.workbench->statusText().startsWith(QStringLiteral("Counting the solutions")),
             qPrintable(f.workbench->statusText()));
    QCOMPARE(f.workbench->uniquenessText(), QString());
    QVERIFY(f.waitSolved());
    QCOMPARE(f.workbench->uniquenessText(), QStringLiteral("Unique"));
    // An edit drops the verdict and works out the edited level's in the background.
    f.workbench->setRule(Rule::AnyFilling);
    QVERIFY(!f.workbench->model().analysis());
    QVERIFY(f.workbench->isSolving());
    QVERIFY2(f.workbench->statusText().startsWith(QStringLiteral("Counting the solutions")),
             qPrintable(f.workbench->statusText()));
    QVERIFY(f.waitSolved());
    QCOMPARE(f.workbench->model().analysis()->puzzle.rule, Rule::AnyFilling);
    // An edit that leaves no level (a label used once) solves nothing and says what is missing.
    f.workbench->setCurrentLabel('D');
    f.workbench->placeEndpoint({1, 1});
    QVERIFY(!f.workbench->model().puzzle());
    QVERIFY(!f.workbench->isSolving());
    QVERIFY(!f.workbench->model().analysis());
    QVERIFY2(f.workbench->statusText().contains(QStringLiteral("'D'")),
             qPrintable(f.workbench->statusText()));
    // Its undo is a level again, and solved again.
    f.workbench->model().undoStack()->undo();
    QVERIFY(f.workbench->isSolving());
    QVERIFY(f.waitSolved());
    QCOMPARE(f.workbench->uniquenessText(), QStringLiteral("Unique"));
}

void TestFlowSolve::unsolvableShowsZero() {
    FlowFixture f;
    QVERIFY(f.waitSolved());
    // The path needs an odd number of steps to fill 2x2 but its ends are an even distance apart.
    f.workbench->openPuzzle(puzzleFromText("A.\n.A\n", Rule::AnyFilling));
    QVERIFY(f.waitSolved());
    QCOMPARE(f.workbench->model().analysis()->solve.status(), SolveStatus::Unsolvable);
    QCOMPARE(f.workbench->uniquenessText(), QStringLiteral("0 solutions"));
    QVERIFY(!f.workbench->boardView()->hasPipes());
}

void TestFlowSolve::layersStepThroughTheGrade() {
    FlowFixture f;
    QVERIFY(f.waitSolved()); // the first view: a generated 7x7 level
    const auto analysis = f.workbench->model().analysis();
    QVERIFY(analysis && analysis->graded);
    const auto &layers = analysis->grade.layers;
    QVERIFY(!layers.empty());
    f.workbench->setPage(tessera::flow::ui::FlowWorkbench::LayersPage);
    QSlider *slider = f.workbench->layerSlider();
    QCOMPARE(slider->maximum(), int(layers.size()));
    slider->setValue(0);
    QVERIFY(!f.workbench->boardView()->hasPipes());
    slider->setValue(1);
    QCOMPARE(f.workbench->boardView()->highlights(), layers[0].cells);
    QVERIFY(f.workbench->layerText().contains(QString::fromUtf8(gradeRuleId(layers[0].rule))));
    slider->setValue(int(layers.size()));
    QCOMPARE(f.workbench->boardView()->highlights(), layers.back().cells);
    QVERIFY(f.workbench->layerText().contains(QStringLiteral("Layer %1 of %1").arg(layers.size())));
    // Back on the solve page the solution is shown again.
    f.workbench->setPage(tessera::flow::ui::FlowWorkbench::SolvePage);
    QVERIFY(f.workbench->boardView()->hasPipes());
    QVERIFY(f.workbench->boardView()->highlights().empty());
}

void TestFlowSolve::editDropsTheSolution() {
    FlowFixture f;
    QVERIFY(f.waitSolved());
    QVERIFY(f.workbench->boardView()->hasPipes());
    f.workbench->resizeBoard(8, 8);
    QVERIFY(!f.workbench->model().analysis());
    QVERIFY(!f.workbench->boardView()->hasPipes());
    QVERIFY(f.workbench->uniquenessText().isEmpty());
}

QTEST_MAIN(TestFlowSolve)
#include "tst_flowsolve.moc"
