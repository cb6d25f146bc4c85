// The pack difficulty scale (0..10): levels without a difficulty, the record of what it was measured on,
// sorting and ramps, and the calibrations: Flow's sets land in their thirds, and a mixed pack sorted by
// difficulty keeps every Linjat easy level before every medium one and every Flow regular level before
// every extreme one.
#include "common/module.h"
#include "common/progress.h"
#include "common/rng.h"
#include "flow/formats.h"
#include "flow/grader.h"
#include "flow/packlevel.h"
#include "linjat/optimizer.h"
#include "linjat/packlevel.h"
#include "linjat/presets.h"
#include "pack/difficultyscale.h"
#include "pack/levelpack.h"
#include "pack/levelsource.h"
#include "pack/ramp.h"

#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace tessera;

namespace {

const std::string kFlowData = TESSERA_TEST_DATA "/flow/";

struct FlowSet {
    const char *name;
    std::vector<const char *> files;
};
// The sets the project ships, in the roles of the official packs: regular boards 5x5 to 9x9, jumbo
// 14x14, extreme the long-path 15x15 and 20x20 boards.
const std::vector<FlowSet> kFlowSets{
    {"regular", {"generated-5x5.txt", "generated-7x7.txt", "generated-9x9.txt"}},
    {"jumbo", {"generated-14x14.txt"}},
    {"extreme", {"long-15x15.txt", "long-20x20.txt"}},
};

std::vector<flow::Puzzle> flowSet(const FlowSet &set, std::size_t perFile) {
    std::vector<flow::Puzzle> out;
    for (const char *file : set.files) {
        const auto loaded = flow::loadPuzzles(kFlowData + file);
        for (std::size_t i = 0; i < loaded.size() && i < perFile; ++i) out.push_back(loaded[i].puzzle);
    }
    return out;
}

pack::Level withDifficulty(const std::string &id, std::optional<double> d, const std::string &tier = {}) {
    pack::Level level;
    level.id = id;
    level.module = "linjat";
    level.title = id;
    level.data = {{"rows", {"2   ", "    ", "    ", "    "}}};
    pack::setMeasuredDifficulty(level, d, tier);
    return level;
}

} // namespace

