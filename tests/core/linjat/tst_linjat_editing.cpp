// The editing rules the studio's Linjat commands apply: what each edit does to a level and what it
// refuses, with the reason.
#include "linjat/editing.h"

#include <QtTest>

using namespace tessera::linjat;

namespace {

Puzzle rows(std::initializer_list<const char *> r) {
    std::vector<std::string> v;
    for (const char *s : r) v.push_back(s);
    return puzzleFromRows(v);
}

std::vector<std::string> rowsOf(const EditResult &r) {
    return r.edit ? puzzleToRows(r.edit->after) : std::vector<std::string>{};
}

std::vector<std::string> expect(std::initializer_list<const char *> r) {
    return {r.begin(), r.end()};
}

} // namespace

class TestLinjatEditing : public QObject {
    Q_OBJECT

private slots:
    void toggleDot() {
        const Puzzle p = rows({"2   ", "    ", "  . ", "    "});
        const EditResult add = tessera::linjat::toggleDot(p, 1, 1);
        QVERIFY(add.accepted());
        QCOMPARE(add.edit->kind, EditKind::AddDot);
        QCOMPARE(rowsOf(add), expect({"2   ", " .  ", "  . ", "    "}));
        const EditResult remove = tessera::linjat::toggleDot(p, 2, 2);
        QCOMPARE(remove.edit->kind, EditKind::RemoveDot);
        QCOMPARE(rowsOf(remove), expect({"2   ", "    ", "    ", "    "}));
        QCOMPARE(tessera::linjat::toggleDot(p, 0, 0).refusal, EditRefusal::NumberInTheWay);
        QVERIFY(!tessera::linjat::toggleDot(p, 0, 0).accepted());
        QCOMPARE(tessera::linjat::toggleDot(p, 4, 0).refusal, EditRefusal::OffBoard);
        QCOMPARE(tessera::linjat::toggleDot(p, 0, -1).refusal, EditRefusal::OffBoard);
    }

    void addDot() {
        const Puzzle p = rows({"2   ", "    ", "  . ", "    "});
        QCOMPARE(rowsOf(tessera::linjat::addDot(p, 3, 3)), expect({"2   ", "    ", "  . ", "   ."}));
        QCOMPARE(tessera::linjat::addDot(p, 2, 2).refusal, EditRefusal::NotEmpty);
        QCOMPARE(tessera::linjat::addDot(p, 0, 0).refusal, EditRefusal::NotEmpty);
        QCOMPARE(tessera::linjat::addDot(p, 0, 4).refusal, EditRefusal::OffBoard);
    }

    void setNumber() {
        const Puzzle p = rows({"2   ", "    ", "  . ", "    "});
        const EditResult onDot = tessera::linjat::setNumber(p, 2, 2, 3);
        QCOMPARE(onDot.edit->kind, EditKind::AddNumber);
        QCOMPARE(rowsOf(onDot), expect({"2   ", "    ", "  3 ", "    "}));
        QCOMPARE(onDot.edit->after.dotCount(), 0);
        const EditResult change = tessera::linjat::setNumber(p, 0, 0, 5);
        QCOMPARE(change.edit->kind, EditKind::ChangeNumber);
        QCOMPARE(change.edit->oldValue, 2);
        QCOMPARE(rowsOf(change), expect({"5   ", "    ", "  . ", "    "}));
        QCOMPARE(tessera::linjat::setNumber(p, 0, 0, 2).refusal, EditRefusal::SameValue);
        QCOMPARE(tessera::linjat::setNumber(p, 1, 1, kMinValue - 1).refusal, EditRefusal::ValueOutOfRange);
        QCOMPARE(tessera::linjat::setNumber(p, 1, 1, kMaxValue + 1).refusal, EditRefusal::ValueOutOfRange);
        QCOMPARE(tessera::linjat::setNumber(p, -1, 1, 3).refusal, EditRefusal::OffBoard);

        // A board holding the most numbers a level can have takes no new one, but a number still changes.
        Puzzle full(9, 9);
        for (int i = 0; i < kMaxNumbers; ++i) full.addNumber(i / 9, i % 9, 1);
        QCOMPARE(tessera::linjat::setNumber(full, 8, 8, 4).refusal, EditRefusal::TooManyNumbers);
        QVERIFY(tessera::linjat::setNumber(full, 0, 0, 4).accepted());
    }

    void clearCell() {
        const Puzzle p = rows({"2   ", "    ", "  . ", "    "});
        const EditResult number = tessera::linjat::clearCell(p, 0, 0);
        QCOMPARE(number.edit->kind, EditKind::RemoveNumber);
        QCOMPARE(number.edit->oldValue, 2);
        QCOMPARE(rowsOf(number), expect({"    ", "    ", "  . ", "    "}));
        const EditResult dot = tessera::linjat::clearCell(p, 2, 2);
        QCOMPARE(dot.edit->kind, EditKind::RemoveDot);
        QCOMPARE(rowsOf(dot), expect({"2   ", "    ", "    ", "    "}));
        QCOMPARE(tessera::linjat::clearCell(p, 1, 1).refusal, EditRefusal::AlreadyEmpty);
        QCOMPARE(tessera::linjat::clearCell(p, 0, 9).refusal, EditRefusal::OffBoard);
    }

    void moveNumber() {
        const Puzzle p = rows({"2  3", "    ", "  . ", "    "});
        const EditResult onDot = tessera::linjat::moveNumber(p, 0, 0, 2, 2);
        QCOMPARE(onDot.edit->kind, EditKind::MoveNumber);
        QCOMPARE(onDot.edit->oldValue, 2);
        QCOMPARE(rowsOf(onDot), expect({"   3", "    ", "  2 ", "    "}));
        QCOMPARE(tessera::linjat::moveNumber(p, 1, 1, 2, 2).refusal, EditRefusal::NoNumber);
        QCOMPARE(tessera::linjat::moveNumber(p, 0, 0, 0, 0).refusal, EditRefusal::SameCell);
        QCOMPARE(tessera::linjat::moveNumber(p, 0, 0, 0, 3).refusal, EditRefusal::TargetHasNumber);
        QCOMPARE(tessera::linjat::moveNumber(p, 0, 0, 4, 0).refusal, EditRefusal::OffBoard);
        QCOMPARE(tessera::linjat::moveNumber(p, -1, 0, 1, 0).refusal, EditRefusal::OffBoard);
    }

    void resize() {
        const Puzzle p = rows({"2   3", "     ", "  . .", "    ."});
        QCOMPARE(droppedByResize(p, 4, 4), 3);
        const EditResult smaller = tessera::linjat::resize(p, 4, 4);
        QCOMPARE(smaller.edit->kind, EditKind::Resize);
        QCOMPARE(smaller.edit->dropped, 3);
        QCOMPARE(rowsOf(smaller), expect({"2   ", "    ", "  . ", "    "}));
        const EditResult larger = tessera::linjat::resize(p, 5, 6);
        QCOMPARE(larger.edit->dropped, 0);
        QCOMPARE(rowsOf(larger), expect({"2   3 ", "      ", "  . . ", "    . ", "      "}));
        QCOMPARE(tessera::linjat::resize(p, 4, 5).refusal, EditRefusal::SameSize);
        QCOMPARE(tessera::linjat::resize(p, kMinSide - 1, 5).refusal, EditRefusal::SideOutOfRange);
        QCOMPARE(tessera::linjat::resize(p, 5, kMaxSide + 1).refusal, EditRefusal::SideOutOfRange);
    }
};

QTEST_APPLESS_MAIN(TestLinjatEditing)
#include "tst_linjat_editing.moc"
