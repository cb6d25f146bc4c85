// The web play-test page's mid-end (pack::PlayTest, the same code the page runs as WebAssembly) and the
// page export (pack::playTestPage), natively: attempts, refused moves, hints, traces that replay, room
// maps shown but not played, and a pack that cannot break out of its <script> element.
#include "common/error.h"
#include "common/module.h"
#include "common/playtrace.h"
#include "pack/levelpack.h"
#include "pack/playtest.h"
#include "pack/playtestpage.h"

#include <QtTest>

using namespace tessera;
using namespace tessera::pack;

namespace {
const char *kSamplePack = TESSERA_TEST_DATA "/../../resources/samples/sample-pack.json";

LevelPack samplePack() {
    registerModules();
    return load(kSamplePack);
}

const Level &firstOf(const LevelPack &pack, const std::string &module) {
    for (const Level &l : pack.levels)
        if (l.module == module) return l;
    throw Error("no " + module + " level");
}

std::vector<std::string> moves(const OrderedJson &j) {
    return j.at("moves").get<std::vector<std::string>>();
}
} // namespace

class TestPlayTest : public QObject {
    Q_OBJECT
private slots:
    void packInfoListsEveryLevelAndWhichArePlayed() {
        const LevelPack pack = samplePack();
        PlayTest p(pack);
        const OrderedJson info = p.packInfo();
        QCOMPARE(info["name"].get<std::string>(), pack.name);
        QCOMPARE(info["hash"].get<std::string>(), packHash(pack));
        QCOMPARE(info["levels"].size(), pack.levels.size());
        for (std::size_t i = 0; i < pack.levels.size(); ++i)
            QCOMPARE(info["levels"][i]["playable"].get<bool>(), pack.levels[i].module != "rooms");
    }

    void everyStoredSolutionWinsAndItsTraceReplays() {
        const LevelPack pack = samplePack();
        PlayTest p(pack);
        long long t = 1000;
        for (const Level &level : pack.levels) {
            const OrderedJson s = p.open(level.id, t);
            if (!s["playable"].get<bool>()) {
                QCOMPARE(level.module, std::string("rooms"));
                QVERIFY(s["board"]["svg"].get<std::string>().find("<svg") != std::string::npos);
                continue;
            }
            QVERIFY2(s["board"]["rows"].get<int>() > 0, level.id.c_str());
            OrderedJson last;
            for (const std::string &m : moves(p.solution(level.id))) {
                last = p.play(m, t += 700);
                QVERIFY2(last["accepted"].get<bool>(), (level.id + " " + m).c_str());
            }
            QCOMPARE(last["status"].get<std::string>(), std::string("won"));
            QVERIFY(last["state"]["over"].get<bool>());
            // The attempt's trace: this pack, this level, timed from the open, ending won.
            const play::Trace trace =
                play::traceFromJson(JsonCursor(parseJson(last["state"]["trace"].get<std::string>())));
            QCOMPARE(trace.pack, packHash(pack));
            QCOMPARE(trace.level, level.id);
            QCOMPARE(trace.events.back().kind, play::TraceEventKind::Won);
            QVERIFY(trace.events.back().ms > 0);
        }
    }

    void aRefusedMoveChangesNothingAndIsNotTraced() {
        PlayTest p(samplePack());
        const OrderedJson s = p.open("linjat-easy-16", 0);
        const OrderedJson r = p.play("z99R1", 500);
        QVERIFY(!r["accepted"].get<bool>());
        QVERIFY(!r["reason"].get<std::string>().empty());
        QCOMPARE(r["state"]["position"], s["position"]);
        QCOMPARE(r["state"]["trace"].get<std::string>(), std::string()); // nothing done yet
    }

    void undoRestartHintAndGiveUpAreTraced() {
        const LevelPack pack = samplePack();
        PlayTest p(pack);
        const Level &flow = firstOf(pack, "flow");
        const std::string start = p.open(flow.id, 0)["position"];
        const std::vector<std::string> solution = moves(p.solution(flow.id));
        QVERIFY(p.play(solution[0], 100)["accepted"].get<bool>());
        QVERIFY(p.undo(200)["accepted"].get<bool>());
        QCOMPARE(p.state()["position"].get<std::string>(), start);
        const OrderedJson h = p.hint(300);
        QVERIFY2(h.contains("move"), h.dump().c_str());
        QVERIFY(p.play(h["move"], 400)["accepted"].get<bool>());
        p.restart(500);
        QCOMPARE(p.state()["moves"].size(), std::size_t(0));
        const OrderedJson over = p.giveUp(600);
        QCOMPARE(over["outcome"].get<std::string>(), std::string("given up"));
        QVERIFY(!p.play(solution[0], 700)["accepted"].get<bool>());
        const play::Trace trace =
            play::traceFromJson(JsonCursor(parseJson(over["trace"].get<std::string>())));
        std::vector<play::TraceEventKind> kinds;
        for (const play::TraceEvent &e : trace.events) kinds.push_back(e.kind);
        using K = play::TraceEventKind;
        QCOMPARE(kinds,
                 (std::vector<K>{K::Start, K::Move, K::Undo, K::Hint, K::Move, K::Restart, K::GiveUp}));
        // Play again: a second attempt, numbered on.
        const OrderedJson again = p.again(800);
        QCOMPARE(again["attempt"].get<int>(), over["attempt"].get<int>() + 1);
        QVERIFY(!again["over"].get<bool>());
    }

