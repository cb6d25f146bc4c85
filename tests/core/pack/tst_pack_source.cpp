// Where a studio-edited level says it came from: one rule for every module's editor (pack::editedSource).
#include "pack/levelsource.h"

#include <QtTest>

using namespace tessera;
using namespace tessera::pack;

namespace {
Level generated() {
    Level l;
    l.id = "flow-3";
    l.module = "flow";
    l.title = "Flow 7x7, seed 3";
    l.tags = {"deduction", "mine"};
    l.provenance.generator = "flow generate";
    l.provenance.seed = 3;
    l.provenance.version = "0.1.0";
    return l;
}
} // namespace

class TestPackSource : public QObject {
    Q_OBJECT
private slots:
    void unchangedKeepsEverything() {
        const Level from = generated();
        const LevelSource s = editedSource(&from, true, "Editor title");
        QCOMPARE(s.id, from.id);
        QCOMPARE(s.title, from.title);
        QCOMPARE(s.tags, from.tags);
        QCOMPARE(s.provenance.generator, std::string("flow generate"));
    }

    void anEditIsHandMadeUnderTheSameIdAndTitle() {
        const Level from = generated();
        const LevelSource s = editedSource(&from, false, "Editor title");
        QCOMPARE(s.id, from.id);
        QCOMPARE(s.title, from.title);
        QVERIFY(s.provenance.generator.empty());
        QVERIFY(!s.provenance.seed);
        QCOMPARE(s.tags, (std::vector<std::string>{"deduction", "mine", "hand-made"}));
        // Edited twice: still one "hand-made".
        Level again = from;
        again.tags = s.tags;
        QCOMPARE(editedSource(&again, false, "x").tags, s.tags);
    }

    void aNewLevelTakesTheEditorsTitle() {
        const LevelSource s = editedSource(nullptr, false, "My level");
        QVERIFY(s.id.empty());
        QCOMPARE(s.title, std::string("My level"));
        QCOMPARE(s.tags, std::vector<std::string>{"hand-made"});
        QCOMPARE(editedSource(nullptr, true, "My level").title, std::string("My level")); // nothing to keep
    }
};

QTEST_GUILESS_MAIN(TestPackSource)
#include "tst_pack_source.moc"
