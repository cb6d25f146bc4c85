// The prefab page: painting tiles with the mouse changes the prefab and the doors the core finds in it,
// a stroke is one undo step and undo restores tiles and doors; a prefab the core refuses says why and
// keeps the last good map; set table edits (room counts) are undoable and reach the generator.
#include "roomstesting.h"

#include "ui/rooms/mappage.h"
#include "ui/rooms/prefabeditorview.h"
#include "ui/rooms/prefablistmodel.h"
#include "ui/rooms/prefabpage.h"

#include <QAction>
#include <QTableView>
#include <QUndoStack>

#include <algorithm>

using namespace roomstesting;

namespace {

bool hasDoor(const std::vector<Door> &doors, Point p) {
    return std::any_of(doors.begin(), doors.end(), [p](const Door &d) { return d.pos == p; });
}

Point pt(int row, int col) {
    return {row, col};
}

QPoint at(PrefabEditorView &view, int row, int col) {
    return view.cellCenter(QPoint(col, row)).toPoint();
}

} // namespace

class TestRoomsPrefabs : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { tessera::registerModules(); }

    void paintingChangesTilesAndDoorsAndUndoRestores() {
        Studio studio;
        RoomsWorkbench &wb = *studio.workbench;
        QVERIFY(waitForMap(wb));
        wb.setPage(RoomsWorkbench::PrefabsTab);
        PrefabPage *page = wb.prefabPage();
        RoomsDocument &doc = wb.document();
        const int bedroom = doc.rowOfName("bedroom");
        QVERIFY(bedroom >= 0);
        page->setCurrentPrefab(bedroom);
        PrefabEditorView *editor = page->editor();
        QCOMPARE(editor->prefab(), bedroom);
        QTRY_VERIFY(editor->isVisible() && editor->cellSize() >= 10);

        const PrefabDraft original = doc.prefab(bedroom);
        const std::vector<Door> originalDoors = editor->doors();
        // The bedroom is 7 x 5 with walls around: every wall tile but the corners is a door.
        QCOMPARE(int(originalDoors.size()), 16);
        QVERIFY(originalDoors == findPotentialDoors(original.tiles));
        QVERIFY(hasDoor(originalDoors, {0, 1}));
        QVERIFY(hasDoor(originalDoors, {1, 0}));

        // A wall at (1, 1) takes the floor from behind the doors at (0, 1) and (1, 0).
        page->toolAction(Tile::Solid)->trigger();
        QCOMPARE(editor->tool(), Tile::Solid);
        QTest::mouseClick(editor, Qt::LeftButton, Qt::NoModifier, at(*editor, 1, 1));
        QCOMPARE(doc.prefab(bedroom).tiles[pt(1, 1)], Tile::Solid);
        QCOMPARE(int(editor->doors().size()), 14);
        QVERIFY(!hasDoor(editor->doors(), {0, 1}));
        QVERIFY(!hasDoor(editor->doors(), {1, 0}));
        QVERIFY(editor->doors() == findPotentialDoors(doc.prefab(bedroom).tiles));
        QCOMPARE(wb.undoStack()->count(), 1);
        // Still a good room: the map is made again from the edited set.
        QVERIFY(waitForMap(wb));
        QCOMPARE(wb.result()->set().prefab(bedroom).tiles()[pt(1, 1)], Tile::Solid);

        // One drag of the right button paints outside along the floor row 2: one stroke, one undo step,
        // and a room the core refuses (its floor now touches the outside).
        const quint64 requests = wb.generator().lastRequest();
        QTest::mousePress(editor, Qt::RightButton, Qt::NoModifier, at(*editor, 2, 1));
        for (int col = 2; col <= 5; ++col) {
            const QPoint p = at(*editor, 2, col);
            QMouseEvent move(QEvent::MouseMove, p, editor->mapToGlobal(p), Qt::NoButton, Qt::RightButton,
                             Qt::NoModifier);
            QCoreApplication::sendEvent(editor, &move);
        }
        QTest::mouseRelease(editor, Qt::RightButton, Qt::NoModifier, at(*editor, 2, 5));
        for (int col = 1; col <= 5; ++col) QCOMPARE(doc.prefab(bedroom).tiles[pt(2, col)], Tile::Outer);
        QCOMPARE(wb.undoStack()->count(), 2);
        QVERIFY(page->statusText().contains(QStringLiteral("touches the outside")));
        QVERIFY(doc.compiledSet() == nullptr);
        QVERIFY(doc.problem().contains(QStringLiteral("prefabs[%1]").arg(bedroom)));
        // No generation for a set the core refuses; the map on show stays the last good one.
        QTest::qWait(50);
        QCOMPARE(wb.generator().lastRequest(), requests);
        QVERIFY(wb.mapPage()->summary().contains(QStringLiteral("cannot be used")));
        QVERIFY(wb.result()->complete());

        // Undo the stroke, then the wall: tiles and doors as they were.
        wb.undoStack()->undo();
        for (int col = 1; col <= 5; ++col) QCOMPARE(doc.prefab(bedroom).tiles[pt(2, col)], Tile::Inner);
        QCOMPARE(int(editor->doors().size()), 14);
        QVERIFY(doc.compiledSet() != nullptr);
        wb.undoStack()->undo();
        QVERIFY(doc.prefab(bedroom) == original);
        QVERIFY(editor->doors() == originalDoors);
        QVERIFY(!wb.isModified());
        QVERIFY(waitForMap(wb));
        QCOMPARE(wb.result()->set().prefab(bedroom).tiles()[pt(1, 1)], Tile::Inner);

        // Redo repeats the wall and its doors.
        wb.undoStack()->redo();
        QCOMPARE(doc.prefab(bedroom).tiles[pt(1, 1)], Tile::Solid);
        QCOMPARE(int(editor->doors().size()), 14);
    }

    void keyboardPaintsTheSelectedCell() {
        Studio studio;
        RoomsWorkbench &wb = *studio.workbench;
        QVERIFY(waitForMap(wb));
        wb.setPage(RoomsWorkbench::PrefabsTab);
        wb.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(wb.window()));
        PrefabPage *page = wb.prefabPage();
        PrefabEditorView *editor = page->editor();
        const int row = page->currentPrefab();
        QVERIFY(row >= 0);
        editor->setFocus();
        editor->setSelectedCell(QPoint(1, 1));
        // F picks the floor tool, O the outside tool; Space paints the selected cell.
        QTest::keyClick(editor, Qt::Key_O);
        QCOMPARE(editor->tool(), Tile::Outer);
        QTest::keyClick(editor, Qt::Key_W);
        QCOMPARE(editor->tool(), Tile::Solid);
        const Tile before = wb.document().prefab(row).tiles[pt(1, 1)];
        QVERIFY(before != Tile::Solid);
        QTest::keyClick(editor, Qt::Key_Space);
        QCOMPARE(wb.document().prefab(row).tiles[pt(1, 1)], Tile::Solid);
        wb.undoStack()->undo();
        QCOMPARE(wb.document().prefab(row).tiles[pt(1, 1)], before);
    }

    void setTableEditsReachTheGenerator() {
        Studio studio;
        RoomsWorkbench &wb = *studio.workbench;
        QVERIFY(waitForMap(wb));
        RoomsDocument &doc = wb.document();
        PrefabListModel *model = wb.prefabPage()->model();
        QCOMPARE(model->rowCount(), doc.prefabCount());
        const int bedroom = doc.rowOfName("bedroom");
        const int count = doc.prefab(bedroom).count;
        const int rooms = wb.result()->generation.map.roomCount();
        QCOMPARE(model->data(model->index(bedroom, PrefabListModel::CountColumn)).toInt(), count);

        QVERIFY(model->setData(model->index(bedroom, PrefabListModel::CountColumn), count + 2));
        QCOMPARE(doc.prefab(bedroom).count, count + 2);
        QVERIFY(waitForMap(wb));
        QCOMPARE(wb.result()->generation.map.roomCount(), rooms + 2);

        QVERIFY(model->setData(model->index(bedroom, PrefabListModel::WeightColumn), 2.5));
        QCOMPARE(doc.prefab(bedroom).weight, 2.5);
        QCOMPARE(model->data(model->index(bedroom, PrefabListModel::WeightColumn)).toString(),
                 QStringLiteral("2.5"));
        QCOMPARE(wb.undoStack()->count(), 2);
        wb.undoStack()->undo();
        wb.undoStack()->undo();
        QCOMPARE(doc.prefab(bedroom).count, count);
        QVERIFY(waitForMap(wb));
        QCOMPARE(wb.result()->generation.map.roomCount(), rooms);

        // A name the set already has is refused by the core with its place.
        QVERIFY(
            model->setData(model->index(bedroom, PrefabListModel::NameColumn), QStringLiteral("library")));
        QVERIFY(doc.problem().contains(QStringLiteral("duplicate prefab name")));
        wb.undoStack()->undo();
        QVERIFY(doc.problem().isEmpty());
    }
};

QTEST_MAIN(TestRoomsPrefabs)
#include "tst_roomsprefabs.moc"