    void reopeningALevelGoesOnWithItsAttempt() {
        PlayTest p(samplePack());
        p.open("linjat-easy-16", 0);
        const std::string first = moves(p.solution("linjat-easy-16"))[0];
        p.play(first, 100);
        p.open("linjat-easy-11", 200);
        const OrderedJson back = p.open("linjat-easy-16", 300);
        QCOMPARE(back["moves"].size(), std::size_t(1));
        QCOMPARE(back["attempt"].get<int>(), 1);
    }

    void thePlayerNameGoesIntoTheTrace() {
        PlayTest p(samplePack());
        p.open("foxhunt-1", 0);
        p.setPlayer("ann");
        const OrderedJson r = p.play(moves(p.solution("foxhunt-1"))[0], 10);
        QVERIFY(r["state"]["trace"].get<std::string>().find("\"player\":\"ann\"") != std::string::npos);
    }

    // The page names its anonymous player before it opens the first level, so a name typed later must
    // still reach the attempts going on; a finished attempt keeps the name it was played under.
    void aNameTypedLaterNamesTheAttemptsGoingOn() {
        PlayTest p(samplePack());
        QCOMPARE(p.setPlayer("anonymous-1")["traces"].size(), std::size_t(0));
        p.open("foxhunt-1", 0);
        for (const std::string &m : moves(p.solution("foxhunt-1"))) p.play(m, 10);
        QCOMPARE(p.state()["outcome"].get<std::string>(), std::string("won"));
        p.open("linjat-easy-16", 20);
        p.play(moves(p.solution("linjat-easy-16"))[0], 30);
        p.open("flow-1", 40); // opened, nothing done: no trace yet
        const OrderedJson renamed = p.setPlayer("ann");
        QCOMPARE(renamed["traces"].size(), std::size_t(1));
        QCOMPARE(renamed["traces"][0]["attempt"].get<int>(), 2);
        const std::string linjat = renamed["traces"][0]["trace"];
        QVERIFY2(linjat.find("\"level\":\"linjat-easy-16\"") != std::string::npos, linjat.c_str());
        QVERIFY2(linjat.find("\"player\":\"ann\"") != std::string::npos, linjat.c_str());
        const OrderedJson flow = p.play(moves(p.solution("flow-1"))[0], 50);
        QVERIFY(flow["state"]["trace"].get<std::string>().find("\"player\":\"ann\"") != std::string::npos);
        // The won attempt was not handed out again; playing that level again is a new attempt, as ann.
        QCOMPARE(p.open("foxhunt-1", 60)["attempt"].get<int>(), 4);
        const OrderedJson again = p.play(moves(p.solution("foxhunt-1"))[0], 70);
        QVERIFY(again["state"]["trace"].get<std::string>().find("\"player\":\"ann\"") != std::string::npos);
    }

    void statesListTheLegalMoves() {
        PlayTest p(samplePack());
        const OrderedJson s = p.open("banqi-1", 0);
        const std::vector<std::string> legal = s["legal"];
        QVERIFY(!legal.empty());
        // A flip of the player's own: a cell name alone is among them.
        QVERIFY(std::any_of(legal.begin(), legal.end(), [](const std::string &m) { return m.size() == 2; }));
    }

    void unknownLevelsAndEmptyPacksAreRefused() {
        PlayTest p(samplePack());
        QVERIFY_THROWS_EXCEPTION(Error, p.open("no-such-level", 0));
        QVERIFY_THROWS_EXCEPTION(Error, PlayTest(LevelPack{}));
    }

    void thePageHoldsThePackAndNothingCanEndItsScript() {
        LevelPack pack = samplePack();
        pack.description = "</script><script>alert(1)</script><!--";
        const std::string page =
            playTestPage(pack, "<html><script type=\"application/json\">@TESSERA_PACK_JSON@"
                               "</script></html>");
        QCOMPARE(page.find("</script><script>"), std::string::npos);
        QCOMPARE(page.find("<!--"), std::string::npos);
        const std::size_t from = page.find('>', page.find("<script")) + 1;
        const std::string json = page.substr(from, page.rfind("</script>") - from);
        QCOMPARE(fromJson(parseJson(json)), pack); // the page's JSON is the pack, unchanged
        QVERIFY_THROWS_EXCEPTION(Error, playTestPage(pack, "<html>no placeholder</html>"));
    }
};

QTEST_APPLESS_MAIN(TestPlayTest)
#include "tst_playtest.moc"
