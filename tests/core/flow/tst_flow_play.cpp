// Flow played through the play contract: the sample's stored solutions win through the module's Play,
// another solution wins too, drags cut paths as the original game's do, wrong moves are refused with a
// reason, the strict rule's self-touching board is not won, hints are legal steps of the solution (and
// following them alone solves every sample level), a wrong path is cut back, and sessions trace games.
#include <QtTest>

#include "common/cellname.h"
#include "common/error.h"
#include "common/module.h"
#include "common/play.h"
#include "common/playsession.h"
#include "flow/fastsolver.h"
#include "flow/flowgame.h"
#include "flow/flowhint.h"
#include "flow/formats.h"
#include "flowtestutil.h"
#include "pack/levelpack.h"
#include "tests/core/common/playtesting.h"

#include <algorithm>

using namespace tessera;
using namespace tessera::flow;
using flowtest::ascii;

namespace {

using playtesting::kSamplePack;

std::vector<pack::Level> sampleLevels() {
    return playtesting::sampleLevels("flow");
}

std::string refusal(FlowGame game, const std::string &move) {
    try {
        game.apply(move);
    } catch (const Error &e) {
        return e.message();
    }
    return {};
}

bool contains(const std::string &text, const std::string &part) {
    return text.find(part) != std::string::npos;
}

// Whether a one-step move "L:x-y" joins two consecutive cells of L's path in the solution.
bool onSolution(const Puzzle &puzzle, const Solution &solution, const std::string &move) {
    const int c = puzzle.colourOfLabel(move[0]);
    const std::size_t dash = move.find('-');
    if (c < 0 || dash == std::string::npos) return false;
    const auto from = parseCellPrefix(move.substr(2, dash - 2)), to = parseCellPrefix(move.substr(dash + 1));
    if (!from || !to) return false;
    const std::vector<Point> &path = solution.paths[std::size_t(c)];
    for (std::size_t i = 1; i < path.size(); ++i)
        if ((path[i - 1] == from->cell && path[i] == to->cell) ||
            (path[i - 1] == to->cell && path[i] == from->cell))
            return true;
    return false;
}

// A small board to drag on:
//   A..B
//   ....
//   .C..
//   A.CB
Puzzle smallBoard() {
    return ascii("A..B\n....\n.C..\nA.CB\n");
}

} // namespace

