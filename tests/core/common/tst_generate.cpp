// The one generate pipeline per module (ModuleBackend::Generate): what the CLI's generate verb writes
// is what the pipeline returns for the same seed range, byte for byte; cancel keeps the finished
// levels; option keys are written camelCase and the snake_case keys of older packs are still read.
// A standard header first: moc cannot parse <compare> when it is the first one it meets.
#include <sstream>

#include "balls/bandgenerator.h"
#include "banqi/challenge.h"
#include "cli/registry.h"
#include "common/module.h"
#include "common/seedrange.h"
#include "foxhunt/generator.h"
#include "linjat/generatepack.h"
#include "linjat/optimizer.h"
#include "pack/generatedlevels.h"
#include "pack/levelpack.h"

#include <QtTest>

using namespace tessera;

namespace {

// The CLI's stdout for args, in process; fails the test on a non-zero exit.
std::string cliOut(const std::vector<std::string> &args) {
    std::ostringstream out, err;
    const int status = cli::run(args, out, err);
    if (status != 0) throw std::runtime_error("tessera-cli failed: " + err.str());
    return out.str();
}

// Names the members of value (at any depth) whose key has an underscore.
void snakeKeys(const Json &value, const std::string &at, std::vector<std::string> &found) {
    if (!value.is_object()) return;
    for (auto it = value.begin(); it != value.end(); ++it) {
        if (it.key().find('_') != std::string::npos) found.push_back(at + it.key());
        snakeKeys(it.value(), at + it.key() + ".", found);
    }
}

// Cancels the token once the run reports it is past its first level's share.
class CancelAfterFirst : public ProgressSink {
public:
    CancelAfterFirst(CancelToken &token, int count)
        : mToken(token)
        , mShare(1.0 / count) {}
    void progress(const ProgressUpdate &u) override {
        if (u.fraction >= mShare) mToken.cancel();
    }

private:
    CancelToken &mToken;
    double mShare;
};

} // namespace

