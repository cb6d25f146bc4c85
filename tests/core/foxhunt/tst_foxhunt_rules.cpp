// Readings on hand-made fields, the level format's round trip and refusals, and the editor's edits.
#include "common/error.h"
#include "foxhunt/editing.h"
#include "foxhunt/hunt.h"
#include "foxhunt/packlevel.h"

#include <QtTest>

using namespace tessera;
using namespace tessera::foxhunt;

namespace {
Level levelOf(int rows, int cols, const std::vector<std::string> &foxes,
              const std::vector<std::string> &probes = {}) {
    Level l;
    l.rows = rows;
    l.cols = cols;
    for (const std::string &f : foxes) l.foxes.push_back(parseCell(f));
    for (const std::string &p : probes) l.openings.push_back(parseCell(p));
    std::sort(l.foxes.begin(), l.foxes.end());
    return l;
}

QString refusal(const Json &data) {
    try {
        levelFromJson(data);
    } catch (const Error &e) {
        return QString::fromStdString(e.what());
    }
    return {};
}
} // namespace

class TestFoxhuntRules : public QObject {
    Q_OBJECT
private slots:
    void cellNames() {
        QCOMPARE(cellName({2, 2}), std::string("c3"));
        QCOMPARE(cellName({9, 0}), std::string("a10"));
        QCOMPARE(parseCell("j10"), (Point{9, 9}));
        for (const char *bad : {"", "3c", "c", "c0", "C3", "c3x", "c03"})
            QVERIFY_THROWS_EXCEPTION(Error, parseCell(bad));
    }

    void readingsOnRays() {
        // 5x5 with foxes at a1 (a corner), c3 (the centre) and e2 (an edge).
        const Level level = levelOf(5, 5, {"a1", "c3", "e2"});
        Hunt hunt(level);
        QCOMPARE(readingAt(level, parseCell("c1")), 2); // a1 on its row, c3 on its column
        QCOMPARE(readingAt(level, parseCell("b2")), 3); // a1 and c3 on a diagonal, e2 on its row
        QCOMPARE(readingAt(level, parseCell("e5")), 3); // c3 and a1 behind it (rays are not blocked), e2
        QCOMPARE(readingAt(level, parseCell("a5")), 2); // a1 up its column, c3 on the anti-diagonal
        QCOMPARE(readingAt(level, parseCell("d1")), 2); // a1 on its row, e2 one step down-right
        QCOMPARE(readingAt(level, parseCell("b5")), 1); // only e2, far up the anti-diagonal
        QCOMPARE(readingAt(level, parseCell("d5")), 0); // knight's moves away from every fox
        QCOMPARE(hunt.probe(parseCell("d5")), 0);
        QCOMPARE(hunt.probe(parseCell("c3")), kFound);
        // A found fox still counts in later readings.
        QCOMPARE(hunt.probe(parseCell("b2")), 3);
        QCOMPARE(hunt.view().foundOnRays(parseCell("b2")), 1);
        QCOMPARE(hunt.probes(), 3);
        QVERIFY_THROWS_EXCEPTION(Error, hunt.probe(parseCell("b2")));
        QVERIFY_THROWS_EXCEPTION(Error, hunt.probe(Point{5, 0}));
    }

    void rayCellsOnEdges() {
        QCOMPARE(rayCells(5, 5, {0, 0}).size(), std::size_t(12)); // 4 + 4 + 4
        QCOMPARE(rayCells(5, 5, {2, 2}).size(), std::size_t(16));
        QCOMPARE(rayCells(1, 4, {0, 1}).size(), std::size_t(3));
        QVERIFY(onRays({0, 0}, {4, 4}));
        QVERIFY(!onRays({0, 0}, {1, 2}));
        QVERIFY(!onRays({3, 3}, {3, 3}));
    }

    void playContract() {
        Hunt hunt(levelOf(3, 3, {"a1", "c3"}, {"b1"}));
        QCOMPARE(hunt.view().cells.at(parseCell("b1")), 1); // the opening is made, not counted
        QCOMPARE(hunt.probes(), 0);
        QCOMPARE(hunt.legalMoves().size(), std::size_t(8));
        QCOMPARE(hunt.apply("a1").revealed, std::string("fox"));
        QCOMPARE(hunt.apply("b2").revealed, std::string("2"));
        QVERIFY(!hunt.status().over());
        QCOMPARE(hunt.position(), std::string("F1.\n.2.\n...\n"));
        hunt.apply("c3");
        QCOMPARE(hunt.status().outcome, play::Outcome::Won);
        QVERIFY(hunt.legalMoves().empty());
        QVERIFY_THROWS_EXCEPTION(Error, hunt.apply("a2"));
    }

