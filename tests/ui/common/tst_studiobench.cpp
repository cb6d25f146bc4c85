// tessera --bench (ui/common/studiobench): one repetition of every case (the pack's difficulty steps in
// a pack of thousands included) runs to its repainted result and prints a well-formed line; a case name
// nobody offers is refused. Nothing here is timed.
#include "common/jsonutil.h"
#include "common/module.h"
#include "ui/common/moduleui.h"
#include "ui/common/resources.h"
#include "ui/common/studiobench.h"

#include <QtTest>

#include <sstream>

using namespace tessera;

class TestStudioBench : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { ui::registerUiModules(); }

    void everyModuleOffersACase() {
        QSet<QString> pages;
        for (const ui::BenchCase &c : ui::studioBenchCases()) {
            // A module's cases on its page; the pack's cases (a big pack's difficulty steps) after them.
            if (c.name.startsWith(QStringLiteral("pack."))) continue;
            QVERIFY2(c.name.startsWith(c.page + QLatin1Char('.')), qPrintable(c.name));
            pages.insert(c.page);
        }
        for (const ui::ModuleUi &module : ui::moduleUis())
            QVERIFY2(pages.contains(module.id), qPrintable(module.id));
    }

    void oneRepetitionOfEveryCase() {
        std::ostringstream out, err;
        const int status = ui::runStudioBench({{}, 1}, out, err);
        QVERIFY2(status == 0, err.str().c_str());
        std::istringstream lines(out.str());
        std::string line;
        QStringList seen;
        while (std::getline(lines, line)) {
            const Json j = Json::parse(line);
            seen << QString::fromStdString(j.at("case").get<std::string>());
            QCOMPARE(j.at("n").get<int>(), 1);
            const double median = j.at("median_ms").get<double>();
            QVERIFY(median > 0);
            // One sample: every order statistic is that sample.
            QCOMPARE(j.at("p95_ms").get<double>(), median);
            QCOMPARE(j.at("max_ms").get<double>(), median);
            QVERIFY(j.at("cpu_median_ms").get<double>() >= 0);
            QVERIFY(j.at("gui_cpu_median_ms").get<double>() >= 0);
            QCOMPARE(j.at("met").get<bool>(), median < j.at("target_p95_ms").get<double>());
        }
        QStringList offered;
        for (const ui::BenchCase &c : ui::studioBenchCases()) offered << c.name;
        QCOMPARE(seen, offered);
    }

    // The untimed history runs real interactions first: a Flow edit takes an endpoint away and puts it
    // back, two undo commands, so three more of them leave six more commands behind.
    void historyRunsFirstUntimed() {
        auto run = [](int history) {
            ui::StudioBenchOptions options;
            options.cases = {QStringLiteral("flow.edit.15x15")};
            options.repeat = 1;
            options.history = history;
            std::ostringstream out, err;
            if (ui::runStudioBench(options, out, err) != 0) return Json();
            return Json::parse(out.str());
        };
        const Json none = run(0), three = run(3);
        QVERIFY(none.is_object() && three.is_object());
        QCOMPARE(none.at("n").get<int>(), 1);
        QCOMPARE(three.at("n").get<int>(), 1);
        QCOMPARE(three.at("history").get<int>(), 3);
        QVERIFY(none.at("undo_commands").get<int>() >= 4);
        QCOMPARE(three.at("undo_commands").get<int>() - none.at("undo_commands").get<int>(), 6);
    }

    // --busy: the case runs with jobs keeping cores busy, says so, and ends (they are cancelled with it).
    void busyJobsRunBesideACase() {
        ui::StudioBenchOptions options;
        options.cases = {QStringLiteral("banqi.move.4x8")};
        options.repeat = 2;
        options.busy = 2;
        std::ostringstream out, err;
        QCOMPARE(ui::runStudioBench(options, out, err), 0);
        const Json line = Json::parse(out.str());
        QCOMPARE(line.at("n").get<int>(), 2);
        QCOMPARE(line.at("busy_jobs").get<int>(), 2);
    }

    void unknownCaseIsRefused() {
        std::ostringstream out, err;
        QCOMPARE(ui::runStudioBench({{QStringLiteral("nosuch.case")}, 1}, out, err), 1);
        QVERIFY(out.str().empty());
        QVERIFY2(err.str().find("no case \"nosuch.case\"") != std::string::npos, err.str().c_str());
    }
};

QTEST_MAIN(TestStudioBench)
#include "tst_studiobench.moc"
