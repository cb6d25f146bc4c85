#include "flowtesting.h"

#include "flow/formats.h"
#include "ui/flow/levelmodel.h"
#include "ui/flow/palette.h"

#include <QTemporaryDir>
#include <QUndoStack>

using namespace tessera;
using namespace tessera::flow;
using tessera::flow::ui::FlowWorkbench;

class TestFlowEditor : public QObject {
    Q_OBJECT
private slots:
    void firstViewIsAUniqueLevel();
    void clicksPlacePairsAndUndoRemovesThem();
    void rightClickAndDeleteRemove();
    void fullColourIsRefused();
    void resizeAndRuleAreUndoable();
    void refusedEditsSayWhy();
    void packLevelRoundTrip();
    void fileRoundTrip();
    void theBoardStaysPutWhateverTheMessage();
    void pipesAndTintsAreDrawnInTheirColours();
};

void TestFlowEditor::firstViewIsAUniqueLevel() {
    FlowFixture f;
    QVERIFY(f.waitSolved());
    QVERIFY(f.workbench->model().puzzle().has_value());
    QVERIFY(f.workbench->model().puzzle()->colourCount() >= 6);
    QCOMPARE(f.workbench->uniquenessText(), QStringLiteral("Unique"));
    QVERIFY(f.workbench->boardView()->hasPipes());
    QVERIFY(!f.workbench->isModified());
}

void TestFlowEditor::clicksPlacePairsAndUndoRemovesThem() {
    FlowFixture f;
    QVERIFY(f.waitSolved());
    f.workbench->model().resetEmpty(4, 4, Rule::Strict);
    f.workbench->undoStack()->clear();
    f.workbench->setCurrentLabel('A');
    QVERIFY(!f.workbench->model().puzzle());

    f.click(0, 0);
    QCOMPARE(f.workbench->model().labelAt({0, 0}), 'A');
    QVERIFY(!f.workbench->model().puzzle()); // a lone endpoint is not a puzzle yet
    QVERIFY(!f.workbench->model().problem().isEmpty());
    f.click(3, 3);
    QCOMPARE(f.workbench->model().labelAt({3, 3}), 'A');
    QVERIFY(f.workbench->model().puzzle().has_value());
    QCOMPARE(f.workbench->model().puzzle()->colourCount(), 1);
    // The finished pair moved the palette on.
    QCOMPARE(f.workbench->currentLabel(), 'B');
    f.click(0, 3);
    QCOMPARE(f.workbench->model().labelAt({0, 3}), 'B');
    QCOMPARE(f.workbench->undoStack()->count(), 3);
    QVERIFY(f.workbench->isModified());

    f.workbench->undoStack()->undo();
    QCOMPARE(f.workbench->model().labelAt({0, 3}), '.');
    f.workbench->undoStack()->undo();
    QCOMPARE(f.workbench->model().labelAt({3, 3}), '.');
    QVERIFY(!f.workbench->model().puzzle());
    f.workbench->undoStack()->undo();
    QCOMPARE(f.workbench->model().labelAt({0, 0}), '.');
    QCOMPARE(f.workbench->model().labelCount('A'), 0);
    f.workbench->undoStack()->redo();
    QCOMPARE(f.workbench->model().labelAt({0, 0}), 'A');
}

void TestFlowEditor::rightClickAndDeleteRemove() {
    FlowFixture f;
    QVERIFY(f.waitSolved());
    f.workbench->openPuzzle(puzzleFromText("ABC\n...\nABC\n", Rule::Strict));
    QVERIFY(f.waitSolved());
    f.click(0, 1, Qt::RightButton);
    QCOMPARE(f.workbench->model().labelAt({0, 1}), '.');
    QVERIFY(!f.workbench->model().puzzle()); // B has one endpoint left
    QVERIFY(f.workbench->model().problem().contains(QLatin1Char('B')));
    // Removing selects that colour again, so the next click puts the endpoint back elsewhere.
    QCOMPARE(f.workbench->currentLabel(), 'B');

    f.workbench->boardView()->setSelectedCell(QPoint(2, 2));
    f.workbench->boardView()->setFocus();
    QTest::keyClick(f.workbench->boardView(), Qt::Key_Delete);
    QCOMPARE(f.workbench->model().labelAt({2, 2}), '.');
    QCOMPARE(f.workbench->undoStack()->count(), 2);
    f.workbench->undoStack()->undo();
    f.workbench->undoStack()->undo();
    QCOMPARE(f.workbench->model().labelAt({0, 1}), 'B');
    QCOMPARE(f.workbench->model().labelAt({2, 2}), 'C');
    QVERIFY(f.workbench->model().puzzle().has_value());
}