    void levelRoundTrip() {
        const Level level = levelOf(6, 8, {"h6", "a1", "c2"}, {"b5", "d1"});
        const Json data = levelToJson(level);
        QCOMPARE(data.dump(),
                 std::string(R"({"cols":8,"foxes":["a1","c2","h6"],"probes":["b5","d1"],"rows":6})"));
        QCOMPARE(levelFromJson(data), level);
        QVERIFY(!levelToJson(levelOf(2, 2, {"a1"})).contains("probes"));
    }

    void levelRefusals_data() {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown key") << R"({"rows":4,"cols":4,"foxes":["a1"],"colour":1})"
                                     << "colour: unknown member";
        QTest::newRow("no rows") << R"({"cols":4,"foxes":["a1"]})"
                                 << "rows: missing";
        QTest::newRow("big") << R"({"rows":27,"cols":4,"foxes":["a1"]})"
                             << "rows: 27 is out of range";
        QTest::newRow("bad name") << R"({"rows":4,"cols":4,"foxes":["a1","3c"]})"
                                  << "foxes[1]: \"3c\" is not a cell";
        QTest::newRow("not a string") << R"({"rows":4,"cols":4,"foxes":[7]})"
                                      << "foxes[0]: expected a string";
        QTest::newRow("outside") << R"({"rows":4,"cols":4,"foxes":["a1","e2"]})"
                                 << "foxes[1]: e2 is outside the 4x4 field";
        QTest::newRow("twice") << R"({"rows":4,"cols":4,"foxes":["b2","b2"]})"
                               << "foxes[1]: b2 is listed twice";
        QTest::newRow("no fox") << R"({"rows":4,"cols":4,"foxes":[]})"
                                << "foxes: a level hides at least one fox";
        QTest::newRow("full") << R"({"rows":1,"cols":2,"foxes":["a1","b1"]})"
                              << "at least one cell without a fox";
        QTest::newRow("probe outside") << R"({"rows":4,"cols":4,"foxes":["a1"],"probes":["a5"]})"
                                       << "probes[0]: a5 is outside";
    }
    void levelRefusals() {
        QFETCH(QString, json);
        QFETCH(QString, message);
        const QString got = refusal(Json::parse(json.toStdString()));
        QVERIFY2(got.contains(message), qPrintable(got));
    }

    void editing() {
        const Level level = levelOf(4, 4, {"a1", "b2"});
        QCOMPARE(withFoxToggled(level, parseCell("c3")).foxes.size(), std::size_t(3));
        QCOMPARE(withFoxToggled(level, parseCell("a1")).foxes, std::vector<Point>{parseCell("b2")});
        QVERIFY_THROWS_EXCEPTION(Error, withFoxToggled(levelOf(4, 4, {"a1"}), parseCell("a1")));
        QVERIFY_THROWS_EXCEPTION(Error, withFoxToggled(level, Point{4, 0}));
        const Level opened = withOpeningToggled(level, parseCell("d4"));
        QCOMPARE(opened.openings, std::vector<Point>{parseCell("d4")});
        QVERIFY_THROWS_EXCEPTION(Error, withFoxToggled(opened, parseCell("d4")));
        QVERIFY_THROWS_EXCEPTION(Error, withOpeningToggled(level, parseCell("a1")));
        QCOMPARE(withOpeningToggled(opened, parseCell("d4")).openings.size(), std::size_t(0));
        const Level small = withFieldResized(opened, 2, 2);
        QCOMPARE(small.foxes.size(), std::size_t(2));
        QVERIFY(small.openings.empty());
        QVERIFY_THROWS_EXCEPTION(Error, withFieldResized(levelOf(4, 4, {"d4"}), 2, 2));
    }

    void packLevelMeasured() {
        pack::LevelSource source;
        const pack::Level a = packLevel(levelOf(6, 6, {"a1", "c4", "f6", "e2"}), source);
        QCOMPARE(a.module, std::string("foxhunt"));
        QCOMPARE(a.title, std::string("6x6, 4 foxes"));
        QVERIFY(a.statistics["mean_probes"].get<double>() >= 4);
        QVERIFY(a.difficulty >= 0 && a.difficulty <= 10);
        QCOMPARE(packLevel(levelOf(6, 6, {"a1", "c4", "f6", "e2"}), source), a); // measured deterministically
        QCOMPARE(difficultyOf(8, 8), 0.0);
        QCOMPARE(difficultyOf(20, 8), 5.0);
        QCOMPARE(difficultyOf(40, 8), 10.0);
    }
};

QTEST_APPLESS_MAIN(TestFoxhuntRules)
#include "tst_foxhunt_rules.moc"