class TestGenerate : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { registerModules(); }

    void seedRangeIndicesAndSeeds() {
        const SeedRange r{10, 7, 1, 3};
        QCOMPARE(r.indices(), (std::vector<int>{1, 4}));
        QCOMPARE(r.seedOf(4), std::uint64_t(14));
        QVERIFY_THROWS_EXCEPTION(Error, (SeedRange{1, 3, 2, 2}.check()));
    }

    // generateEach keeps the levels made before the token was set, in index order, and counts a seed
    // without a level (not cancelled) as failed with its reason.
    void generateEachStopsWithTheFinished() {
        CancelToken cancel;
        int made = 0;
        const pack::MakeLevel make = [&](std::uint64_t seed, std::string &why,
                                         ProgressSink &) -> std::optional<pack::Level> {
            if (seed == 6) {
                why = "seed 6 has none";
                return std::nullopt;
            }
            if (++made == 2) cancel.cancel(); // the second level finishes; the third never starts
            pack::Level l;
            l.module = "test";
            l.provenance.seed = seed;
            return l;
        };
        const pack::GeneratedLevels run = pack::generateEach({5, 10, 0, 1}, make, "test", nullptr, &cancel);
        QVERIFY(run.cancelled);
        QCOMPARE(run.levels.size(), std::size_t(2));
        QCOMPARE(run.indices, (std::vector<int>{0, 2}));
        QCOMPARE(run.levels[1].provenance.seed.value(), std::uint64_t(7));
        QCOMPARE(run.failed, 1);
        QCOMPARE(run.lastFailure, std::string("level 1: seed 6 has none"));
    }

    void cliEqualsPipeline_data() {
        QTest::addColumn<QString>("module");
        int generating = 0;
        for (const ModuleBackend &m : moduleBackends()) {
            if (!m.generates()) continue;
            QTest::newRow(m.id.c_str()) << QString::fromStdString(m.id);
            ++generating;
        }
        QVERIFY(generating >= 5); // flow, balls, banqi, foxhunt, linjat at least
    }

    // "<id> generate" with the module's sample arguments and a sharded seed range writes exactly the
    // pack the backend's pipeline makes from the options the CLI recorded in provenance; the same
    // function the studio's generator panels run.
    void cliEqualsPipeline() {
        QFETCH(QString, module);
        const ModuleBackend *m = findModule(module.toStdString());
        QVERIFY(m);
        std::vector<std::string> args{m->id, "generate"};
        args.insert(args.end(), m->sampleGenerate.begin(), m->sampleGenerate.end());
        for (const char *a :
             {"--seed", "3", "--count", "3", "--shard", "0/2", "--name", "n", "--created", "c"})
            args.push_back(a);
        const std::string written = cliOut(args);
        const pack::LevelPack fromCli = pack::fromJson(Json::parse(written));
        QCOMPARE(fromCli.levels.size(), std::size_t(2));
        const Json &options = fromCli.levels[0].provenance.options;

        const pack::GeneratedLevels run = m->generate.run(options, SeedRange{3, 3, 0, 2}, nullptr, nullptr);
        QCOMPARE(run.indices, (std::vector<int>{0, 2}));
        QVERIFY(!run.cancelled);
        pack::LevelPack made;
        made.name = "n";
        made.created = "c";
        for (pack::Level level : run.levels) {
            level.id = pack::freshId(made, level.module);
            made.levels.push_back(std::move(level));
        }
        QCOMPARE(pack::toJson(made).dump(2) + "\n", written);

        // Written camelCase, as Flow's and the room maps' options always were.
        std::vector<std::string> snake;
        snakeKeys(options, "", snake);
        QVERIFY2(snake.empty(), (m->id + ": " + (snake.empty() ? "" : snake[0])).c_str());
    }

    // A token set part-way keeps a prefix of the whole run: the levels finished, never a level cut short.
    void cancelKeepsTheFinished_data() { cliEqualsPipeline_data(); }
    void cancelKeepsTheFinished() {
        QFETCH(QString, module);
        const ModuleBackend *m = findModule(module.toStdString());
        QVERIFY(m);
        std::vector<std::string> args{m->id, "generate"};
        args.insert(args.end(), m->sampleGenerate.begin(), m->sampleGenerate.end());
        for (const char *a : {"--seed", "5", "--count", "3"}) args.push_back(a);
        const pack::LevelPack whole = pack::fromJson(Json::parse(cliOut(args)));
        QCOMPARE(whole.levels.size(), std::size_t(3));

        CancelToken cancel;
        CancelAfterFirst sink(cancel, 3);
        const pack::GeneratedLevels run =
            m->generate.run(whole.levels[0].provenance.options, SeedRange{5, 3, 0, 1}, &sink, &cancel);
        QVERIFY(run.cancelled);
        QVERIFY2(run.levels.size() < 3, std::to_string(run.levels.size()).c_str());
        QCOMPARE(run.failed, 0);
        for (std::size_t i = 0; i < run.levels.size(); ++i) {
            QCOMPARE(run.indices[i], int(i));
            QCOMPARE(run.levels[i].data, whole.levels[i].data);
            QCOMPARE(run.levels[i].difficulty, whole.levels[i].difficulty);
        }

        // Cancelled before it starts: nothing, and nothing counted as failed.
        CancelToken already;
        already.cancel();
        const pack::GeneratedLevels none =
            m->generate.run(whole.levels[0].provenance.options, SeedRange{5, 3, 0, 1}, nullptr, &already);
        QVERIFY(none.cancelled);
        QVERIFY(none.levels.empty());
        QCOMPARE(none.failed, 0);
    }

    // Packs written before the keys were camelCase keep their meaning; a camelCase key wins over an old
    // one beside it.
    void oldSnakeCaseKeysAreRead() {
        const balls::BandOptions b = balls::bandOptionsFromJson(Json::parse(
            R"({"rows": 6, "shift_weights": [5, 1], "min_random_win": 0.25, "max_random_win": 0.5,
                "min_difficulty": 2, "max_difficulty": 7})"));
        QCOMPARE(b.generator.rows, 6);
        QCOMPARE(b.generator.shiftWeights, (std::vector<double>{5, 1}));
        QCOMPARE(b.minRandomWin, 0.25);
        QCOMPARE(b.maxRandomWin, 0.5);
        QCOMPARE(b.minDifficulty, 2.0);
        QCOMPARE(b.maxDifficulty, 7.0);
        QCOMPARE(balls::bandOptionsFromJson(balls::bandOptionsToJson(b)).generator.shiftWeights,
                 b.generator.shiftWeights);
        QCOMPARE(balls::bandOptionsFromJson(Json::parse(R"({"minRandomWin": 0.1, "min_random_win": 0.9})"))
                     .minRandomWin,
                 0.1);

        const banqi::GeneratorOptions q = banqi::generatorOptionsFromJson(Json::parse(
            R"({"variant": "chinese", "no_progress": 90, "min_opening": 2, "max_opening": 9,
                "min_difficulty": 1.5, "max_difficulty": 8.5, "opponent": "random"})"));
        QCOMPARE(q.rules.variant, banqi::Variant::Chinese);
        QCOMPARE(q.rules.noProgress, 90);
        QCOMPARE(q.minOpening, 2);
        QCOMPARE(q.maxOpening, 9);
        QCOMPARE(q.minDifficulty, 1.5);
        QCOMPARE(q.maxDifficulty, 8.5);
        QCOMPARE(q.opponent.kind, banqi::BotKind::Random);
        QCOMPARE(
            banqi::generatorOptionsToJson(banqi::generatorOptionsFromJson(banqi::generatorOptionsToJson(q))),
            banqi::generatorOptionsToJson(q));

        const foxhunt::GeneratorOptions f = foxhunt::generatorOptionsFromJson(
            Json::parse(R"({"rows": 7, "foxes": 5, "min_difficulty": 3, "max_difficulty": 6})"));
        QCOMPARE(f.rows, 7);
        QCOMPARE(f.foxes, 5);
        QCOMPARE(f.minDifficulty, 3.0);
        QCOMPARE(f.maxDifficulty, 6.0);

        const linjat::GenerateOptions l = linjat::GenerateOptions::fromJson(Json::parse(
            R"({"rows": 7, "min_value": 3, "max_value": 4, "solver": {"width_weight": -2.5},
                "tier": "hard", "advanced": true, "attempts": 30})"));
        QCOMPARE(l.generator.rows, 7);
        QCOMPARE(l.generator.minValue, 3);
        QCOMPARE(l.generator.maxValue, 4);
        QCOMPARE(l.generator.solver.widthWeight, -2.5);
        QVERIFY(l.generator.tier == linjat::Tier::Hard);
        QVERIFY(l.advanced);
        QCOMPARE(l.attempts, 30);
        QCOMPARE(linjat::GenerateOptions::fromJson(Json::parse(l.toJson().dump())).toJson(), l.toJson());
        QCOMPARE(linjat::GenerateOptions::fromJson(Json::parse(R"({"maxValue": 6, "max_value": 9})"))
                     .generator.maxValue,
                 6);
        // The optimizer's and the solver's own keys are camelCase too (a level's provenance options).
        linjat::OptimizerOptions opt;
        opt.targetMin = 1;
        opt.targetMax = 2;
        std::vector<std::string> snake;
        snakeKeys(Json::parse(opt.toJson().dump()), "", snake);
        QVERIFY2(snake.empty(), snake.empty() ? "" : snake[0].c_str());
    }

    // An old pack's provenance options make the same levels through the backend as the new keys do.
    void oldKeysGenerateTheSameLevels() {
        const ModuleBackend *m = findModule("foxhunt");
        QVERIFY(m && m->generates());
        const Json old = Json::parse(R"({"rows": 6, "cols": 6, "foxes": 4, "min_difficulty": 0,
                                         "max_difficulty": 10, "attempts": 200, "openings": 0})");
        const Json now = Json::parse(R"({"rows": 6, "cols": 6, "foxes": 4, "minDifficulty": 0,
                                         "maxDifficulty": 10, "attempts": 200, "openings": 0})");
        const pack::GeneratedLevels a = m->generate.run(old, SeedRange{2, 1, 0, 1}, nullptr, nullptr);
        const pack::GeneratedLevels b = m->generate.run(now, SeedRange{2, 1, 0, 1}, nullptr, nullptr);
        QCOMPARE(a.levels.size(), std::size_t(1));
        QCOMPARE(a.levels, b.levels);

        // Linjat: the same levels from the old keys (provenance records the options camelCase either way).
        const ModuleBackend *l = findModule("linjat");
        QVERIFY(l && l->generates());
        const Json oldLinjat = Json::parse(R"({"rows": 6, "cols": 6, "numbers": 6, "min_value": 3,
                                               "max_value": 4, "solver": {"width_weight": -2}})");
        const Json nowLinjat = Json::parse(R"({"rows": 6, "cols": 6, "numbers": 6, "minValue": 3,
                                               "maxValue": 4, "solver": {"widthWeight": -2}})");
        const pack::GeneratedLevels c = l->generate.run(oldLinjat, SeedRange{2, 1, 0, 1}, nullptr, nullptr);
        const pack::GeneratedLevels d = l->generate.run(nowLinjat, SeedRange{2, 1, 0, 1}, nullptr, nullptr);
        QCOMPARE(c.levels.size(), std::size_t(1));
        QCOMPARE(c.levels, d.levels);
    }

    // Options the module refuses are refused by the backend's run too, naming the option.
    void badOptionsAreRefused() {
        for (const ModuleBackend &m : moduleBackends()) {
            if (!m.generates()) continue;
            const Json bad = Json::parse(R"({"rows": 1, "attempts": 0, "maxAttempts": 0})");
            QVERIFY_THROWS_EXCEPTION(Error, m.generate.run(bad, SeedRange{}, nullptr, nullptr));
        }
    }
};

QTEST_APPLESS_MAIN(TestGenerate)
#include "tst_generate.moc"