class TestFlowPlay : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { registerModules(); }

    void storedSolutionsWin() {
        const std::vector<pack::Level> levels = sampleLevels();
        QVERIFY(levels.size() >= 5);
        playtesting::checkStoredSolutionsWin(
            "flow", [](const pack::Level &l, const std::vector<std::string> &moves, const play::Attempt &a) {
                QCOMPARE(moves.size(), std::size_t(levelFromJson(l.data).colourCount()));
                QVERIFY_THROWS_EXCEPTION(Error, a.final->clone()->apply(moves.front()));
                QVERIFY(a.final->position().find('.') == std::string::npos);
            });
        if (QTest::currentTestFailed()) return;
        const ModuleBackend *m = findModule("flow");
        // A level file keeps its solution in the data.
        pack::Level file = levels.front();
        file.data["solution"] = *file.solution;
        file.solution.reset();
        QCOMPARE(m->play.solution(file, 1), m->play.solution(levels.front(), 1));
        file.data.erase("solution");
        QVERIFY(m->play.solution(file, 1).empty());
        QVERIFY_THROWS_EXCEPTION(Error, m->play.newGame(Json::object(), 1));
    }

    void anySolutionWins() {
        // Open boards have many fillings under the any rule; two of them, both won.
        const Puzzle p = ascii("A..\n...\n..A\n", Rule::AnyFilling);
        FastSolveOptions o;
        o.rule = Rule::AnyFilling;
        o.limit = 2;
        o.keep = 2;
        const SolveResult r = solveFast(p, o);
        QCOMPARE(r.solutions.size(), std::size_t(2));
        QVERIFY(r.solutions[0] != r.solutions[1]);
        for (const Solution &s : r.solutions) {
            const play::Attempt a = play::attempt(FlowGame(p), FlowGame::movesFor(p, s));
            QCOMPARE(a.final->status().outcome, play::Outcome::Won);
        }
        // Drawn from the other endpoint, b to a, it wins the same.
        Solution reversed = r.solutions[0];
        std::reverse(reversed.paths[0].begin(), reversed.paths[0].end());
        QCOMPARE(play::attempt(FlowGame(p), FlowGame::movesFor(p, reversed)).final->status().outcome,
                 play::Outcome::Won);
    }

    void wrongMovesAreRefusedWithAReason() {
        FlowGame g(smallBoard());
        QVERIFY(contains(refusal(g, "A:a1-c1"), "A:a1-c1: c1 is not next to a1"));
        QVERIFY(contains(refusal(g, "A:a1-b1-c1-d1"), "d1 is an endpoint of B"));
        QVERIFY(contains(refusal(g, "A:b2-b3"), "b2 is neither an endpoint of A nor on its path"));
        QVERIFY(contains(refusal(g, "Q:a1-a2"), "no colour Q"));
        QVERIFY(contains(refusal(g, "A:a1-a0"), "\"a0\" is not a cell"));
        QVERIFY(contains(refusal(g, "A:a1-A2"), "\"A2\" is not a cell"));
        QVERIFY(contains(refusal(g, "A:a1-"), "\"\" is not a cell"));
        QVERIFY(contains(refusal(g, "A:zz99"), "zz99 is off the board"));
        QVERIFY(contains(refusal(g, "A:a4-a5"), "a5 is off the board"));
        for (const char *bad : {"hello", "A", "A:", "A-a1-a2", "AB:a1"})
            QVERIFY2(contains(refusal(g, bad), "not a move"), bad);
        QVERIFY(contains(refusal(g, "A:a1-a2-a3-a4-b4"), "A is joined at a4; the drag ends there"));
        // A refused move leaves the game as it was.
        g.apply("A:a1-a2");
        const play::Attempt a = play::attempt(g, {"A:a2-a3", "A:a3-c3"});
        QCOMPARE(a.refusedIndex, 1);
        QCOMPARE(a.final->position(), std::string("A..B/A.../AC../A.CB"));
    }

    void dragsCutPaths() {
        FlowGame g(smallBoard());
        QCOMPARE(g.position(), std::string("A..B/..../.C../A.CB"));
        g.apply("B:d1-c1-c2-b2");
        QCOMPARE(g.position(), std::string("A.BB/.BB./.C../A.CB"));
        // A onto B's path at b2: B keeps the part before b2.
        g.apply("A:a1-a2-b2");
        QCOMPARE(g.paths()[1], (std::vector<Point>{{0, 3}, {0, 2}, {1, 2}}));
        QCOMPARE(g.position(), std::string("A.BB/AAB./.C../A.CB"));
        // Stepping back over its own path cuts it back; so does starting a drag on the path.
        g.apply("A:b2-a2-a3");
        QCOMPARE(g.paths()[0], (std::vector<Point>{{0, 0}, {1, 0}, {2, 0}}));
        g.apply("A:a2");
        QCOMPARE(g.paths()[0], (std::vector<Point>{{0, 0}, {1, 0}}));
        // Starting from an endpoint drops the old path, from either end.
        g.apply("A:a4-a3");
        QCOMPARE(g.paths()[0], (std::vector<Point>{{3, 0}, {2, 0}}));
        // Cutting a path right after its endpoint leaves no path.
        g.apply("A:a3-a2-b2-b1-c1");
        QVERIFY(g.paths()[1].empty());
        QCOMPARE(g.position(), std::string("AAAB/AA../AC../A.CB"));
        QVERIFY(!g.apply("A:a3-a2-b2-b1-c1").changed); // the drag it already is
        g.apply("A:x");
        QCOMPARE(g.position(), std::string("A..B/..../.C../A.CB"));
        QVERIFY(!g.apply("A:x").changed);
        QVERIFY(g.paths()[0].empty());
    }

    void strictRuleRefusesATouchingPath() {
        // A full board whose only path runs beside itself: won under the any rule, not the strict one.
        const std::string board = "A..\n..A\n";
        const std::vector<std::string> moves{"A:a1-a2-b2-b1-c1-c2"};
        const play::Attempt strict = play::attempt(FlowGame(ascii(board)), moves);
        QCOMPARE(strict.refusedIndex, -1);
        QCOMPARE(strict.final->position(), std::string("AAA/AAA"));
        QCOMPARE(strict.final->status().outcome, play::Outcome::Ongoing);
        QVERIFY2(contains(strict.final->status().reason, "touches itself"),
                 strict.final->status().reason.c_str());
        QVERIFY(!strict.final->legalMoves().empty());
        const play::Attempt any = play::attempt(FlowGame(ascii(board, Rule::AnyFilling)), moves);
        QCOMPARE(any.final->status().outcome, play::Outcome::Won);
        // Every pair joined but a cell left empty is not won either.
        const play::Attempt gap = play::attempt(FlowGame(ascii(board, Rule::AnyFilling)), {"A:a1-b1-c1-c2"});
        QVERIFY(contains(gap.final->status().reason, "not covered"));
    }

    void legalMovesAreOneStepDrags() {
        FlowGame g(smallBoard());
        const std::vector<std::string> moves = g.legalMoves();
        QVERIFY(std::is_sorted(moves.begin(), moves.end()));
        QVERIFY(std::find(moves.begin(), moves.end(), "A:a1-b1") != moves.end());
        QVERIFY(std::find(moves.begin(), moves.end(), "C:c4-b4") != moves.end());
        QVERIFY(std::find(moves.begin(), moves.end(), "C:c4-d4") == moves.end()); // B's endpoint
        for (const std::string &m : moves) {
            FlowGame copy = g;
            copy.apply(m);
        }
        g.apply("A:a1-a2");
        const std::vector<std::string> after = g.legalMoves();
        QVERIFY(std::find(after.begin(), after.end(), "A:a2-b2") != after.end());
        QVERIFY(std::find(after.begin(), after.end(), "A:a2-a1") == after.end()); // back over its path
    }

    void hintsAreLegalStepsOfTheSolution() {
        const ModuleBackend *m = findModule("flow");
        for (const pack::Level &l : sampleLevels()) {
            const Puzzle p = levelFromJson(l.data);
            const Solution s = solutionFromJson(p, JsonCursor(*l.solution));
            const std::unique_ptr<play::Game> game = m->play.newGame(l.data, 1);
            const std::optional<play::Hint> h = m->play.hint(*game->publicView(), nullptr);
            QVERIFY2(h, l.id.c_str());
            QVERIFY(!h->why.empty());
            const std::vector<std::string> legal = game->legalMoves();
            QVERIFY2(std::find(legal.begin(), legal.end(), h->move) != legal.end(), h->move.c_str());
            QVERIFY2(onSolution(p, s, h->move), (l.id + ": " + h->move).c_str());
        }
    }

    void followingTheHintsSolvesEveryLevel() {
        const ModuleBackend *m = findModule("flow");
        for (const pack::Level &l : sampleLevels()) {
            const Puzzle p = levelFromJson(l.data);
            const Solution solution = solutionFromJson(p, JsonCursor(*l.solution));
            play::Session s(*m->play.newGame(l.data, 1), "flow", l.id);
            for (int step = 0; step < 400 && !s.over(); ++step) {
                const std::optional<play::Hint> h = m->play.hint(*s.game().publicView(), nullptr);
                QVERIFY2(h, (l.id + ": no hint at step " + std::to_string(step)).c_str());
                QVERIFY2(onSolution(p, solution, h->move), (l.id + ": " + h->move + ", " + h->why).c_str());
                s.noteHint(*h, step);
                QVERIFY2(s.play(h->move, step).accepted, h->move.c_str());
            }
            QVERIFY2(s.game().status().outcome == play::Outcome::Won, l.id.c_str());
        }
    }

    void theFirstHintIsTheGradersForcedStep() {
        // A at a1 has one way on (B's endpoint beside it): the grader's forced exit.
        FlowGame g(ascii("AB\n..\nAB\n"));
        const std::optional<play::Hint> h = hint(g);
        QVERIFY(h);
        QCOMPARE(h->move, std::string("A:a1-a2"));
        QVERIFY2(contains(h->why, "forced-exit"), h->why.c_str());
        QVERIFY2(contains(h->why, "A goes from a1 to a2"), h->why.c_str());
    }

    void aWrongPathIsCutBack() {
        const pack::Level l = sampleLevels().front();
        const Puzzle p = levelFromJson(l.data);
        const Solution solution = solutionFromJson(p, JsonCursor(*l.solution));
        // A colour's first step as the solution has it, then a step off the solution from there (the
        // first colour whose path end has one).
        FlowGame g(p);
        std::size_t c = 0;
        std::string wrong;
        for (; c < p.pairs.size() && wrong.empty(); ++c) {
            g = FlowGame(p);
            const std::vector<Point> &right = solution.paths[c];
            g.apply(FlowGame::moveName(p.pairs[c].label, {right[0], right[1]}));
            const std::string from = FlowGame::moveName(p.pairs[c].label, {right[1]}) + "-";
            for (const std::string &m : g.legalMoves())
                if (m.rfind(from, 0) == 0 && !onSolution(p, solution, m)) wrong = m;
        }
        QVERIFY(!wrong.empty());
        const std::vector<Point> &right = solution.paths[--c];
        g.apply(wrong);
        const std::optional<play::Hint> h = hint(g);
        QVERIFY(h);
        QCOMPARE(h->move, FlowGame::moveName(p.pairs[c].label, {right[1]}));
        QVERIFY2(contains(h->why, "no solution"), h->why.c_str());
        g.apply(h->move);
        QCOMPARE(g.paths()[c], (std::vector<Point>{right[0], right[1]}));
        // Once cut back, the hints go on along the solution.
        const std::optional<play::Hint> next = hint(g);
        QVERIFY(next);
        QVERIFY2(onSolution(p, solution, next->move), next->move.c_str());
        // A path that runs beside itself fits no strict solution: flow-1's E (a5 to e5) drawn a5, a4,
        // b4, b5 touches itself at a5 and b5.
        QCOMPARE(l.id, std::string("flow-1"));
        FlowGame touching(p);
        touching.apply("E:a5-a4-b4-b5");
        const std::optional<play::Hint> cut = hint(touching);
        QVERIFY(cut);
        QCOMPARE(cut->move.substr(0, 2), std::string("E:"));
        QVERIFY2(contains(cut->why, "no solution"), cut->why.c_str());
        // An unsolvable board gets no hint at all (nothing to cut back to).
        FlowGame unsolvable(ascii("A..\n..A\n"));
        unsolvable.apply("A:a1-a2");
        QVERIFY(!hint(unsolvable));
    }

    void noHintOnceWonOrWithoutBudget() {
        const pack::Level l = sampleLevels().back();
        const ModuleBackend *m = findModule("flow");
        const play::Attempt a = play::attempt(*m->play.newGame(l.data, 1), m->play.solution(l, 1));
        QVERIFY(!m->play.hint(*a.final->publicView(), nullptr));
        CancelToken cancel;
        cancel.cancel();
        QVERIFY(!hint(FlowGame(levelFromJson(l.data)), &cancel));
        QVERIFY(!hint(FlowGame(levelFromJson(l.data)), nullptr, 0));
    }

    void sessionTracesAFlowGame() {
        const pack::Level l = sampleLevels().front();
        const ModuleBackend *m = findModule("flow");
        const std::unique_ptr<play::Game> start = m->play.newGame(l.data, 1);
        play::Session s(*start, "flow", l.id, "ann");
        const std::vector<std::string> moves = m->play.solution(l, 1);
        QVERIFY(!s.play("A:zz99", 50).accepted); // refused: not traced
        QVERIFY(s.play(moves[0], 100).accepted);
        QVERIFY(s.undo(200));
        for (std::size_t i = 0; i < moves.size(); ++i)
            QVERIFY(s.play(moves[i], 300LL + static_cast<long long>(i)).accepted);
        QVERIFY(s.over());
        QCOMPARE(s.moves(), moves);
        const play::Trace &t = s.trace();
        QVERIFY(t.finished());
        QCOMPARE(std::string(play::traceEventName(t.events.back().kind)), std::string("won"));
        QCOMPARE(t.events.front().hash, play::positionHash(*start));
        QCOMPARE(t.events.back().hash, play::positionHash(s.game()));
        QVERIFY(t.events.front().hash != t.events.back().hash);
    }
};

QTEST_GUILESS_MAIN(TestFlowPlay)
#include "tst_flow_play.moc"
