// Level data and files: round trips, and bad input refused with the file, the JSON path and the cell.
#include "ballstestutil.h"

#include "balls/packlevel.h"
#include "common/module.h"
#include "pack/levelpack.h"

#include <QTemporaryDir>

using namespace ballstest;

namespace {

QString refusal(const Json &data) {
    try {
        levelFromJson(data);
    } catch (const Error &e) {
        return QString::fromUtf8(e.what());
    }
    return {};
}

} // namespace

class TestBallsFormats : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { registerModules(); }

    void roundTrip() {
        const Json data{{"rows", {"....", ".o#.", "..@."}}};
        const Board b = levelFromJson(data);
        QCOMPARE(b.rows, 3);
        QCOMPARE(b.cols, 4);
        QCOMPARE(b.whiteCount(), 1);
        QCOMPARE(b.blockCount(), 1);
        QCOMPARE(b.point(b.start.black), (Point{2, 2}));
        QCOMPARE(levelToJson(b), data);
        QCOMPARE(parsePushes("UDLR"), (std::vector<Dir>{Dir::Up, Dir::Down, Dir::Left, Dir::Right}));
        QCOMPARE(pushString(parsePushes("RRUL")), std::string("RRUL"));
    }

    void badDataIsRefusedNamingThePlaceAndCell_data() {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("expected");
        QTest::newRow("ragged") << R"({"rows": ["...", "..@.", "..."]})"
                                << "rows[1]: ragged rows";
        QTest::newRow("no black") << R"({"rows": ["...", ".o.", "..."]})"
                                  << "rows: no black ball";
        QTest::newRow("two black")
            << R"({"rows": ["@..", ".o.", "..@"]})"
            << "rows[2]: row 2, column 2: a second black ball (the first is at row 0, column 0)";
        QTest::newRow("unknown character") << R"({"rows": ["@..", ".x.", "..."]})"
                                           << "rows[1]: row 1, column 1: unknown character 'x'";
        QTest::newRow("unknown key") << R"({"rows": ["@..", "...", "..."], "cols": 3})"
                                     << "cols: unknown key";
        QTest::newRow("too small") << R"({"rows": ["@.", ".."]})"
                                   << "rows: expected 3 to 16 rows";
        QTest::newRow("not a string") << R"({"rows": ["@..", 3, "..."]})"
                                      << "rows[1]: expected a string";
    }
    void badDataIsRefusedNamingThePlaceAndCell() {
        QFETCH(QString, json);
        QFETCH(QString, expected);
        const QString message = refusal(Json::parse(json.toStdString()));
        QVERIFY2(message.contains(expected), qPrintable(message));
    }

    void packRefusalsNameTheFileAndPath() {
        QTemporaryDir dir;
        const QString path = dir.filePath("bad.json");
        pack::Level level = packLevel(boardFromRows({"@..", ".o.", "..."}), nullptr, {});
        level.id = std::string("a"); // GCC 12 warns falsely (-Wrestrict) on assigning the literal
        pack::LevelPack p;
        p.name = "t";
        p.created = "2026-01-01T00:00:00Z";
        p.levels.push_back(level);
        Json doc = pack::toJson(p);
        doc["levels"][0]["data"]["rows"][1] = ".q.";
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray::fromStdString(doc.dump()));
        f.close();
        try {
            loadLevels(path.toStdString());
            QFAIL("expected a refusal");
        } catch (const Error &e) {
            const QString m = QString::fromUtf8(e.what());
            QVERIFY2(m.contains(path), qPrintable(m));
            QVERIFY2(m.contains("levels[0].data.rows[1]"), qPrintable(m));
            QVERIFY2(m.contains("row 1, column 1"), qPrintable(m));
        }
    }

    void levelFileWithASolution() {
        const std::string text = R"({"format": "tessera-balls", "version": 1, "rows": ["o..", "@o.", "..."],
                                     "solution": "RU"})";
        const std::vector<LoadedLevel> levels = parseLevels(text, "x.json");
        QCOMPARE(levels.size(), std::size_t(1));
        QCOMPARE(*levels[0].solution, (std::vector<Dir>{Dir::Right, Dir::Up}));
        try {
            parseLevels(
                R"({"format": "tessera-balls", "version": 1, "rows": ["o..", "@o.", "..."], "solution": "RD"})",
                "x.json");
            QFAIL("expected a refusal");
        } catch (const Error &e) {
            QVERIFY2(QString::fromUtf8(e.what()).contains("x.json"), e.what());
            QVERIFY2(QString::fromUtf8(e.what()).contains("solution: these pushes do not win"), e.what());
        }
        QVERIFY_THROWS_EXCEPTION(
            Error,
            parseLevels(R"({"format": "tessera-balls", "version": 2, "rows": ["o..", "@o.", "..."]})"));
    }

    void packLevelStatistics() {
        const pack::Level l = packLevel(boardFromRows({"o..", "@o.", "..."}), nullptr, {});
        QCOMPARE(l.module, std::string("balls"));
        QCOMPARE(l.data, (Json{{"rows", {"o..", "@o.", "..."}}}));
        QCOMPARE(*l.solution, Json("RU"));
        for (const char *key : {"legal_first_moves", "winning_first_moves", "solvable", "solutions",
                                "random_win_probability", "chain_pushes", "states"})
            QVERIFY2(l.statistics.contains(key), key);
        QCOMPARE(l.statistics["solutions"], Json(2));
        QCOMPARE(l.statistics["states"], Json(4));
        // The intended pushes given win, so they are the solution kept.
        const std::vector<Dir> intended{Dir::Up, Dir::Right};
        QCOMPARE(*packLevel(boardFromRows({"o..", "@o.", "..."}), &intended, {}).solution, Json("UR"));
        // The module's preview draws the level.
        const ModuleBackend *m = findModule("balls");
        QVERIFY(m);
        QVERIFY(m->preview(l.data).shapes.size() > 5);
    }
};

QTEST_APPLESS_MAIN(TestBallsFormats)
#include "tst_balls_formats.moc"
