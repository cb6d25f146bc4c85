#pragma once

// What every module's play test asks the same way: the sample pack's levels of a module, a move's
// refusal, and the CLI's play verb on the samples (every stored solution wins; a bad second move is
// refused with its index and reason, exit 1).
#include "common/module.h"
#include "common/play.h"
#include "common/playsession.h"
#include "pack/levelpack.h"
#include "tests/core/common/clitesting.h"

#include <QJsonArray>
#include <QtTest>

#include <algorithm>
#include <functional>

namespace playtesting {

inline const char *kSamplePack = TESSERA_TEST_DATA "/../../resources/samples/sample-pack.json";

inline std::vector<tessera::pack::Level> sampleLevels(const std::string &module) {
    std::vector<tessera::pack::Level> out;
    for (const tessera::pack::Level &l : tessera::pack::load(kSamplePack).levels)
        if (l.module == module) out.push_back(l);
    return out;
}

// Why the game refuses the move from where it stands (empty when it takes it); the game is not changed.
inline std::string refusal(const tessera::play::Game &game, const std::string &move) {
    const tessera::play::Attempt a = tessera::play::attempt(game, {move});
    return a.refusedIndex == 0 ? a.reason : std::string();
}

// Every sample level of the module, played from newGame(data, 1): its stored solution (solution(level, 1))
// is taken move by move and wins, after which no move is legal. check adds the module's own assertions
// on each level's line. Call, then `if (QTest::currentTestFailed()) return;`.
using LineCheck = std::function<void(const tessera::pack::Level &, const std::vector<std::string> &moves,
                                     const tessera::play::Attempt &)>;
inline void checkStoredSolutionsWin(const std::string &module, const LineCheck &check = {}) {
    const tessera::ModuleBackend *m = tessera::findModule(module);
    QVERIFY(m && m->playable());
    QVERIFY(!m->play.notation.empty());
    const std::vector<tessera::pack::Level> levels = sampleLevels(module);
    QVERIFY(!levels.empty());
    for (const tessera::pack::Level &l : levels) {
        const std::unique_ptr<tessera::play::Game> game = m->play.newGame(l.data, 1);
        QVERIFY(!game->status().over());
        const std::vector<std::string> moves = m->play.solution(l, 1);
        QVERIFY2(!moves.empty(), l.id.c_str());
        const tessera::play::Attempt a = tessera::play::attempt(*game, moves);
        QVERIFY2(a.refusedIndex < 0, (l.id + ": " + a.reason).c_str());
        QVERIFY2(a.final->status().outcome == tessera::play::Outcome::Won, l.id.c_str());
        QVERIFY(a.final->legalMoves().empty());
        if (check) check(l, moves, a);
        if (QTest::currentTestFailed()) return;
    }
}

// Every sample level of the module, played from newGame(data, 1) by following the module's hints (from
// the public view only) for at most maxSteps: each hint is a legal move with a reason, and the level is
// won. check adds the module's own assertions on each hint.
using HintCheck = std::function<void(const tessera::pack::Level &, const tessera::play::Hint &)>;
inline void checkHintsWin(const std::string &module, int maxSteps, const HintCheck &check = {}) {
    const tessera::ModuleBackend *m = tessera::findModule(module);
    QVERIFY(m && m->play.hint);
    for (const tessera::pack::Level &l : sampleLevels(module)) {
        tessera::play::Session s(*m->play.newGame(l.data, 1), module, l.id);
        for (int step = 0; step < maxSteps && !s.over(); ++step) {
            const std::optional<tessera::play::Hint> h = m->play.hint(*s.game().publicView(), nullptr);
            QVERIFY2(h, (l.id + ": no hint at step " + std::to_string(step)).c_str());
            QVERIFY(!h->why.empty());
            const std::vector<std::string> legal = s.game().legalMoves();
            QVERIFY2(std::find(legal.begin(), legal.end(), h->move) != legal.end(),
                     (l.id + ": " + h->move).c_str());
            if (check) check(l, *h);
            if (QTest::currentTestFailed()) return;
            s.noteHint(*h, step);
            QVERIFY2(s.play(h->move, step).accepted, h->move.c_str());
        }
        QVERIFY2(s.game().status().outcome == tessera::play::Outcome::Won, l.id.c_str());
        QVERIFY(!m->play.hint(*s.game().publicView(), nullptr)); // over: no hint
    }
}

// `<module> play` on the sample pack: --solution wins every level; the first level's stored first move
// then badMove is refused at index 1 (reason containing reasonPart) with the first move played.
// Returns the refusal's JSON object. Call, then `if (QTest::currentTestFailed()) return;`.
inline QJsonObject checkCliPlay(const std::string &module, const QString &badMove,
                                const QString &reasonPart = {}) {
    using clitesting::cli;
    using clitesting::jsonLines;
    const QString m = QString::fromStdString(module);
    const std::vector<tessera::pack::Level> levels = sampleLevels(module);
    clitesting::Run r = cli({m, "play", kSamplePack, "--solution"});
    [&] {
        QVERIFY2(r.status == 0, r.err.constData());
        const auto lines = jsonLines(r.out);
        QCOMPARE(lines.size(), qsizetype(levels.size()));
        for (const QJsonObject &o : lines) QCOMPARE(o["status"].toString(), QString("won"));
    }();
    if (QTest::currentTestFailed()) return {};
    const QString id = QString::fromStdString(levels.front().id);
    const QString first =
        QString::fromStdString(tessera::findModule(module)->play.solution(levels.front(), 1).front());
    r = cli({m, "play", kSamplePack, "--level", id, "--moves", first + " " + badMove});
    const QJsonObject o = r.out.isEmpty() ? QJsonObject() : jsonLines(r.out).front();
    [&] {
        QCOMPARE(r.status, 1);
        QCOMPARE(o["status"].toString(), QString("ongoing"));
        QCOMPARE(o["moves"].toArray().size(), 1);
        QCOMPARE(o["refused"].toObject()["index"].toInt(), 1);
        const QString reason = o["refused"].toObject()["reason"].toString();
        QVERIFY(!reason.isEmpty());
        QVERIFY2(reasonPart.isEmpty() || reason.contains(reasonPart), qPrintable(reason));
    }();
    return o;
}

} // namespace playtesting
