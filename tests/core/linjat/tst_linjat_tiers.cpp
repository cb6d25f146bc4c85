// The original's tiers: the collection filter, the tier a level qualifies for, the collection score and
// order, the published sample against all of them, the calibration of the difficulty scale, and the
// solver's refusal to count a layer that decides nothing new.
#include "common/rng.h"
#include "linjat/difficulty.h"
#include "linjat/generator.h"
#include "linjat/layeredsolver.h"
#include "linjat/levelio.h"
#include "linjat/packlevel.h"
#include "linjat/presets.h"
#include "linjat/tiers.h"

#include <QtTest>

#include <algorithm>
#include <set>

using namespace tessera;
using namespace tessera::linjat;

namespace {

const char *kSample = TESSERA_SHARED_DATA "/linjat/published-sample.json";

Classification withDepths(int cover, int cantFit, int square, int dependency, int oneOf, int width = 1) {
    Classification c;
    c.status = SolveStatus::Solved;
    c.rules[std::size_t(Rule::Cover)].depth = cover;
    c.rules[std::size_t(Rule::CantFit)].depth = cantFit;
    c.rules[std::size_t(Rule::Square)].depth = square;
    c.rules[std::size_t(Rule::Dependency)].depth = dependency;
    c.rules[std::size_t(Rule::OneOf)].depth = oneOf;
    c.maxWidth = width;
    return c;
}

// The sample lists 10 levels per tier, easy to expert.
Tier sampleTier(std::size_t index) {
    return kTiers[index / 10];
}

} // namespace

class TestLinjatTiers : public QObject {
    Q_OBJECT

private slots:
    void filterIsTheOriginals() {
        // easy: more than one cover layer, no square, dependency or one-of.
        QVERIFY(passesTier(Tier::Easy, withDepths(2, 9, 0, 0, 0)));
        QVERIFY(!passesTier(Tier::Easy, withDepths(1, 9, 0, 0, 0)));
        QVERIFY(!passesTier(Tier::Easy, withDepths(4, 9, 1, 0, 0)));
        QVERIFY(!passesTier(Tier::Easy, withDepths(4, 9, 0, 1, 0)));
        QVERIFY(!passesTier(Tier::Easy, withDepths(4, 9, 0, 0, 1)));
        // medium: more than five cover layers, none of the three.
        QVERIFY(passesTier(Tier::Medium, withDepths(6, 9, 0, 0, 0)));
        QVERIFY(!passesTier(Tier::Medium, withDepths(5, 9, 0, 0, 0)));
        QVERIFY(!passesTier(Tier::Medium, withDepths(8, 9, 1, 0, 0)));
        // hard: a square layer, no dependency or one-of (cover does not matter).
        QVERIFY(passesTier(Tier::Hard, withDepths(0, 9, 1, 0, 0)));
        QVERIFY(!passesTier(Tier::Hard, withDepths(8, 9, 0, 0, 0)));
        QVERIFY(!passesTier(Tier::Hard, withDepths(8, 9, 2, 1, 0)));
        QVERIFY(!passesTier(Tier::Hard, withDepths(8, 9, 2, 0, 1)));
        // expert: everything.
        QVERIFY(passesTier(Tier::Expert, withDepths(0, 0, 0, 0, 0)));
        QVERIFY(passesTier(Tier::Expert, withDepths(3, 9, 2, 3, 1)));
        for (Tier t : kTiers) QCOMPARE(*tierFromName(tierName(t)), t);
        QVERIFY(!tierFromName("hardest"));
    }