class TestPackDifficulty : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { registerModules(); }

    void scaleIsClampedAndRounded() {
        const std::vector<pack::ScalePoint> points{{0, 0}, {10, 5}, {20, 10}};
        QCOMPARE(pack::onScale(points, -3), 0.0);
        QCOMPARE(pack::onScale(points, 5), 2.5);
        QCOMPARE(pack::onScale(points, 15.555), 7.78);
        QCOMPARE(pack::onScale(points, 99), 10.0);
        QVERIFY(pack::onTheScale(3.0));
        QVERIFY(!pack::onTheScale(27.0));
        QVERIFY(!pack::onTheScale(std::nullopt));
    }

    void noDifficultyIsOmittedAndLoads() {
        pack::LevelPack p;
        p.name = "none";
        p.levels.push_back(withDifficulty("a", std::nullopt));
        p.levels.push_back(withDifficulty("b", 4.25));
        const OrderedJson j = pack::toJson(p);
        QVERIFY(!j["levels"][0].contains("difficulty"));
        QCOMPARE(j["levels"][1]["difficulty"].get<double>(), 4.25);
        const pack::LevelPack back = pack::fromJson(Json::parse(j.dump()));
        QVERIFY(!back.levels[0].difficulty);
        QCOMPARE(*back.levels[1].difficulty, 4.25);
        QVERIFY(back == p);
    }

    void stateSaysWhetherTheDifficultyStillHolds() {
        pack::Level level = withDifficulty("a", 3.0, "easy");
        QCOMPARE(pack::difficultyState(level), pack::DifficultyState::Measured);
        QCOMPARE(pack::measuredTier(level), std::string("easy"));
        level.difficulty = 4.0;
        QCOMPARE(pack::difficultyState(level), pack::DifficultyState::Hand);
        level.difficulty = 3.0;
        level.data = {{"rows", {"edited"}}};
        QCOMPARE(pack::difficultyState(level), pack::DifficultyState::Stale);
        pack::Level old;
        old.module = "linjat";
        old.difficulty = 27; // an older pack's raw score
        QCOMPARE(pack::difficultyState(old), pack::DifficultyState::Unmeasured);
    }

    void statesOfManyLevelsInOrderUntilCancelled() {
        pack::Level hand = withDifficulty("b", 3.0, "easy");
        hand.difficulty = 4.0;
        const std::vector<pack::Level> levels{withDifficulty("a", 3.0, "easy"), hand, pack::Level{}};
        const std::vector<pack::DifficultyState> expected{
            pack::DifficultyState::Measured, pack::DifficultyState::Hand, pack::DifficultyState::Unmeasured};
        QVERIFY(pack::difficultyStates(levels) == expected);
        CancelToken cancel;
        cancel.cancel();
        QVERIFY(pack::difficultyStates(levels, &cancel).empty());
    }

    void rampOrdersWithinTiersAndFindsDips() {
        pack::LevelPack p;
        p.levels = {withDifficulty("h1", 6.0, "hard"),  withDifficulty("e1", 2.0, "easy"),
                    withDifficulty("x", std::nullopt),  withDifficulty("e2", 1.0, "easy"),
                    withDifficulty("j1", 4.0, "jumbo"), withDifficulty("m1", 3.0)};
        QCOMPARE(pack::rampTier(p.levels[5]), std::string("medium")); // no measured tier: its quarter
        QCOMPARE(pack::defaultTierSequence(p), (std::vector<std::string>{"easy", "medium", "jumbo", "hard"}));
        auto ids = [&](const std::vector<std::size_t> &order) {
            std::vector<std::string> out;
            for (std::size_t i : order) out.push_back(p.levels[i].id);
            return out;
        };
        QCOMPARE(ids(pack::difficultyOrder(p)),
                 (std::vector<std::string>{"e2", "e1", "m1", "j1", "h1", "x"}));
        // Jumbo asked for after hard: the ramp dips where jumbo starts.
        const auto order = pack::rampOrder(p, {"easy", "hard", "jumbo"});
        QCOMPARE(ids(order), (std::vector<std::string>{"e2", "e1", "h1", "j1", "m1", "x"}));
        pack::LevelPack ramped = p;
        ramped.levels = pack::reordered(p, order);
        QCOMPARE(pack::rampDips(ramped), (std::vector<std::size_t>{3, 4}));
        ramped.levels = pack::reordered(p, pack::rampOrder(p, {}));
        QVERIFY(pack::rampDips(ramped).empty());
    }

    void flowCalibrationIsTheShippedSets() {
        // The calibration table is the shipped sets' grades, and each set's levels land in its third.
        for (const FlowSet &set : kFlowSets) {
            std::vector<double> raw;
            for (const flow::Puzzle &puzzle : flowSet(set, 1000)) {
                flow::GraderOptions g;
                g.rule = puzzle.rule;
                const double grade = flow::grade(puzzle, g).difficulty;
                raw.push_back(grade);
                QCOMPARE(std::string(flow::setOf(puzzle.rows, puzzle.cols).name), std::string(set.name));
                const double d = flow::scaleDifficulty(grade, puzzle.rows, puzzle.cols);
                const double base = 10.0 / 3.0 * double(&set - kFlowSets.data());
                QVERIFY(d >= base && d < base + 10.0 / 3.0);
            }
            std::sort(raw.begin(), raw.end());
            const double median =
                raw.size() % 2 ? raw[raw.size() / 2] : (raw[raw.size() / 2 - 1] + raw[raw.size() / 2]) / 2;
            qInfo("flow %s: %zu levels, grade %.2f / %.2f / %.2f (lowest / median / highest)", set.name,
                  raw.size(), raw.front(), median, raw.back());
            const flow::SetCalibration &c = flow::setCalibration()[std::size_t(&set - kFlowSets.data())];
            QCOMPARE(std::round(raw.front() * 100) / 100, c.lowest);
            QCOMPARE(std::round(median * 100) / 100, c.median);
            QCOMPARE(std::round(raw.back() * 100) / 100, c.highest);
        }
    }

    void mixedPackSortedKeepsTiersApart() {
        pack::LevelPack p;
        p.name = "mixed";
        // Linjat: easy and medium preset levels, interleaved.
        for (const char *preset : {"medium", "easy"}) {
            linjat::OptimizerOptions o;
            linjat::applyPreset(*linjat::findPreset(preset), o.generator);
            o.iterations = 400;
            for (int seed = 1; seed <= 6; ++seed) {
                const auto r = linjat::optimize(o, std::uint64_t(seed));
                QVERIFY(r.best);
                pack::LevelSource source;
                source.id = std::string("linjat-") + preset + "-" + std::to_string(seed);
                p.levels.push_back(linjat::packLevel(r.best->puzzle, source));
            }
        }
        // Flow: the extreme set first, then the regular one.
        for (const char *set : {"extreme", "regular"}) {
            const FlowSet &s = *std::find_if(kFlowSets.begin(), kFlowSets.end(),
                                             [&](const FlowSet &f) { return std::string(f.name) == set; });
            int n = 0;
            for (const flow::Puzzle &puzzle : flowSet(s, 3)) {
                pack::LevelSource source;
                source.id = std::string("flow-") + set + "-" + std::to_string(++n);
                p.levels.push_back(flow::packLevel(puzzle, source));
            }
        }
        p.levels = pack::reordered(p, pack::difficultyOrder(p));
        // Which preset or set a level came from is in its id (what a level says about itself is not used).
        auto from = [&](std::size_t i, const std::string &prefix) {
            return p.levels[i].id.rfind(prefix, 0) == 0;
        };
        auto lastOf = [&](const std::string &prefix) {
            int last = -1;
            for (std::size_t i = 0; i < p.levels.size(); ++i)
                if (from(i, prefix)) last = int(i);
            return last;
        };
        auto firstOf = [&](const std::string &prefix) {
            for (std::size_t i = 0; i < p.levels.size(); ++i)
                if (from(i, prefix)) return int(i);
            return -1;
        };
        for (const pack::Level &level : p.levels) QVERIFY2(level.difficulty, level.id.c_str());
        QVERIFY(firstOf("linjat-easy-") >= 0 && firstOf("linjat-medium-") >= 0);
        QVERIFY(lastOf("linjat-easy-") < firstOf("linjat-medium-"));
        QVERIFY(firstOf("flow-regular-") >= 0 && firstOf("flow-extreme-") >= 0);
        QVERIFY(lastOf("flow-regular-") < firstOf("flow-extreme-"));
    }
};

QTEST_GUILESS_MAIN(TestPackDifficulty)
#include "tst_pack_difficulty.moc"
