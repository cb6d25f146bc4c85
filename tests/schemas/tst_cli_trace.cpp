// tessera-cli <module> play --trace: the traces it writes are read back by play::traceFromJson as they
// were written, and replay event by event through play::Session to the hashes they record, for every
// playable module (the schema test validates the same traces against schemas/).
#include "common/module.h"
#include "common/playsession.h"
#include "common/playtrace.h"
#include "pack/levelpack.h"
#include "tests/core/common/clitesting.h"

#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>

using namespace tessera;

namespace {

const QString kSamplePack = QStringLiteral(TESSERA_SOURCE_DIR "/resources/samples/sample-pack.json");

std::vector<std::string> fileLines(const QString &path) {
    std::vector<std::string> out;
    for (const QByteArray &line : clitesting::readAll(path).split('\n'))
        if (!line.isEmpty()) out.push_back(line.toStdString());
    return out;
}

// The trace's attempt played again from its level and seed: the trace the session records.
play::Trace replayed(const play::Trace &t, const pack::Level &level) {
    const ModuleBackend *backend = findModule(t.module);
    if (!backend || !backend->playable()) throw Error("not a playable module: " + t.module);
    const std::unique_ptr<play::Game> start = backend->play.newGame(level.data, t.seed);
    play::Session s(*start, t.module, t.level, t.player, t.seed);
    for (const play::TraceEvent &e : t.events) {
        switch (e.kind) {
        case play::TraceEventKind::Start:
        case play::TraceEventKind::Won: // the session records these itself
        case play::TraceEventKind::Lost:
            break;
        case play::TraceEventKind::Move:
            if (!s.play(e.move, e.ms).accepted) throw Error("refused on replay: " + e.move);
            break;
        case play::TraceEventKind::Undo:
            s.undo(e.ms);
            break;
        case play::TraceEventKind::Restart:
            s.restart(e.ms);
            break;
        case play::TraceEventKind::Hint:
            s.noteHint({e.move, e.why}, e.ms);
            break;
        case play::TraceEventKind::GiveUp:
            s.giveUp(e.ms);
            break;
        }
    }
    play::Trace out = s.trace();
    out.pack = t.pack;
    return out;
}

} // namespace

class TestCliTrace : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { registerModules(); }

    void tracesReadBackAndReplay() {
        const pack::LevelPack sample = pack::load(kSamplePack.toStdString());
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("traces.jsonl"));
        std::size_t expected = 0;
        int modules = 0;
        for (const ModuleBackend &m : moduleBackends()) {
            if (!m.playable()) continue;
            const QString id = QString::fromStdString(m.id);
            const clitesting::Run r =
                clitesting::cli({id, "play", kSamplePack, "--solution", "--trace", file});
            QCOMPARE(r.status, 0);
            const QList<QJsonObject> printed = clitesting::jsonLines(r.out);
            if (printed.isEmpty()) continue;
            ++modules;
            const std::vector<std::string> lines = fileLines(file);
            // Appended: one line per level played, after the lines already there.
            QCOMPARE(lines.size(), expected + std::size_t(printed.size()));
            for (qsizetype i = 0; i < printed.size(); ++i) {
                const std::string &line = lines[expected + std::size_t(i)];
                const play::Trace t = play::traceFromJson(JsonCursor(parseJson(line, "trace")));
                QCOMPARE(play::traceToJson(t).dump(), line);
                QCOMPARE(t.module, m.id);
                QCOMPARE(QString::fromStdString(t.level), printed[i]["level"].toString());
                QCOMPARE(t.pack, pack::packHash(sample));
                QCOMPARE(t.seed, std::uint64_t(1)); // play's default seed
                QVERIFY(t.finished());
                QCOMPARE(QString::fromStdString(t.events.back().hash), printed[i]["hash"].toString());
                for (std::size_t k = 1; k < t.events.size(); ++k)
                    if (t.events[k].kind == play::TraceEventKind::Move)
                        QCOMPARE(t.events[k].ms,
                                 static_cast<long long>(k) * 1000); // the k-th move, no undo in between
                const auto level = std::find_if(sample.levels.begin(), sample.levels.end(),
                                                [&](const pack::Level &l) { return l.id == t.level; });
                QVERIFY(level != sample.levels.end());
                QCOMPARE(play::traceToJson(replayed(t, *level)).dump(), line);
            }
            expected = lines.size();
        }
        QVERIFY(modules >= 2);
    }

    // A refused move ends the attempt and is not traced; a bad file writes nothing.
    void refusedMovesAndBadFiles() {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("traces.jsonl"));
        const clitesting::Run r = clitesting::cli(
            {"balls", "play", kSamplePack, "--level", "balls-1", "--moves", "U Z D", "--trace", file});
        QCOMPARE(r.status, 1);
        const std::vector<std::string> lines = fileLines(file);
        QCOMPARE(lines.size(), std::size_t(1));
        const play::Trace t = play::traceFromJson(JsonCursor(parseJson(lines[0], "trace")));
        QCOMPARE(t.events.size(), std::size_t(2)); // start and U
        QCOMPARE(t.events[1].move, std::string("U"));
        QCOMPARE(t.events[1].ms, 1000LL);
        QVERIFY(!t.finished());

        const QString bad = dir.filePath(QStringLiteral("bad.json"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"format": "tessera-pack", "version": 1, "name": "x", "levels": [{"id": "a"}]})");
        f.close();
        QCOMPARE(clitesting::cli({"balls", "play", bad, "--solution", "--trace", file}).status, 1);
        QCOMPARE(fileLines(file), lines);
        QCOMPARE(clitesting::cli({"balls", "play", kSamplePack, "--solution", "--trace", ""}).status, 1);
    }
};

QTEST_GUILESS_MAIN(TestCliTrace)
#include "tst_cli_trace.moc"
