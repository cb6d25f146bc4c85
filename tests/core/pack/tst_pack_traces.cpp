// Players' traces brought back to a pack (pack/tracefile, tracereplay, tracereport, traceimport,
// tracesidecar, humanorder): traces recorded by play::Session on the sample pack's levels give the
// expected figures per level; a refused move, a differing hash, a malformed line, an unknown level and
// another module are issues with file, line and event and are not counted; another pack's hash is a
// warning; the sidecar never takes a line twice; huge input is refused without a crash; the rank
// correlation and the human orders on data with a known answer.
#include "common/module.h"
#include "common/playsession.h"
#include "pack/humanorder.h"
#include "pack/levelpack.h"
#include "pack/traceimport.h"
#include "pack/tracesidecar.h"

#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <fstream>

using namespace tessera;

namespace {

const char *kSamplePack = TESSERA_TEST_DATA "/../../resources/samples/sample-pack.json";

const pack::Level &levelOf(const pack::LevelPack &p, const std::string &id) {
    for (const pack::Level &l : p.levels)
        if (l.id == id) return l;
    throw Error("no level " + id);
}

std::vector<std::string> solutionOf(const pack::Level &level) {
    return findModule(level.module)->play.solution(level, 0);
}

// The level solved by its stored solution, one move every stepMs, after `restarts` false starts (a move
// then a restart) and `hints` hints.
play::Trace solvedTrace(const pack::Level &level, const std::string &player, long long stepMs,
                        int restarts = 0, int hints = 0) {
    const ModuleBackend *m = findModule(level.module);
    const std::vector<std::string> moves = solutionOf(level);
    play::Session s(*m->play.newGame(level.data, 0), level.module, level.id, player);
    long long t = 0;
    for (int r = 0; r < restarts; ++r) {
        s.play(moves.front(), t += stepMs);
        s.restart(t += stepMs);
    }
    for (int h = 0; h < hints; ++h) s.noteHint({moves.front(), "it is the only way"}, t += stepMs);
    for (const std::string &move : moves) s.play(move, t += stepMs);
    return s.trace();
}

play::Trace givenUpTrace(const pack::Level &level, const std::string &player, long long ms) {
    const ModuleBackend *m = findModule(level.module);
    play::Session s(*m->play.newGame(level.data, 0), level.module, level.id, player);
    s.play(solutionOf(level).front(), ms / 2);
    s.giveUp(ms);
    return s.trace();
}

std::string line(const play::Trace &t) {
    return play::traceToJson(t).dump();
}

std::string line(const OrderedJson &j) {
    return j.dump();
}

void writeText(const QString &path, const std::string &text) {
    std::ofstream(path.toStdString(), std::ios::binary) << text;
}

const pack::TraceIssue *issueAt(const pack::TraceReport &r, std::size_t lineNumber) {
    for (const pack::TraceIssue &i : r.issues)
        if (i.line == lineNumber) return &i;
    return nullptr;
}

pack::Level synthetic(const std::string &id, const std::string &module, std::optional<double> difficulty) {
    pack::Level l;
    l.id = id;
    l.module = module;
    l.title = "Level " + id;
    l.difficulty = difficulty;
    return l;
}

pack::TracedAttempt won(const std::string &level, long long ms, const std::string &player = "p") {
    pack::TracedAttempt a;
    a.level = level;
    a.player = player;
    a.won = true;
    a.solveMs = ms;
    return a;
}

pack::TracedAttempt failed(const std::string &level) {
    pack::TracedAttempt a;
    a.level = level;
    a.gaveUp = true;
    return a;
}

} // namespace

