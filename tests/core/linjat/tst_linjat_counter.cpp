// The exact solution counter on hand-made levels with known counts, and against brute force.
#include "common/rng.h"
#include "linjat/levelio.h"
#include "linjat/solutioncounter.h"

#include <QtTest>

using namespace tessera::linjat;

namespace {

// Every combination of lines, checked by checkSolution: slow, obviously right.
int bruteForce(const Puzzle &p) {
    std::vector<std::vector<Line>> options(std::size_t(p.numberCount()));
    for (int i = 0; i < p.numberCount(); ++i) {
        const Number &n = p.number(i);
        for (int s = n.col - n.value + 1; s <= n.col; ++s)
            if (s >= 0 && s + n.value - 1 < p.cols())
                options[std::size_t(i)].push_back({true, s, s + n.value - 1});
        if (n.value > 1)
            for (int s = n.row - n.value + 1; s <= n.row; ++s)
                if (s >= 0 && s + n.value - 1 < p.rows())
                    options[std::size_t(i)].push_back({false, s, s + n.value - 1});
    }
    int count = 0;
    std::vector<Line> pick(std::size_t(p.numberCount()));
    std::function<void(int)> rec = [&](int i) {
        if (i == p.numberCount()) {
            count += checkSolution(p, pick).empty();
            return;
        }
        for (const Line &l : options[std::size_t(i)]) {
            pick[std::size_t(i)] = l;
            rec(i + 1);
        }
    };
    rec(0);
    return count;
}

} // namespace

class TestLinjatCounter : public QObject {
    Q_OBJECT

private slots:
    void knownCounts_data() {
        QTest::addColumn<QStringList>("rows");
        QTest::addColumn<int>("expected");
        // No number reaches the dot.
        QTest::newRow("unreachable dot") << QStringList{"2   ", "    ", "   .", "    "} << 0;
        // Both dots need the 2, which covers only one of them.
        QTest::newRow("two dots, one line") << QStringList{".   ", "2.  ", "    ", "    "} << 0;
        // The 1 blocks the 3's vertical lines; the 3 fits one way only.
        QTest::newRow("forced") << QStringList{"3   ", "1   ", "    ", "    "} << 1;
        QTest::newRow("a lone 1") << QStringList{"    ", " 1  ", "    ", "    "} << 1;
        QTest::newRow("dot picks the line") << QStringList{"2.  ", "    ", "    ", "    "} << 1;
        // A 2 in a corner: right or down.
        QTest::newRow("corner 2") << QStringList{"2   ", "    ", "    ", "    "} << 2;
        // A 3 at (1,1): two horizontal and two vertical lines.
        QTest::newRow("free 3") << QStringList{"    ", " 3  ", "    ", "    "} << 4;
        // Two 2s side by side: the left one can only go down, the right one right or down.
        QTest::newRow("pair") << QStringList{"22  ", "    ", "    ", "    "} << 2;
    }
    void knownCounts() {
        QFETCH(QStringList, rows);
        QFETCH(int, expected);
        std::vector<std::string> r;
        for (const QString &s : rows) r.push_back(s.toStdString());
        const Puzzle p = puzzleFromRows(r);
        SolutionCounter counter;
        QCOMPARE(counter.count(p, 100), expected);
        QCOMPARE(bruteForce(p), expected);
        // The limit stops the count.
        QCOMPARE(counter.count(p, 2), std::min(expected, 2));
        std::vector<Line> first;
        QCOMPARE(counter.count(p, 1, &first), std::min(expected, 1));
        if (expected > 0) QCOMPARE(checkSolution(p, first), std::string());
    }

    void agreesWithBruteForce() {
        tessera::Rng rng(2024);
        SolutionCounter counter;
        int checked = 0, unique = 0, none = 0;
        for (int t = 0; t < 400; ++t) {
            const int rows = rng.range(4, 5), cols = rng.range(4, 5);
            Puzzle p(rows, cols);
            const int k = rng.range(1, 4);
            while (p.numberCount() < k) {
                const int r = rng.range(0, rows - 1), c = rng.range(0, cols - 1);
                if (p.numberAt(r, c) < 0) p.addNumber(r, c, rng.range(1, 4));
            }
            const int dots = rng.range(0, 4);
            for (int i = 0; i < dots; ++i) {
                const int r = rng.range(0, rows - 1), c = rng.range(0, cols - 1);
                if (p.numberAt(r, c) < 0) p.setDot(r, c, true);
            }
            const int truth = bruteForce(p);
            QCOMPARE(counter.count(p, 1000000), truth);
            QCOMPARE(counter.count(p, 2), std::min(truth, 2));
            ++checked;
            unique += truth == 1;
            none += truth == 0;
        }
        // The sample covers all three cases.
        QVERIFY(unique > 20 && none > 20 && checked - unique - none > 20);
    }

    void countsNodes() {
        const Puzzle p = puzzleFromRows({"    ", " 3  ", "    ", "    "});
        SolutionCounter counter;
        counter.count(p, 100);
        QVERIFY(counter.nodes() >= 4);
    }

    // A count that runs out of its budget says so instead of a number, keeps the solution it found,
    // and the next count with a larger budget is exact again.
    void budgetGivesUnknown() {
        // Twenty free 2s on an open 10x10: far more than 1000 placements to try for 1000 solutions.
        Puzzle p(10, 10);
        for (int i = 0; i < 20; ++i) p.addNumber((i / 5) * 3 % 10, (i % 5) * 2, 2);
        SolutionCounter counter;
        const int all = counter.count(p, 1000);
        QCOMPARE(all, 1000);
        const long long nodes = counter.nodes();
        QVERIFY(nodes > 100);
        counter.setBudget(nodes / 2);
        std::vector<Line> first;
        QCOMPARE(counter.count(p, 1000, &first), SolutionCounter::kUnknown);
        QVERIFY(counter.nodes() <= nodes / 2 + 1);
        QCOMPARE(checkSolution(p, first), std::string());
        // The limit still wins when it comes first: two solutions are found well within the budget.
        QCOMPARE(counter.count(p, 2), 2);
        tessera::CancelToken cancel;
        cancel.cancel();
        counter.setBudget(0, &cancel);
        QCOMPARE(counter.count(p, 1000), SolutionCounter::kUnknown);
        counter.setBudget(0);
        QCOMPARE(counter.count(p, 1000), all);
    }
};

QTEST_APPLESS_MAIN(TestLinjatCounter)
#include "tst_linjat_counter.moc"
