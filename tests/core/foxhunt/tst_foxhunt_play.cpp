// Fox Hunt played through the play contract: probing the fox cells (the sample levels' solution) wins
// through the module's Play, wrong probes are refused with a reason, the public view holds the probes
// and readings alone, the hint (two-step's probe on the public view) is a legal probe with its odds in
// a sentence and following it wins, and the CLI's play verb reports status and refusals.
#include <QtTest>

#include "common/error.h"
#include "common/module.h"
#include "common/play.h"
#include "common/playsession.h"
#include "foxhunt/foxhunthint.h"
#include "foxhunt/hunt.h"
#include "foxhunt/publichunt.h"
#include "pack/levelpack.h"

#include "tests/core/common/playtesting.h"

#include <algorithm>

using namespace tessera;
using namespace tessera::foxhunt;

namespace {

using playtesting::kSamplePack;

std::vector<pack::Level> sampleLevels() {
    return playtesting::sampleLevels("foxhunt");
}

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

using playtesting::refusal;

} // namespace

class TestFoxhuntPlay : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { registerModules(); }

    void probingTheFoxesWins() {
        playtesting::checkStoredSolutionsWin(
            "foxhunt",
            [](const pack::Level &l, const std::vector<std::string> &moves, const play::Attempt &a) {
                QCOMPARE(moves.size(), l.data["foxes"].size());
                for (const play::MoveResult &r : a.played) QCOMPARE(r.revealed, std::string("fox"));
            });
        if (QTest::currentTestFailed()) return;
        const ModuleBackend *m = findModule("foxhunt");
        // Reading order (row by row from the top), and a fox the openings found is not probed again.
        pack::Level l;
        l.module = "foxhunt";
        l.data = levelToJson(levelOf(4, 4, {"d1", "a3", "b2"}, {"b2"}));
        std::string line;
        for (const std::string &mv : m->play.solution(l, 1)) line += mv + " ";
        QCOMPARE(QString::fromStdString(line), QString("d1 a3 "));
        QCOMPARE(play::attempt(*m->play.newGame(l.data, 1), m->play.solution(l, 1)).final->status().outcome,
                 play::Outcome::Won);
    }

    void wrongProbesAreRefusedWithAReason() {
        const Hunt h(levelOf(4, 4, {"b2"}));
        QVERIFY(refusal(h, "e1").find("outside") != std::string::npos);
        QVERIFY(refusal(h, "hello") != std::string());
        const play::Attempt twice = play::attempt(h, {"a1", "a1"});
        QCOMPARE(twice.refusedIndex, 1);
        QVERIFY(twice.reason.find("already probed") != std::string::npos);
        const play::Attempt after = play::attempt(h, {"b2", "a1"});
        QCOMPARE(after.final->status().outcome, play::Outcome::Won);
        QCOMPARE(after.refusedIndex, 1);
    }

    void thePublicViewHoldsNoFoxes() {
        Hunt h(levelOf(4, 4, {"b2", "d4"}, {"a1"}));
        h.apply("c1");
        const std::unique_ptr<play::View> v = h.publicView();
        const auto *pub = dynamic_cast<const PublicHunt *>(v.get());
        QVERIFY(pub);
        QVERIFY(!dynamic_cast<const Hunt *>(v.get()));
        QVERIFY(pub->view() == h.view());
        QCOMPARE(v->legalMoves(), h.legalMoves());
        QCOMPARE(v->position(), h.position());
        QCOMPARE(v->playerCount(), 1);
        QCOMPARE(v->toMove(), 0);
        // The same probes on a field whose foxes lie elsewhere but read the same give the same view.
        Hunt other(levelOf(4, 4, {"b2", "a4"}, {"a1"}));
        other.apply("c1");
        QCOMPARE(other.publicView()->position(), v->position());
    }

    void hintIsALegalProbeWithWhy() {
        // One fox, b1 and c1 probed empty: it can only be on a1.
        const Hunt certain(levelOf(1, 3, {"a1"}, {"b1", "c1"}));
        std::optional<play::Hint> h = probeHint(*certain.publicView());
        QVERIFY(h);
        QCOMPARE(h->move, std::string("a1"));
        QCOMPARE(h->why, std::string("a1: certainly a fox"));
        const Hunt open(levelOf(5, 5, {"b2", "d4"}));
        h = probeHint(*open.publicView());
        QVERIFY(h);
        const auto legal = open.legalMoves();
        QVERIFY(std::find(legal.begin(), legal.end(), h->move) != legal.end());
        QVERIFY2(h->why.find("chance of a fox") != std::string::npos, h->why.c_str());
        QCOMPARE(probeHint(*open.publicView())->move, h->move); // the same view, the same hint
        // The referee's game is no public view.
        QVERIFY_THROWS_EXCEPTION(Error, probeHint(open));
        CancelToken cancel;
        cancel.cancel();
        QVERIFY(!probeHint(*open.publicView(), &cancel));
    }

    void followingTheHintsWins() {
        const ModuleBackend *m = findModule("foxhunt");
        for (const pack::Level &l : sampleLevels()) {
            play::Session s(*m->play.newGame(l.data, 1), "foxhunt", l.id);
            for (int step = 0; step < 36 && !s.over(); ++step) {
                const std::optional<play::Hint> h = m->play.hint(*s.game().publicView(), nullptr);
                QVERIFY2(h, (l.id + ": no hint at step " + std::to_string(step)).c_str());
                QVERIFY(!h->why.empty());
                const auto legal = s.game().legalMoves();
                QVERIFY2(std::find(legal.begin(), legal.end(), h->move) != legal.end(), h->move.c_str());
                QVERIFY(s.play(h->move, step).accepted);
            }
            QVERIFY2(s.game().status().outcome == play::Outcome::Won, l.id.c_str());
            QVERIFY(!m->play.hint(*s.game().publicView(), nullptr));
        }
    }

    void cliPlaysAndRefuses() {
        // Probing the first fox twice: already probed.
        const std::string first = findModule("foxhunt")->play.solution(sampleLevels().front(), 1).front();
        playtesting::checkCliPlay("foxhunt", QString::fromStdString(first), "already probed");
    }
};

QTEST_GUILESS_MAIN(TestFoxhuntPlay)
#include "tst_foxhunt_play.moc"
