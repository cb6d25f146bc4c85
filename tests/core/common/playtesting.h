#pragma once

// What every module's play test asks the same way: the sample pack's levels of a module, a move's
// refusal, and the CLI's play verb on the samples (every stored solution wins; a bad second move is
// refused with its index and reason, exit 1).
#include "common/module.h"
#include "common/play.h"
#include "pack/levelpack.h"
#include "tests/core/common/clitesting.h"

#include <QJsonArray>
#include <QtTest>

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
