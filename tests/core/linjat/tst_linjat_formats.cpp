// Level formats: text rows, level data, level files, the original's files, packs, solutions, preview;
// and the refusal of bad input with a message that names the place.
#include "common/module.h"
#include "linjat/levelio.h"
#include "linjat/linjatmodule.h"
#include "linjat/preview.h"
#include "linjat/solutioncounter.h"
#include "pack/levelpack.h"

#include <QtTest>

#include <variant>

using namespace tessera;
using namespace tessera::linjat;

namespace {

// The message of the Error the call throws, or "" when it does not throw.
template <typename F> std::string errorOf(F &&f) {
    try {
        f();
    } catch (const Error &e) {
        return e.what();
    }
    return {};
}

bool contains(const std::string &text, const std::string &part) {
    return text.find(part) != std::string::npos;
}

const std::vector<std::string> kRows{"  .3  ", " 7 3  ", "    5 ", "      ", "   3  ",
                                     "     3", "    3.", "   3  ", "     2"};

} // namespace

class TestLinjatFormats : public QObject {
    Q_OBJECT

private slots:
    void rowsRoundTrip() {
        const Puzzle p = puzzleFromRows(kRows);
        QCOMPARE(p.rows(), 9);
        QCOMPARE(p.cols(), 6);
        QCOMPARE(p.numberCount(), 9);
        QCOMPARE(p.dotCount(), 2);
        QVERIFY(p.isDot(0, 2));
        QCOMPARE(int(p.number(p.numberAt(1, 1)).value), 7);
        QCOMPARE(puzzleToRows(p), kRows);
        // Numbers stay in row order whatever the insertion order, so equal content compares equal.
        Puzzle a(4, 4), b(4, 4);
        a.addNumber(3, 3, 2);
        a.addNumber(0, 1, 3);
        b.addNumber(0, 1, 3);
        b.addNumber(3, 3, 2);
        QVERIFY(a == b);
        QCOMPARE(a.hash(), b.hash());
        b.moveNumber(0, 2, 2);
        QVERIFY(!(a == b));
        QCOMPARE(int(b.number(0).row), 2);
    }

    void badRowsAreRefused_data() {
        QTest::addColumn<QStringList>("rows");
        QTest::addColumn<QString>("message");
        QTest::newRow("short row") << QStringList{"      ", "      ", "     ", "      "}
                                   << "rows[2]: row has 5 cells, expected 6";
        QTest::newRow("bad char") << QStringList{"    ", "   #", "    ", "    "}
                                  << "rows[1][3]: '#' is not a digit, '.' or space";
        QTest::newRow("zero") << QStringList{"    ", "    ", " 0  ", "    "}
                              << "rows[2][1]: '0' is not a number";
        QTest::newRow("too few rows")
            << QStringList{"    ", "    ", "    "} << "rows: expected 4 to 30 rows, found 3";
        QTest::newRow("too narrow") << QStringList{"   ", "   ", "   ", "   "}
                                    << "rows[0]: row has 3 cells, expected 4 to 30";
        QTest::newRow("tab") << QStringList{"    ", "\t   ", "    ", "    "}
                             << "rows[1][0]: '\\x09' is not a digit";
    }
    void badRowsAreRefused() {
        QFETCH(QStringList, rows);
        QFETCH(QString, message);
        std::vector<std::string> r;
        for (const QString &s : rows) r.push_back(s.toStdString());
        const std::string e = errorOf([&] { puzzleFromRows(r); });
        QVERIFY2(contains(e, message.toStdString()), e.c_str());
    }

    void tooManyNumbers() {
        std::vector<std::string> r(10, std::string(10, '2'));
        const std::string e = errorOf([&] { puzzleFromRows(r); });
        QVERIFY2(contains(e, "rows[6][3]: more than 63 numbers"), e.c_str());
    }

