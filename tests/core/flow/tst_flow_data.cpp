// The puzzle files in tests/data/flow: hand-made classic-style boards and generated sets. Every one
// is unique under the strict rule by the fast counter; the small ones also by the reference solver.
#include "flowtestutil.h"

#include "flow/fastsolver.h"
#include "flow/referencesolver.h"

#include <QtTest>

using namespace flowtest;

class TestFlowData : public QObject {
    Q_OBJECT

private slots:
    void everyLevelIsUnique_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("count");
        QTest::newRow("classic") << "classic.txt" << 0 << 6;
        QTest::newRow("5x5") << "generated-5x5.txt" << 5 << 30;
        QTest::newRow("7x7") << "generated-7x7.txt" << 7 << 30;
        QTest::newRow("9x9") << "generated-9x9.txt" << 9 << 30;
        QTest::newRow("14x14") << "generated-14x14.txt" << 14 << 30;
        QTest::newRow("15x15 long") << "long-15x15.txt" << 15 << 10;
        QTest::newRow("20x20 long") << "long-20x20.txt" << 20 << 10;
    }

    void everyLevelIsUnique() {
        QFETCH(QString, file);
        QFETCH(int, size);
        QFETCH(int, count);
        const std::vector<Puzzle> puzzles = dataSet(file.toStdString());
        QCOMPARE(static_cast<int>(puzzles.size()), count);
        for (const Puzzle &p : puzzles) {
            if (size > 0) {
                QCOMPARE(p.rows, size);
                QCOMPARE(p.cols, size);
            }
            const SolveResult fast = solveFast(p);
            QCOMPARE(fast.status(), SolveStatus::Unique);
            QVERIFY(validateSolution(p, fast.solutions[0], Rule::Strict).ok);
            if (p.cellCount() <= 49) {
                const SolveResult ref = solveReference(p);
                QCOMPARE(ref.status(), SolveStatus::Unique);
                QCOMPARE(ref.solutions[0], fast.solutions[0]);
            }
        }
    }

    void fourteenHaveTenToSixteenColours() {
        for (const Puzzle &p : dataSet("generated-14x14.txt"))
            QVERIFY(p.colourCount() >= 10 && p.colourCount() <= 16);
    }

    void badFilesAreRefused_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("message");
        QTest::newRow("once") << "bad/label-once.txt"
                              << "label 'A' is used once";
        QTest::newRow("three times") << "bad/label-three-times.txt"
                                     << "label 'A' is used 3 times";
        QTest::newRow("ragged") << "bad/ragged.txt"
                                << "ragged rows";
        QTest::newRow("empty") << "bad/empty.txt"
                               << "empty board";
        QTest::newRow("newer version") << "bad/newer-version.json"
                                       << "newer than this Tessera reads";
    }

    void badFilesAreRefused() {
        QFETCH(QString, file);
        QFETCH(QString, message);
        try {
            loadPuzzles(dataPath(file.toStdString()));
            QFAIL("no error");
        } catch (const Error &e) {
            const QString what = e.what();
            QVERIFY2(what.contains(message) && what.contains(file), qPrintable(what));
        }
    }
};

QTEST_APPLESS_MAIN(TestFlowData)
#include "tst_flow_data.moc"
