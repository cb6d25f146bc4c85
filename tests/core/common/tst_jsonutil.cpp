#include "common/error.h"
#include "common/jsonutil.h"

#include <QtTest>

using tessera::Error;
using tessera::Json;
using tessera::JsonCursor;

namespace {
// The message of the Error thrown by f, or "" when nothing was thrown.
template <typename F> std::string errorOf(F f) {
    try {
        f();
    } catch (const Error &e) {
        return e.what();
    }
    return {};
}
} // namespace

class TestJsonUtil : public QObject {
    Q_OBJECT
private slots:
    void cursorPaths() {
        const Json doc = Json::parse(R"({"levels":[{"data":{"rows":["ab"]}},{"data":{"rows":3}}]})");
        const JsonCursor root(doc);
        const JsonCursor rows = root["levels"][1]["data"]["rows"];
        QCOMPARE(rows.path(), std::string("levels[1].data.rows"));
        QCOMPARE(root["levels"][0]["data"]["rows"][0].string(), std::string("ab"));
        QCOMPARE(rows.integer(0, 10), 3LL);
    }

    void typeErrorsNameThePath() {
        const Json doc = Json::parse(R"({"levels":[{"title":5}]})");
        const JsonCursor root(doc);
        QCOMPARE(errorOf([&] { root["levels"][0]["title"].string(); }),
                 std::string("levels[0].title: expected a string, found an integer"));
        QCOMPARE(errorOf([&] { root["levels"][0]["id"].string(); }),
                 std::string("levels[0].id: missing field"));
        QCOMPARE(errorOf([&] { root["levels"][3]; }), std::string("levels[3]: missing element"));
        QCOMPARE(errorOf([&] { root["levels"][0]["title"].integer(6, 9); }),
                 std::string("levels[0].title: 5 is out of range 6..9"));
        QCOMPARE(errorOf([&] { root["levels"].requireObject(); }),
                 std::string("levels: expected an object, found an array"));
        QCOMPARE(errorOf([&] { root["levels"][0]["title"].boolean(); }),
                 std::string("levels[0].title: expected true or false, found an integer"));
    }

    void optionalMembers() {
        const Json doc = Json::parse(R"({"a":"x","n":2.5,"b":true,"i":4})");
        const JsonCursor c(doc);
        QCOMPARE(c.stringOr("a", "d"), std::string("x"));
        QCOMPARE(c.stringOr("zz", "d"), std::string("d"));
        QCOMPARE(c.numberOr("n", 0), 2.5);
        QCOMPARE(c.numberOr("i", 0), 4.0);
        QCOMPARE(c.booleanOr("b", false), true);
        QCOMPARE(c.integerOr("i", 0, 9, 1), 4LL);
        QCOMPARE(c.integerOr("missing", 0, 9, 1), 1LL);
        // Present but of the wrong type is still refused.
        QCOMPARE(errorOf([&] { c.stringOr("n", "d"); }), std::string("n: expected a string, found a number"));
        QCOMPARE(errorOf([&] { c.integerOr("n", 0, 9, 1); }),
                 std::string("n: expected an integer, found a number"));
    }

    void parseErrorsNameLineAndColumn() {
        const std::string text = "{\n  \"a\": 1,\n  \"b\": [1, 2,, 3]\n}\n";
        try {
            tessera::parseJson(text, "pack.json");
            QFAIL("malformed JSON was accepted");
        } catch (const Error &e) {
            QCOMPARE(e.file(), std::string("pack.json"));
            QCOMPARE(e.place(), std::string("line 3, column 14"));
            const std::string what = e.what();
            QVERIFY2(what.rfind("pack.json: line 3, column 14: malformed JSON", 0) == 0, what.c_str());
        }
        QCOMPARE(tessera::parseJson("[1, 2]")[1].get<int>(), 2);
        // An unexpected string is located at its start, not where the parser stopped reading it.
        auto place = [](const std::string &t) {
            try {
                tessera::parseJson(t);
            } catch (const Error &e) {
                return e.place();
            }
            return std::string();
        };
        QCOMPARE(place("{\"a\": 1 \"b\": 2}"), std::string("line 1, column 9"));
        QCOMPARE(place("{\"a\": 1\n \"b\\\"x\": 2}"), std::string("line 2, column 2"));
        QCOMPARE(place("[1,\n  2 33]"), std::string("line 2, column 5"));
        QCOMPARE(place("[1, 2"), std::string("line 1, column 6"));
    }