void TestFlowEditor::fullColourIsRefused() {
    FlowFixture f;
    QVERIFY(f.waitSolved());
    f.workbench->openPuzzle(puzzleFromText("AB\nAB\n", Rule::Strict));
    f.workbench->setCurrentLabel('A');
    const int before = f.workbench->undoStack()->count();
    f.click(0, 1); // A has both endpoints: no third one, and B's stays
    QCOMPARE(f.workbench->model().labelAt({0, 1}), 'B');
    QCOMPARE(f.workbench->undoStack()->count(), before);
}

void TestFlowEditor::resizeAndRuleAreUndoable() {
    FlowFixture f;
    QVERIFY(f.waitSolved());
    f.workbench->openPuzzle(puzzleFromText("A..\n...\n..A\n", Rule::Strict));
    f.workbench->resizeBoard(2, 5);
    QCOMPARE(f.workbench->model().rows(), 2);
    QCOMPARE(f.workbench->model().columns(), 5);
    QCOMPARE(f.workbench->boardView()->rows(), 2);
    QCOMPARE(f.workbench->model().labelCount('A'), 1); // (2,2) fell off the board
    f.workbench->undoStack()->undo();
    QCOMPARE(f.workbench->model().rows(), 3);
    QCOMPARE(f.workbench->model().labelAt({2, 2}), 'A');

    f.workbench->setRule(Rule::AnyFilling);
    QCOMPARE(f.workbench->model().rule(), Rule::AnyFilling);
    QCOMPARE(f.workbench->model().puzzle()->rule, Rule::AnyFilling);
    f.workbench->undoStack()->undo();
    QCOMPARE(f.workbench->model().rule(), Rule::Strict);
}

// The core refuses; the page shows why and pushes nothing. A no-op edit pushes nothing either.
void TestFlowEditor::refusedEditsSayWhy() {
    FlowFixture f;
    QVERIFY(f.waitSolved());
    f.workbench->openPuzzle(puzzleFromText("A..\n...\n..A\n", Rule::Strict));
    const int before = f.workbench->undoStack()->count();
    f.workbench->resizeBoard(0, 5);
    QCOMPARE(f.workbench->undoStack()->count(), before);
    QCOMPARE(f.workbench->model().rows(), 3);
    QVERIFY2(f.workbench->messageText().contains(QStringLiteral("cells a side")),
             qPrintable(f.workbench->messageText()));
    f.workbench->resizeBoard(3, 3);
    f.workbench->setRule(Rule::Strict);
    QCOMPARE(f.workbench->undoStack()->count(), before);
}

void TestFlowEditor::packLevelRoundTrip() {
    FlowFixture f;
    QVERIFY(f.waitSolved());
    f.workbench->openPuzzle(puzzleFromText("ABC\n...\nABC\n", Rule::Strict), QStringLiteral("Columns"));
    QVERIFY(f.waitSolved());
    const std::optional<pack::Level> level = f.workbench->currentLevel();
    QVERIFY(level.has_value());
    QCOMPARE(level->module, std::string("flow"));
    QCOMPARE(level->title, std::string("Columns"));
    QCOMPARE(level->statistics["solutions"].get<int>(), 1);
    QCOMPARE(level->statistics["colours"].get<int>(), 3);
    QVERIFY(level->solution.has_value());
    QVERIFY(!level->provenance.version.empty());

    f.workbench->openPuzzle(puzzleFromText("AB\nAB\n", Rule::Strict));
    QVERIFY(f.workbench->openLevel(*level));
    QCOMPARE(f.workbench->model().labelAt({2, 2}), 'C');
    QCOMPARE(f.workbench->model().rows(), 3);

    pack::Level broken = *level;
    broken.data["grid"][0] = "AAC"; // three A endpoints
    QVERIFY(!f.workbench->openLevel(broken));
    QCOMPARE(f.workbench->model().labelAt({0, 1}), 'B'); // the document was kept
    QVERIFY(!f.log.entries().empty());
    QCOMPARE(f.log.entries().back().severity, tessera::ui::Log::Severity::Error);
}

void TestFlowEditor::fileRoundTrip() {
    FlowFixture f;
    QVERIFY(f.waitSolved());
    const Puzzle puzzle = puzzleFromText("A.B\n...\nA.B\n", Rule::AnyFilling);
    f.workbench->openPuzzle(puzzle);
    QVERIFY(f.waitSolved());
    QTemporaryDir dir;
    const QString json = dir.filePath(QStringLiteral("level.json"));
    const QString ascii = dir.filePath(QStringLiteral("level.txt"));
    QVERIFY(f.workbench->saveFile(json));
    QVERIFY(f.workbench->saveFile(ascii));
    f.workbench->openPuzzle(puzzleFromText("AB\nAB\n", Rule::Strict));
    QVERIFY(f.workbench->openFile(json));
    QCOMPARE(*f.workbench->model().puzzle(), puzzle);
    QVERIFY(f.workbench->openFile(ascii));
    QCOMPARE(f.workbench->model().puzzle()->pairs, puzzle.pairs);
    QVERIFY(!f.workbench->openFile(dir.filePath(QStringLiteral("missing.txt"))));
}