    void levelDataThroughTheBackend() {
        const ModuleBackend b = moduleBackend();
        QCOMPARE(b.id, std::string("linjat"));
        const Puzzle p = puzzleFromRows(kRows);
        const Json data = Json::parse(puzzleToData(p).dump());
        b.validateLevel(data); // no throw
        QVERIFY(contains(errorOf([&] { b.validateLevel(Json::object()); }), "rows: missing field"));
        QVERIFY(contains(errorOf([&] {
                             b.validateLevel(Json{{"rows", kRows}, {"colour", 1}});
                         }),
                         "colour: unknown field"));
        QVERIFY(contains(errorOf([&] {
                             b.validateLevel(Json{{"rows", {"    ", 5, "    ", "    "}}});
                         }),
                         "rows[1]: expected a string"));
        // A solution in the data must be a real one.
        SolutionCounter counter;
        std::vector<Line> lines;
        QCOMPARE(counter.count(p, 2, &lines), 1);
        Json withSolution = data;
        withSolution["solution"] = Json::parse(solutionToJson(p, lines).dump());
        b.validateLevel(withSolution);
        std::swap(withSolution["solution"][0], withSolution["solution"][1]);
        QVERIFY(contains(errorOf([&] { b.validateLevel(withSolution); }),
                         "solution[0]: expected the line of the number at"));
        lines[0].first = lines[0].last = 0;
        Json wrong = data;
        wrong["solution"] = Json::parse(solutionToJson(p, lines).dump());
        QVERIFY(!errorOf([&] { b.validateLevel(wrong); }).empty());
    }

    void solutionJsonRoundTrip() {
        const Puzzle p = puzzleFromRows(kRows);
        SolutionCounter counter;
        std::vector<Line> lines;
        counter.count(p, 2, &lines);
        const Json j = Json::parse(solutionToJson(p, lines).dump());
        QCOMPARE(solutionFromJson(JsonCursor(j, "solution"), p), lines);
        // An overlap and a missed dot are named.
        const Puzzle q = puzzleFromRows({"2.  ", " 2  ", "    ", ".   "});
        QVERIFY(contains(checkSolution(q, {Line{true, 0, 1}, Line{false, 0, 1}}), "overlap at row 0, col 1"));
        QVERIFY(contains(checkSolution(q, {Line{true, 0, 1}, Line{true, 1, 2}}),
                         "the dot at row 3, col 0 is not covered"));
    }

    void levelFile() {
        const Puzzle p = puzzleFromRows(kRows);
        const std::vector<LevelEntry> e = parseLevelEntries(levelFileText(p), "a.json");
        QCOMPARE(int(e.size()), 1);
        QVERIFY(e[0].puzzle == p);
        const std::string newer = R"({"format": "tessera-linjat-level", "version": 2, "rows": []})";
        QVERIFY(contains(errorOf([&] { parseLevelEntries(newer, "b.json"); }),
                         "b.json: version: version 2 is newer than this Tessera reads (1)"));
        const std::string bad =
            R"({"format": "tessera-linjat-level", "version": 1, "rows": ["    ", "  x ", "    ", "    "]})";
        QVERIFY(contains(errorOf([&] { parseLevelEntries(bad, "c.json"); }),
                         "c.json: rows[1][2]: 'x' is not a digit"));
        QVERIFY(
            contains(errorOf([&] { parseLevelEntries(R"({"format": "other", "version": 1})", "d.json"); }),
                     "d.json: format: unknown format 'other'"));
        QVERIFY(contains(errorOf([&] {
                             parseLevelEntries("{\"format\": \"tessera-linjat-level\",\n \"version\": 1,\n ]",
                                               "e.json");
                         }),
                         "e.json"));
        QVERIFY(contains(errorOf([&] { parseLevelEntries("[1, 2]", "f.json"); }),
                         "f.json: expected a JSON object"));
    }

    void originalJsonLines() {
        const std::string text = "{ \"puzzle\": [\"  .3  \", \" 7 3  \", \"    5 \", \"      \"], "
                                 "\"classification\": {\"all\": {\"depth\": 3}}}\n"
                                 "\n"
                                 "{ \"puzzle\": [\"3   \", \"1   \", \"    \", \"    \"]}\n";
        const std::vector<LevelEntry> e = parseLevelEntries(text, "out.jsonl");
        QCOMPARE(int(e.size()), 2);
        QCOMPARE(e[0].name, std::string("line 1"));
        QCOMPARE(e[1].name, std::string("line 3"));
        QVERIFY(e[0].original && e[0].original->at("all").at("depth") == 3);
        QVERIFY(!e[1].original);
        const std::string bad =
            "{ \"puzzle\": [\"3   \", \"1   \", \"    \", \"    \"]}\n{ \"puzzle\": [\"3  \"]}\n";
        QVERIFY(contains(errorOf([&] { parseLevelEntries(bad, "bad.jsonl"); }), "bad.jsonl: line 2.puzzle"));
        const std::string notObject = "{ \"puzzle\": [\"3   \", \"1   \", \"    \", \"    \"]}\n[1]\n";
        QVERIFY(contains(errorOf([&] { parseLevelEntries(notObject, "x.jsonl"); }),
                         "x.jsonl: line 2: expected an object"));
    }