    void qualifyingTierStartsAtTheBoard() {
        const Classification basic = withDepths(7, 9, 0, 0, 0);
        QCOMPARE(qualifyingTier(basic, 9, 6), Tier::Easy);
        QCOMPARE(qualifyingTier(basic, 10, 7), Tier::Medium);
        // A 10x7 level with too few cover layers for medium and no square layer: only expert takes it.
        QCOMPARE(qualifyingTier(withDepths(3, 9, 0, 0, 0), 10, 7), Tier::Expert);
        QCOMPARE(qualifyingTier(withDepths(3, 9, 1, 0, 0), 9, 6), Tier::Hard);
        QCOMPARE(qualifyingTier(withDepths(3, 9, 1, 1, 0), 9, 6), Tier::Expert);
        QCOMPARE(qualifyingTier(basic, 13, 9), Tier::Expert);
    }

    void collectionScoreIsTheOriginals() {
        const Classification c = withDepths(4, 10, 2, 1, 3, 3);
        const double common = 4 + 10 + 2 * 10 + 1 * 50 + 3 * 20 - 3 * 2;
        QCOMPARE(collectionScore(Tier::Easy, c), common + 12.5);
        QCOMPARE(collectionScore(Tier::Medium, c), common + 11.0);
        QCOMPARE(collectionScore(Tier::Hard, c), common);
        QCOMPARE(collectionScore(Tier::Expert, c), common + 1);
    }

    void collectionOrderStartsWithTheEasiest() {
        // 150 levels with the distinct scores 0..149 in a scrambled order.
        std::vector<double> scores;
        for (int i = 0; i < 150; ++i) scores.push_back(double((i * 37) % 150));
        Rng rng(5);
        const std::vector<int> order = collectionOrder(Tier::Easy, scores, rng);
        // The first five: 100%, 90%, ..., 60% of the way down the ranking of all 150.
        for (int i = 0; i < 5; ++i)
            QCOMPARE(scores[std::size_t(order[std::size_t(i)])], 149.0 - int(149 * (1 - i / 10.0)));
        QCOMPARE(scores[std::size_t(order[0])], 0.0);
        for (int i = 1; i < 5; ++i)
            QVERIFY(scores[std::size_t(order[std::size_t(i)])] >
                    scores[std::size_t(order[std::size_t(i - 1)])]);
        // The rest are from the best 99, each once.
        QCOMPARE(std::set<int>(order.begin(), order.end()).size(), order.size());
        for (std::size_t i = 5; i < order.size(); ++i) QVERIFY(scores[std::size_t(order[i])] >= 51);
        // 99 places; the five first overwrite shuffled ones, and a pick that is also among the best 99
        // would be listed twice by the original: the repeat is dropped.
        QVERIFY(order.size() >= 95 && order.size() <= 99);
        // Hard and expert are only the best 99, shuffled; the same seed gives the same order.
        Rng a(9), b(9);
        const std::vector<int> hard = collectionOrder(Tier::Hard, scores, a);
        QCOMPARE(hard, collectionOrder(Tier::Hard, scores, b));
        QCOMPARE(int(hard.size()), 99);
        for (int i : hard) QVERIFY(scores[std::size_t(i)] >= 51);
    }

    void publishedLevelsPassTheirTier() {
        const std::vector<LevelEntry> entries = readLevelEntries(kSample);
        QCOMPARE(int(entries.size()), 40);
        const SolverOptions leakFree = SolverOptions().withoutLeaks();
        std::array<double, 4> lo{1e9, 1e9, 1e9, 1e9}, hi{-1e9, -1e9, -1e9, -1e9};
        for (std::size_t i = 0; i < entries.size(); ++i) {
            const LevelEntry &e = entries[i];
            const Tier tier = sampleTier(i);
            const Classification c = classify(e.puzzle, leakFree);
            QVERIFY2(c.solved(), e.name.c_str());
            QVERIFY2(passesTier(tier, c), (e.name + " fails " + tierName(tier)).c_str());
            QCOMPARE(qualifyingTier(c, e.puzzle.rows(), e.puzzle.cols()), tier);
            const double s = collectionScore(tier, c);
            lo[std::size_t(tier)] = std::min(lo[std::size_t(tier)], s);
            hi[std::size_t(tier)] = std::max(hi[std::size_t(tier)], s);
        }
        // The scale's calibration is this sample's range of collection scores per tier.
        for (const TierCalibration &t : tierCalibration()) {
            qInfo("%s: collection score %.2f to %.2f", tierName(t.tier), lo[std::size_t(t.tier)],
                  hi[std::size_t(t.tier)]);
            QCOMPARE(t.publishedMin, lo[std::size_t(t.tier)]);
            QCOMPARE(t.publishedMax, hi[std::size_t(t.tier)]);
        }
    }