// The message line under the board was word-wrapped beside the level's name: at the width the page has
// in a 1024x700 window the greeting took three lines and the hover's "Row 2, column 3" one, so the
// board grew and shrank as the mouse came onto it.
void TestFlowEditor::theBoardStaysPutWhateverTheMessage() {
    FlowFixture f;
    QVERIFY(f.waitSolved());
    f.workbench->resize(700, 560);
    f.workbench->showMessage(QStringLiteral("Cannot solve: colour B has one endpoint; a colour needs exactly "
                                            "two, and every other colour of this board has its pair."),
                             true);
    QTest::qWait(50);
    const QRect board = f.workbench->boardView()->geometry();
    const QString before = f.workbench->messageText();
    QTest::mouseMove(f.workbench->boardView(), f.workbench->boardView()->cellCenter(QPoint(2, 1)).toPoint());
    QVERIFY(QTest::qWaitFor([&] { return f.workbench->messageText() != before; }, 2000));
    QVERIFY2(f.workbench->messageText().startsWith(QStringLiteral("Row 2, column 3")),
             qPrintable(f.workbench->messageText()));
    QTest::qWait(50);
    QCOMPARE(f.workbench->boardView()->geometry(), board);
    f.workbench->showMessage(QString());
    QTest::qWait(50);
    QCOMPARE(f.workbench->boardView()->geometry(), board);
}

void TestFlowEditor::pipesAndTintsAreDrawnInTheirColours() {
    // The solution as drawn: where a path goes from one cell to the next, the pipe in its pair's colour;
    // in each of its cells' corners, the tint (the colour at alpha 60 over the board's cell colour).
    FlowFixture f;
    QVERIFY(f.waitSolved());
    const flow::ui::AnalysisPtr a = f.workbench->model().analysis();
    QVERIFY(a && !a->solve.solutions.empty());
    flow::ui::BoardView *view = f.workbench->boardView();
    const QImage shot = view->grab().toImage();
    QCOMPARE(shot.devicePixelRatio(), 1.0);
    const QColor base = view->palette().color(QPalette::Base);
    const auto near = [](const QColor &seen, const QColor &want, int tolerance) {
        return std::abs(seen.red() - want.red()) <= tolerance &&
               std::abs(seen.green() - want.green()) <= tolerance &&
               std::abs(seen.blue() - want.blue()) <= tolerance;
    };
    const std::vector<std::vector<Point>> &paths = a->solve.solutions.front().paths;
    int links = 0;
    for (std::size_t i = 0; i < paths.size(); ++i) {
        const QColor colour = flow::ui::labelColour(a->puzzle.pairs[i].label);
        const QColor tint((base.red() * 195 + colour.red() * 60) / 255,
                          (base.green() * 195 + colour.green() * 60) / 255,
                          (base.blue() * 195 + colour.blue() * 60) / 255);
        for (std::size_t k = 0; k < paths[i].size(); ++k) {
            const QPoint cell(paths[i][k].col, paths[i][k].row);
            const QColor corner = shot.pixelColor((view->cellRect(cell).topLeft() + QPointF(3, 3)).toPoint());
            QVERIFY2(near(corner, tint, 3), qPrintable(QStringLiteral("tint at %1,%2: %3 for %4")
                                                           .arg(cell.x())
                                                           .arg(cell.y())
                                                           .arg(corner.name(), tint.name())));
            if (k + 1 == paths[i].size()) continue;
            const QPoint next(paths[i][k + 1].col, paths[i][k + 1].row);
            const QPointF between = (view->cellCenter(cell) + view->cellCenter(next)) / 2;
            const QColor pipe = shot.pixelColor(between.toPoint());
            QVERIFY2(near(pipe, colour, 2),
                     qPrintable(QStringLiteral("pipe between %1,%2 and %3,%4: %5 for %6")
                                    .arg(cell.x())
                                    .arg(cell.y())
                                    .arg(next.x())
                                    .arg(next.y())
                                    .arg(pipe.name(), colour.name())));
            ++links;
        }
    }
    QVERIFY(links > 20);
}

QTEST_MAIN(TestFlowEditor)
#include "tst_floweditor.moc"
