// The 40 published levels of the reference sample (10 per tier) against the exact counter, the
// layered solver, and the original solver's statistics.
#include "linjat/layeredsolver.h"
#include "linjat/levelio.h"
#include "linjat/solutioncounter.h"

#include <QtTest>

using namespace tessera::linjat;

namespace {

const char *kSample = TESSERA_SHARED_DATA "/linjat/published-sample.json";

struct Column {
    const char *original; // key in the original's classification
    Rule rule;
};
const Column kColumns[] = {{"cover", Rule::Cover},
                           {"cant_fit", Rule::CantFit},
                           {"square", Rule::Square},
                           {"dep", Rule::Dependency},
                           {"one_of", Rule::OneOf}};

int originalDepth(const LevelEntry &e, const char *key) {
    return e.original->at(key).at("depth").get<int>();
}

QString tier(const LevelEntry &e) {
    // Names are "puzzles[i]"; the sample lists 10 levels per tier in the order easy, medium, hard, expert.
    const int index = QString::fromStdString(e.name).section('[', 1).section(']', 0, 0).toInt();
    static const char *tiers[] = {"easy", "medium", "hard", "expert"};
    return tiers[index / 10];
}

} // namespace

class TestLinjatPublished : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        mEntries = readLevelEntries(kSample);
        QCOMPARE(int(mEntries.size()), 40);
        for (const LevelEntry &e : mEntries) QVERIFY(e.original.has_value());
    }

    void counterFindsExactlyOneSolution() {
        SolutionCounter counter;
        for (const LevelEntry &e : mEntries) {
            std::vector<Line> first;
            QCOMPARE(counter.count(e.puzzle, 2, &first), 1);
            QCOMPARE(checkSolution(e.puzzle, first), std::string());
            // A higher limit must not find more.
            QCOMPARE(counter.count(e.puzzle, 5), 1);
        }
    }

    void layeredSolverSolvesAllWithoutLeaks() {
        SolutionCounter counter;
        LayeredSolver solver(SolverOptions().withoutLeaks());
        for (const LevelEntry &e : mEntries) {
            solver.reset(e.puzzle);
            const Classification c = solver.run();
            QVERIFY2(c.solved(), e.name.c_str());
            QVERIFY(!c.leaked());
            std::vector<Line> truth;
            counter.count(e.puzzle, 2, &truth);
            QCOMPARE(solver.solution(), truth);
        }
    }

    void hardAndExpertLevelsDoNotLeak() {
        // The original classified these tiers with the leak rules on and found none.
        for (const LevelEntry &e : mEntries) {
            if (tier(e) != "hard" && tier(e) != "expert") continue;
            const Classification c = classify(e.puzzle, SolverOptions());
            QVERIFY2(c.solved() && !c.leaked(), e.name.c_str());
        }
    }

    // Prints the comparison table; the easy, medium and hard tiers must match the original exactly (the
    // rules agree there), but for puzzles[3] (below). The expert tier differs; core/linjat/README.md
    // ("Per-rule depths against the original's statistics") traces why: the original forgets dependency
    // narrowing between layers, credits square removals that fix nothing to the next rule that fixes
    // something, and looks for dependency targets only among the first N cell indices.
    void depthsAgainstOriginal() {
        qInfo("%-12s %-8s | %-13s %-13s %-13s %-13s %-13s | %-9s %-9s", "level", "tier", "cover o/t",
              "cant-fit o/t", "square o/t", "dep o/t", "one-of o/t", "all o/t", "width o/t");
        int exact = 0;
        for (const LevelEntry &e : mEntries) {
            const Classification c = classify(e.puzzle, SolverOptions().withoutLeaks());
            QString row = QString("%1 %2 |").arg(QString::fromStdString(e.name), -12).arg(tier(e), -8);
            bool same = true;
            for (const Column &col : kColumns) {
                const int o = originalDepth(e, col.original), t = c.stats(col.rule).depth;
                same = same && o == t;
                row += QString(" %1").arg(QString("%1/%2").arg(o).arg(t), -13);
            }
            const int oAll = originalDepth(e, "all"),
                      oWidth = e.original->at("all").at("max_width").get<int>();
            same = same && oAll == c.depth && oWidth == c.maxWidth;
            row += QString(" | %1 %2")
                       .arg(QString("%1/%2").arg(oAll).arg(c.depth), -9)
                       .arg(QString("%1/%2").arg(oWidth).arg(c.maxWidth), -9);
            qInfo("%s%s", qPrintable(row), same ? "" : "  *");
            exact += same;
            // puzzles[3]: the published figures have one cant-fit layer more than the original's code
            // gives (its transcription agrees with ours there; core/linjat/README.md).
            if (tier(e) != "expert" && e.name != "puzzles[3]") QVERIFY2(same, e.name.c_str());
            if (e.name == "puzzles[3]") {
                QCOMPARE(c.stats(Rule::CantFit).depth, originalDepth(e, "cant_fit") - 1);
                QCOMPARE(c.stats(Rule::Cover).depth, originalDepth(e, "cover"));
            }
        }
        qInfo("%d of 40 levels match the original's statistics exactly", exact);
        QVERIFY(exact >= 29);
    }

private:
    std::vector<LevelEntry> mEntries;
};

QTEST_APPLESS_MAIN(TestLinjatPublished)
#include "tst_linjat_published.moc"
