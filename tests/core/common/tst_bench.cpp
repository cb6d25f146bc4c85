#include "common/bench.h"
#include "common/jsonutil.h"

#include <QThread>
#include <QtTest>

#include <sstream>

class TestBench : public QObject {
    Q_OBJECT
private slots:
    void benchLineIsOneJsonObject() {
        std::ostringstream out;
        tessera::printBenchLine(out, {"linjat-solve-9x6", 200, 0.5, R"({"threads":2,"score":17.5})"});
        const std::string text = out.str();
        QCOMPARE(std::count(text.begin(), text.end(), '\n'), 1L);
        QCOMPARE(text.back(), '\n');
        const auto line = tessera::OrderedJson::parse(text);
        std::vector<std::string> keys;
        for (auto it = line.begin(); it != line.end(); ++it) keys.push_back(it.key());
        QCOMPARE(keys, (std::vector<std::string>{"case", "items", "wall_s", "per_item_us", "peak_rss_kb",
                                                 "threads", "score"}));
        QCOMPARE(line["case"].get<std::string>(), std::string("linjat-solve-9x6"));
        QCOMPARE(line["items"].get<long long>(), 200LL);
        QCOMPARE(line["wall_s"].get<double>(), 0.5);
        QCOMPARE(line["per_item_us"].get<double>(), 2500.0);
        QVERIFY(line["peak_rss_kb"].get<long>() > 0);
        QCOMPARE(line["threads"].get<int>(), 2);
        QCOMPARE(line["score"].get<double>(), 17.5);
    }

    void zeroItemsHasNoDivision() {
        std::ostringstream out;
        tessera::printBenchLine(out, {"empty", 0, 1.0, {}});
        const auto line = tessera::Json::parse(out.str());
        QCOMPARE(line["per_item_us"].get<double>(), 0.0);
        QCOMPARE(line.size(), std::size_t(5));
    }

    void extraMustBeAnObject() {
        std::ostringstream out;
        QVERIFY_THROWS_EXCEPTION(tessera::Error, tessera::printBenchLine(out, {"x", 1, 1.0, "[1,2]"}));
        QVERIFY(out.str().empty());
    }

    void peakRssGrows() {
        const long before = tessera::peakRssKb();
        QVERIFY(before > 0);
        // Touch 64 MiB so the peak must rise by most of it.
        std::vector<char> block(64 << 20);
        for (std::size_t i = 0; i < block.size(); i += 4096) block[i] = static_cast<char>(i);
        QVERIFY(tessera::peakRssKb() >= before + 32 * 1024);
        QVERIFY(block[4096] == static_cast<char>(4096));
    }

    void clockIsMonotonic() {
        const double a = tessera::nowSeconds();
        QThread::msleep(20);
        const double b = tessera::nowSeconds();
        QVERIFY(b - a >= 0.019);
        QVERIFY(b - a < 5);
    }

    void medianOfSamples() {
        QCOMPARE(tessera::median({5, 1, 3}), 3.0);
        QCOMPARE(tessera::median({4, 1, 3, 2}), 2.5);
        QCOMPARE(tessera::median({7}), 7.0);
        QCOMPARE(tessera::median({}), 0.0);
        QCOMPARE(tessera::median({9, 9, 1, 1, 5}), 5.0);
    }
};

QTEST_APPLESS_MAIN(TestBench)
#include "tst_bench.moc"