    void publishedCollection() {
        // Tiers in file order; the end-of-tier message is passed over.
        const std::string text =
            R"({"medium": [{"score": 58.25, "puzzle": ["3.  5 .", " 4  ..3", "  3  3 ", "    3.2"]},
                                                 {"puzzle": null, "message": "Congratulations"}],
                                      "hard": [{"puzzle": ["  .3", " 3  ", "    ", "    "], "score": 43}]})";
        const std::vector<LevelEntry> e = parseLevelEntries(text, "puzzles.json");
        QCOMPARE(int(e.size()), 2);
        QCOMPARE(e[0].name, std::string("medium[0]"));
        QCOMPARE(e[1].name, std::string("hard[0]"));
        const std::string bad = R"({"hard": [{"puzzle": null}]})";
        QVERIFY(contains(errorOf([&] { parseLevelEntries(bad, "p.json"); }),
                         "p.json: hard[0].puzzle: expected an array"));
    }

    void referenceSample() {
        const std::vector<LevelEntry> e =
            readLevelEntries(TESSERA_SHARED_DATA "/linjat/published-sample.json");
        QCOMPARE(int(e.size()), 40);
        QCOMPARE(e[0].name, std::string("puzzles[0]"));
        QVERIFY(e[39].original.has_value());
        QVERIFY(contains(errorOf([&] { readLevelEntries("/nonexistent/x.json"); }), "/nonexistent/x.json"));
    }

    void packLevels() {
        registerModules();
        pack::LevelPack p;
        p.name = "t";
        pack::Level l;
        l.id = "linjat-1";
        l.module = "linjat";
        l.title = "one";
        l.data = Json::parse(puzzleToData(puzzleFromRows(kRows)).dump());
        p.levels.push_back(l);
        const std::string text = pack::toJson(p).dump(2);
        const std::vector<LevelEntry> e = parseLevelEntries(text, "pack.json");
        QCOMPARE(int(e.size()), 1);
        QCOMPARE(e[0].name, std::string("linjat-1"));
        QVERIFY(e[0].puzzle == puzzleFromRows(kRows));
        // Bad level data is refused by the pack loader through the backend, with the JSON path.
        Json doc = Json::parse(text);
        doc["levels"][0]["data"]["rows"][2] = "   ";
        QVERIFY(contains(errorOf([&] { parseLevelEntries(doc.dump(), "pack.json"); }),
                         "levels[0].data.rows[2]: row has 3 cells"));
    }

    void preview() {
        const Puzzle p = puzzleFromRows(kRows);
        const Drawing plain = drawPuzzle(p);
        int texts = 0, dots = 0, lines = 0;
        auto tally = [&](const Drawing &d) {
            texts = dots = lines = 0;
            for (const DrawShape &s : d.shapes) {
                if (const auto *t = std::get_if<DrawText>(&s))
                    texts += t->text.size() == 1 && t->text[0] >= '1';
                if (const auto *c = std::get_if<DrawCircle>(&s)) dots += c->r < 5;
                if (const auto *l = std::get_if<DrawLine>(&s)) lines += l->width > 5;
            }
        };
        tally(plain);
        QCOMPARE(texts, p.numberCount());
        QCOMPARE(dots, p.dotCount());
        QCOMPARE(lines, 0);
        QVERIFY(plain.width > 0 && plain.height > plain.width);
        SolutionCounter counter;
        std::vector<Line> sol;
        counter.count(p, 2, &sol);
        tally(drawPuzzle(p, &sol));
        QCOMPARE(lines, p.numberCount());
        // The backend draws the same picture from level data.
        const Drawing viaBackend = moduleBackend().preview(Json::parse(puzzleToData(p).dump()));
        QCOMPARE(viaBackend.shapes.size(), plain.shapes.size());
    }
};

QTEST_APPLESS_MAIN(TestLinjatFormats)
#include "tst_linjat_formats.moc"