    void scaleKeepsTiersApart() {
        // Every score of a lower tier lands below every score of a higher tier, within 0..10.
        for (std::size_t t = 0; t < kTiers.size(); ++t) {
            for (double s : {-50.0, 0.0, 10.0, 30.0, 45.0, 250.0, 5000.0}) {
                const double d = scaleDifficulty(kTiers[t], s);
                QVERIFY(d >= 2.5 * double(t) && d <= 2.5 * double(t) + 2.4);
            }
        }
        const TierCalibration &easy = tierCalibration()[0];
        QVERIFY(scaleDifficulty(Tier::Easy, easy.publishedMin) <
                scaleDifficulty(Tier::Easy, easy.publishedMax));
    }

    void packLevelCarriesTierAndScale() {
        const std::vector<LevelEntry> entries = readLevelEntries(kSample);
        for (std::size_t i = 0; i < entries.size(); ++i) {
            const pack::Level level = packLevel(entries[i].puzzle, {});
            const Tier tier = sampleTier(i);
            QVERIFY(level.difficulty.has_value());
            QVERIFY(*level.difficulty >= 2.5 * double(tier) && *level.difficulty < 2.5 * double(tier) + 2.5);
            QCOMPARE(level.statistics["tier"].get<std::string>(), std::string(tierName(tier)));
            QCOMPARE(pack::measuredTier(level), std::string(tierName(tier)));
            QCOMPARE(pack::difficultyState(level), pack::DifficultyState::Measured);
            // The raw score stays in statistics.
            QVERIFY(level.statistics.contains("score"));
        }
        // An ambiguous level gets no difficulty.
        const Puzzle twoWays = puzzleFromRows({"    ", " 2  ", "    ", "    "});
        const pack::Level ambiguous = packLevel(twoWays, {});
        QVERIFY(!ambiguous.difficulty);
        QCOMPARE(pack::difficultyState(ambiguous), pack::DifficultyState::Measured);
    }

    // A layer that decides nothing new is not counted. After the third cover layer here every number
    // is down to one line and every dot is covered, also in the original's own count (a number's
    // placements narrowed by its own new cells), so the original stops; this solver used to add a
    // cant-fit layer of width 3 that only drew those lines. The published sample (tst_linjat_published)
    // checks the other side: where the original does count a final cant-fit layer, so do we.
    void noLayerThatDecidesNothingNew() {
        const Puzzle p = puzzleFromRows(
            {". 3.. ", "     .", "32.  .", ".4    ", "  .   ", " .3  5", " 2.   ", ".3.   ", "      "});
        SolveTrace t;
        const Classification c = classify(p, SolverOptions().withoutLeaks(), &t);
        QVERIFY(c.solved());
        QCOMPARE(int(t.layers.size()), 3);
        for (const TraceLayer &layer : t.layers) QCOMPARE(layer.rule, Rule::Cover);
        QCOMPARE(c.stats(Rule::CantFit).depth, 0);
        QCOMPARE(c.maxWidth, 4);
        // Every line is known, though not every cell of it is drawn yet.
        const TraceState &last = t.finalState();
        for (PlacementMask m : last.placements) QVERIFY(m && !(m & (m - 1)));
    }
};

QTEST_GUILESS_MAIN(TestLinjatTiers)
#include "tst_linjat_tiers.moc"