class TestPackTraces : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        registerModules();
        QVERIFY(mDir.isValid());
        mPack = pack::load(kSamplePack);
    }

    void countsPerLevel() {
        const pack::Level &easy = levelOf(mPack, "linjat-easy-16");
        const pack::Level &flow = levelOf(mPack, "flow-1");
        const std::size_t moves = solutionOf(easy).size();
        const QString file = mDir.filePath("counts.jsonl");
        writeText(file, line(solvedTrace(easy, "ann", 1000)) + "\n" +
                            line(solvedTrace(easy, "bob", 2000, 1, 2)) + "\n\n" +
                            line(givenUpTrace(easy, "", 9000)) + "\r\n" +
                            line(solvedTrace(flow, "ann", 500)) + "\n");
        const pack::TraceImport result =
            pack::importTraces(mPack, {}, {pack::readTraceFile(file.toStdString())});
        const pack::TraceReport &r = result.report;
        QVERIFY2(r.issues.empty(), r.issues.empty() ? "" : r.issues.front().text().c_str());
        QCOMPARE(r.counts.read, std::size_t(4));
        QCOMPARE(r.counts.counted, std::size_t(4));
        QCOMPARE(r.counts.refused, std::size_t(0));
        QCOMPARE(result.accepted.size(), std::size_t(4));
        QCOMPARE(result.accepted[2].line, std::size_t(4)); // the blank line counts as a line
        QCOMPARE(r.levels.size(), mPack.levels.size());

        const pack::LevelFigures *f = r.find("linjat-easy-16");
        QVERIFY(f);
        QCOMPARE(f->players, 3); // ann, bob and one anonymous player
        QCOMPARE(f->attempts, 3);
        QCOMPARE(f->completed, 2);
        QCOMPARE(f->restarts, 1);
        QCOMPARE(f->hints, 2);
        QCOMPARE(f->giveUps, 1);
        // ann: one move a second; bob: a false start (2 steps), 2 hints, then the moves, 2 s a step.
        const double ann = double(moves) * 1000, bob = double(2 + 2 + moves) * 2000;
        QCOMPARE(*f->medianSolveMs, (ann + bob) / 2);
        QVERIFY(std::abs(*f->medianLogSeconds - (std::log(ann / 1000) + std::log(bob / 1000)) / 2) < 1e-12);
        QVERIFY(std::abs(f->completionRate() - 2.0 / 3.0) < 1e-12);

        const pack::LevelFigures *g = r.find("flow-1");
        QCOMPARE(g->players, 1);
        QCOMPARE(g->completed, 1);
        QCOMPARE(*g->medianSolveMs, double(solutionOf(flow).size()) * 500);
        const pack::LevelFigures *none = r.find("linjat-expert-11");
        QCOMPARE(none->attempts, 0);
        QVERIFY(!none->medianSolveMs && !none->humanDifficulty());
        // Two played levels: too few for a correlation.
        QCOMPARE(r.pack.n, std::size_t(2));
        QVERIFY(!r.pack.rho);
    }

    void badTracesAreIssuesWithFileAndLine() {
        const pack::Level &easy = levelOf(mPack, "linjat-easy-16");
        const OrderedJson good = play::traceToJson(solvedTrace(easy, "cy", 700));
        OrderedJson badMove = good;
        badMove["events"][3]["move"] = "zz9";
        OrderedJson badHash = good;
        badHash["events"][2]["hash"] = "0000000000000000";
        OrderedJson unknown = good;
        unknown["level"] = "no-such-level";
        OrderedJson otherModule = good;
        otherModule["module"] = "flow";
        OrderedJson claimsWon = good;
        claimsWon["events"][1]["event"] = "won"; // after one move: not won, whatever the hash says
        claimsWon["events"][1].erase("move");
        const QString file = mDir.filePath("bad.jsonl");
        writeText(file, line(good) + "\n" + line(badMove) + "\n" + line(badHash) + "\n{\"format\": \n" +
                            line(unknown) + "\n" + line(otherModule) + "\n" + line(claimsWon) + "\n");
        const pack::TraceReport r =
            pack::importTraces(mPack, {}, {pack::readTraceFile(file.toStdString())}).report;
        QCOMPARE(r.counts.counted, std::size_t(1));
        QCOMPARE(r.counts.refused, std::size_t(6));
        QCOMPARE(r.errors(), std::size_t(6));
        QCOMPARE(r.find("linjat-easy-16")->attempts, 1); // the refused ones are not counted
        const std::string where = file.toStdString();

        const pack::TraceIssue *move = issueAt(r, 2);
        QVERIFY(move);
        QCOMPARE(move->event, 3);
        QCOMPARE(move->level, std::string("linjat-easy-16"));
        QVERIFY2(move->message.find("\"zz9\" is refused") != std::string::npos, move->message.c_str());
        QCOMPARE(move->text().rfind(where + ":2: events[3]: ", 0), std::size_t(0));

        const pack::TraceIssue *hash = issueAt(r, 3);
        QVERIFY(hash);
        QCOMPARE(hash->event, 2);
        QVERIFY2(hash->message.find("hash") != std::string::npos, hash->message.c_str());

        const pack::TraceIssue *json = issueAt(r, 4);
        QVERIFY(json);
        QCOMPARE(json->event, -1);
        QVERIFY2(json->text().find(":4: column") != std::string::npos, json->text().c_str());

        QVERIFY(issueAt(r, 5)->message.find("no level \"no-such-level\"") != std::string::npos);
        QVERIFY(issueAt(r, 6)->message.find("\"flow\" trace") != std::string::npos);
        QCOMPARE(issueAt(r, 7)->event, 1);
        QVERIFY(issueAt(r, 7)->message.find("says won") != std::string::npos);
        // In file order.
        for (std::size_t i = 1; i < r.issues.size(); ++i) QVERIFY(r.issues[i - 1].line < r.issues[i].line);
    }

    void anotherPackIsAWarning() {
        const pack::Level &flow = levelOf(mPack, "flow-2");
        play::Trace other = solvedTrace(flow, "dee", 400);
        other.pack = "0123456789abcdef";
        play::Trace same = solvedTrace(flow, "eve", 400);
        same.pack = pack::packHash(mPack);
        const pack::TraceReport r =
            pack::importTraces(mPack, {}, {pack::parseTraceLines(line(other) + "\n" + line(same), "w.jsonl")})
                .report;
        QCOMPARE(r.counts.counted, std::size_t(2));
        QCOMPARE(r.issues.size(), std::size_t(1));
        QCOMPARE(r.issues[0].kind, pack::TraceIssue::Kind::Warning);
        QCOMPARE(r.issues[0].line, std::size_t(1));
        QCOMPARE(r.errors(), std::size_t(0));
        QCOMPARE(r.packHash, pack::packHash(mPack));
    }

    void sidecarKeepsEachLineOnce() {
        QCOMPARE(pack::traceSidecarPath("dir/foo.json"), std::string("dir/foo.traces.jsonl"));
        QCOMPARE(pack::traceSidecarPath("foo.pack"), std::string("foo.pack.traces.jsonl"));
        const std::string sidecar = mDir.filePath("side.traces.jsonl").toStdString();
        QVERIFY(pack::readTraceSidecar(sidecar).records.empty()); // none yet: no issue either
        const pack::Level &flow = levelOf(mPack, "flow-3");
        const std::string a = line(solvedTrace(flow, "a", 100)), b = line(solvedTrace(flow, "b", 100)),
                          c = line(solvedTrace(flow, "c", 100));
        const pack::TraceFile first = pack::parseTraceLines(a + "\n" + b + "\n", "first.jsonl");
        QCOMPARE(pack::appendToTraceSidecar(sidecar, first.records), std::size_t(2));
        QCOMPARE(pack::appendToTraceSidecar(sidecar, first.records), std::size_t(0));
        const pack::TraceFile second = pack::parseTraceLines(b + "\n" + c + "\n" + c + "\n", "second.jsonl");
        QCOMPARE(pack::appendToTraceSidecar(sidecar, second.records), std::size_t(1));
        std::ifstream in(sidecar, std::ios::binary);
        const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        QCOMPARE(text, a + "\n" + b + "\n" + c + "\n"); // exactly as imported, in order
        QCOMPARE(pack::readTraceSidecar(sidecar).records.size(), std::size_t(3));

        // Reported together: the stored lines once, a new line already stored is a duplicate.
        const pack::TraceImport again = pack::importTraces(mPack, pack::readTraceSidecar(sidecar), {second});
        QCOMPARE(again.report.counts.read, std::size_t(3));
        QCOMPARE(again.report.counts.duplicates, std::size_t(3));
        QVERIFY(again.accepted.empty());
        QCOMPARE(again.report.find("flow-3")->players, 3);
    }

    void hugeInputIsRefusedGracefully() {
        std::string text = std::string(pack::kMaxTraceLineBytes + 10, ' ');
        text[5] = '{';
        text += "\n";
        // A trace of more events than a trace may hold.
        std::string events = R"({"t":0,"event":"start","hash":"0"})";
        for (std::size_t i = 0; i < play::kMaxTraceEvents; ++i)
            events += R"(,{"t":1,"event":"hint","move":"a","hash":"0"})";
        text += R"({"format":"tessera-play-trace","version":1,"module":"linjat","level":"x","events":[)" +
                events + "]}\n";
        for (int i = 0; i < 1500; ++i) text += "[]\n";
        const pack::TraceFile f = pack::parseTraceLines(text, "huge.jsonl");
        QVERIFY(f.records.empty());
        QCOMPARE(f.refused, std::size_t(1502));
        QCOMPARE(f.issues.size(), pack::kMaxTraceIssuesPerFile + 1);
        QVERIFY(f.issues[0].message.find("longer than a trace may be") != std::string::npos);
        QCOMPARE(f.issues[1].line, std::size_t(2));
        QVERIFY2(f.issues[1].message.find("more than") != std::string::npos, f.issues[1].message.c_str());
        QVERIFY(f.issues.back().message.find("502 more lines refused") != std::string::npos);
    }

    void correlationOnKnownData() {
        pack::LevelPack p;
        p.name = "known";
        for (int i = 0; i < 5; ++i)
            p.levels.push_back(synthetic("l" + std::to_string(i), "linjat", 1.0 + 2 * i));
        for (int i = 0; i < 3; ++i) p.levels.push_back(synthetic("f" + std::to_string(i), "flow", 1.0 + i));
        p.levels.push_back(synthetic("none", "flow", std::nullopt)); // no prediction: left out
        std::vector<pack::TracedAttempt> attempts;
        // Linjat in the predicted order, the hardest never solved; Flow reversed.
        for (int i = 0; i < 4; ++i) attempts.push_back(won("l" + std::to_string(i), 10000LL * (i + 1)));
        attempts.push_back(failed("l4"));
        for (int i = 0; i < 3; ++i) attempts.push_back(won("f" + std::to_string(i), 60000LL - 10000LL * i));
        attempts.push_back(won("none", 1000));
        const pack::TraceReport r = pack::makeTraceReport(p, attempts);
        QCOMPARE(r.modules.size(), std::size_t(2));
        QCOMPARE(r.modules[0].module, std::string("linjat"));
        QCOMPARE(r.modules[0].correlation.n, std::size_t(5));
        QCOMPARE(*r.modules[0].correlation.rho, 1.0);
        QCOMPARE(*r.modules[0].correlation.low, 1.0); // every draw with an order is in order
        QCOMPARE(*r.modules[1].correlation.rho, -1.0);
        QCOMPARE(r.pack.n, std::size_t(8));
        QVERIFY(r.pack.rho && *r.pack.low <= *r.pack.rho && *r.pack.rho <= *r.pack.high);
        QVERIFY(r.find("l4")->unsolved());
        QVERIFY(std::isinf(*r.find("l4")->humanDifficulty()));
        // The most misranked: f0 is predicted easiest of all but took players 60 s (rank 7).
        QVERIFY(!r.disagreements.empty() && r.disagreements.size() <= 5);
        QCOMPARE(r.disagreements[0].id, std::string("f0"));
        QCOMPARE(r.disagreements[0].predictedRank, 1.5); // tied with l0 at 1.0
        QCOMPARE(r.disagreements[0].humanRank, 7.0);
        for (std::size_t i = 1; i < r.disagreements.size(); ++i)
            QVERIFY(std::abs(r.disagreements[i - 1].shift()) >= std::abs(r.disagreements[i].shift()));

        const OrderedJson j = pack::traceReportToJson(r);
        QCOMPARE(j["correlation"]["modules"]["linjat"]["rho"].get<double>(), 1.0);
        QCOMPARE(j["correlation"]["modules"]["flow"]["n"].get<int>(), 3);
        QVERIFY(j["levels"][4]["medianLogSeconds"].is_null());
        QCOMPARE(j["levels"][4]["unsolved"].get<bool>(), true);
        QCOMPARE(j["disagreements"][0]["id"].get<std::string>(), std::string("f0"));
        QCOMPARE(j["bootstrap"]["resamples"].get<int>(), stats::kDefaultResamples);
        QCOMPARE(pack::traceReportToJson(pack::makeTraceReport(p, attempts)).dump(),
                 j.dump()); // deterministic
    }

    void humanOrders() {
        pack::LevelPack p;
        p.name = "order";
        p.levels = {synthetic("a", "linjat", 1), synthetic("b", "linjat", 2), synthetic("c", "linjat", 2.2),
                    synthetic("d", "linjat", 6), synthetic("e", "linjat", 8)};
        // Players: c quick, a slow, e never solved; b and d not played.
        const pack::TraceReport r =
            pack::makeTraceReport(p, {won("c", 5000), won("a", 50000), failed("e"), failed("e")});
        const std::vector<std::size_t> order = pack::humanDifficultyOrder(p, r);
        QCOMPARE(order, (std::vector<std::size_t>{2, 0, 4, 1, 3}));
        // Ramp: easy (a, b, c: by players c, a, then the unplayed b), then hard (d), then expert (e).
        QCOMPARE(pack::humanRampOrder(p, r, {}), (std::vector<std::size_t>{2, 0, 1, 3, 4}));
        QCOMPARE(pack::humanRampOrder(p, r, {"expert"}), (std::vector<std::size_t>{4, 2, 0, 1, 3}));
    }

    void cancelledImportAcceptsNothing() {
        const pack::Level &flow = levelOf(mPack, "flow-1");
        const pack::TraceFile f = pack::parseTraceLines(line(solvedTrace(flow, "x", 10)), "c.jsonl");
        CancelToken cancel;
        cancel.cancel();
        const pack::TraceImport result = pack::importTraces(mPack, {}, {f}, nullptr, &cancel);
        QVERIFY(result.report.cancelled);
        QVERIFY(result.accepted.empty());
        QCOMPARE(result.report.counts.counted, std::size_t(0));
    }

private:
    QTemporaryDir mDir;
    pack::LevelPack mPack;
};

QTEST_APPLESS_MAIN(TestPackTraces)
#include "tst_pack_traces.moc"