    // Hostile files: nesting that would overflow the stack of whatever copies the value next, and a
    // number out of a double's range, are refused with the place, never with the library's own text.
    void hostileJsonIsRefusedWithAPlace() {
        auto error = [](const std::string &t) -> std::string {
            try {
                tessera::parseJson(t, "f.json");
            } catch (const Error &e) {
                return e.what();
            }
            return "accepted";
        };
        const std::string deep = "{\"a\":\n" + std::string(200000, '[') + std::string(200000, ']') + "}";
        QCOMPARE(error(deep),
                 std::string("f.json: line 2, column 64: arrays and objects nest deeper than 64 levels"));
        const std::string ok = std::string(63, '[') + std::string(63, ']');
        QCOMPARE(error(ok), std::string("accepted"));
        // Brackets inside strings (escaped quotes too) do not count.
        QCOMPARE(error("[\"" + std::string(100, '[') + "\\\"" + std::string(100, '{') + "\"]"),
                 std::string("accepted"));
        QCOMPARE(error("{\"n\": [1,\n 1e400]}"),
                 std::string("f.json: line 2, column 2: malformed JSON: number overflow parsing '1e400'"));
        // Later lines of a JSON-lines file count from their own line.
        try {
            tessera::parseJson("{\"a\" 1}", "l.jsonl", 7);
            QFAIL("accepted");
        } catch (const Error &e) {
            QCOMPARE(e.place(), std::string("line 7, column 6"));
        }
    }

    // Text from a file is shown, never obeyed: escape sequences, NUL and broken UTF-8 become \xNN.
    void messagesAreMadePrintable() {
        const Error e(std::string("unknown key '\x1b]0;owned\x07\x1b[2J'"), std::string("a\0b", 3),
                      "f\xff.json");
        QCOMPARE(std::string(e.what()),
                 std::string("f\\xff.json: a\\x00b: unknown key '\\x1b]0;owned\\x07\\x1b[2J'"));
        QCOMPARE(tessera::printableText("caf\xc3\xa9 \xe2\x9c\x93 \xf0\x9f\x98\x80"),
                 std::string("caf\xc3\xa9 \xe2\x9c\x93 \xf0\x9f\x98\x80"));
        QCOMPARE(tessera::printableText("\xc0\xaf \xed\xa0\x80 \xe2\x9c"),
                 std::string("\\xc0\\xaf \\xed\\xa0\\x80 \\xe2\\x9c"));
        QCOMPARE(tessera::printableText("line\n\tnext"), std::string("line\n\tnext"));
    }

    // An echoed value is cut to kMaxEchoedWord characters plus "…" and its length, in every part of
    // an Error; cutting twice changes nothing; C1 controls are escaped like C0 ones.
    void longEchoesAreCut() {
        const std::string huge(10 * 1024 * 1024, 'q');
        const Error e("expected r or b, found \"" + huge + "\"", "levels[0]." + huge);
        const std::string what = e.what();
        QVERIFY2(what.size() < 400, what.c_str());
        // Appended, not "\"" + std::string(…): GCC 12 at -O3 warns (-Wrestrict) on that concatenation.
        const std::string cutValue =
            std::string(1, '"').append(79, 'q').append("\u2026 (10485762 characters)");
        QCOMPARE(e.message(), "expected r or b, found " + cutValue);
        QCOMPARE(e.place(), "levels[0]." + std::string(70, 'q') + "\u2026 (10485770 characters)");
        QCOMPARE(std::string(e.under("x").inFile("f.json").what()),
                 "f.json: x.levels[0]." + std::string(70, 'q') +
                     "\u2026 (10485770 characters): " + e.message());
        QCOMPARE(tessera::cutLongWords(tessera::cutLongWords(huge)), tessera::cutLongWords(huge));
        // Short words, and a word of exactly the limit, stay; characters, not bytes, are counted.
        const std::string eighty(80, 'a');
        QCOMPARE(tessera::cutLongWords("a " + eighty + " b"), "a " + eighty + " b");
        std::string accents;
        for (int i = 0; i < 100; ++i) accents += "\xc3\xa9";
        std::string kept;
        for (int i = 0; i < 80; ++i) kept += "\xc3\xa9";
        QCOMPARE(tessera::cutLongWords(accents), kept + "\u2026 (100 characters)");
        QCOMPARE(tessera::printableText("a\xc2\x9b"
                                        "31mb\xc2\xa0"),
                 std::string("a\\xc2\\x9b31mb\xc2\xa0"));
    }

    void errorComposition() {
        const Error base("expected 4 to 20", "rows");
        const Error located = base.under("levels[2].data");
        QCOMPARE(located.place(), std::string("levels[2].data.rows"));
        QCOMPARE(std::string(located.inFile("p.json").what()),
                 std::string("p.json: levels[2].data.rows: expected 4 to 20"));
        // An index place joins without a dot; an existing file is kept.
        QCOMPARE(Error("bad", "[3]").under("rows").place(), std::string("rows[3]"));
        QCOMPARE(Error("bad", {}, "a.json").inFile("b.json").file(), std::string("a.json"));
        QCOMPARE(std::string(Error("bad").what()), std::string("bad"));
    }

    void typeNames() {
        QCOMPARE(std::string(tessera::jsonTypeName(Json())), std::string("null"));
        QCOMPARE(std::string(tessera::jsonTypeName(Json::array())), std::string("an array"));
        QCOMPARE(std::string(tessera::jsonTypeName(Json(1u))), std::string("an integer"));
        QCOMPARE(std::string(tessera::jsonTypeName(Json(1.5))), std::string("a number"));
    }
};

QTEST_APPLESS_MAIN(TestJsonUtil)
#include "tst_jsonutil.moc"
