// Play traces in the studio (ui/common/packtraces): importing a trace file into an open pack replays it
// in a job through the core, keeps the good traces in the sidecar beside the pack, puts every refused
// one in the log by file and line, and shows the players' figures in the pack list (the second line of
// each played level) and as the curve's second series; the pack sorts by human difficulty in one undo
// step; a pack opened with a sidecar shows its figures; Save As takes the traces along; an untitled
// pack is not imported into.
#include "common/module.h"
#include "common/playsession.h"
#include "pack/tracesidecar.h"
#include "ui/common/difficultychart.h"
#include "ui/common/job.h"
#include "ui/common/jobrunner.h"
#include "ui/common/jobswidget.h"
#include "ui/common/log.h"
#include "ui/common/packdocument.h"
#include "ui/common/packitemdelegate.h"
#include "ui/common/packlistmodel.h"
#include "ui/common/packpanel.h"
#include "ui/common/packtraces.h"
#include "ui/common/resources.h"
#include "ui/common/studiocontext.h"

#include <QApplication>
#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QMessageBox>
#include <QScatterSeries>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <memory>

using namespace tessera;
using namespace tessera::ui;

namespace {

// The level solved by its stored solution, a move every stepMs.
std::string solvedLine(const pack::LevelPack &p, const std::string &id, const std::string &player,
                       long long stepMs) {
    for (const pack::Level &level : p.levels) {
        if (level.id != id) continue;
        const ModuleBackend *m = findModule(level.module);
        play::Session s(*m->play.newGame(level.data, 0), level.module, level.id, player);
        long long t = 0;
        for (const std::string &move : m->play.solution(level, 0)) s.play(move, t += stepMs);
        return play::traceToJson(s.trace()).dump();
    }
    return {};
}

std::string givenUpLine(const pack::LevelPack &p, const std::string &id) {
    for (const pack::Level &level : p.levels) {
        if (level.id != id) continue;
        const ModuleBackend *m = findModule(level.module);
        play::Session s(*m->play.newGame(level.data, 0), level.module, level.id, "cy");
        s.giveUp(60000);
        return play::traceToJson(s.trace()).dump();
    }
    return {};
}

void writeText(const QString &path, const std::string &text) {
    std::ofstream(path.toStdString(), std::ios::binary) << text;
}

// The visible text items under item, in scene coordinates (a chart legend's labels).
QList<QRectF> visibleTexts(const QGraphicsItem *item) {
    QList<QRectF> rects;
    for (const QGraphicsItem *child : item->childItems()) {
        if (!child->isVisible()) continue;
        if (child->type() == QGraphicsTextItem::Type || child->type() == QGraphicsSimpleTextItem::Type)
            rects << child->sceneBoundingRect();
        rects << visibleTexts(child);
    }
    return rects;
}

int lineCount(const QString &path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? int(f.readAll().count('\n')) : -1;
}

} // namespace

class TestPackTraces : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void importShowsFiguresAndSecondSeries();
    void sortAndRampByHumanDifficultyAreUndoable();
    void openedPackReadsItsSidecarAndSaveAsTakesItAlong();
    void untitledPackIsNotImportedInto();
    void aFailedImportIsReportedOnce();
    void aReplayOrImportEndsWithItsOwnLineOnly();

private:
    PackTraces *traces() const { return mPanel->traces(); }
    bool waitForJob() const {
        return QTest::qWaitFor([this] { return !traces()->runningJob(); }, 60000);
    }
    int rowOf(const std::string &id) const { return mDoc->rowOfId(id); }
    QVariant human(const std::string &id, int role = PackListModel::HumanSummaryRole) const {
        return mPanel->model()->index(rowOf(id)).data(role);
    }

    QTemporaryDir mDir;
    QString mPackPath;
    QString mTraces; // three Linjat levels, a Flow level, a give-up and one bad line
    pack::LevelPack mSample;
    std::unique_ptr<Log> mLog;
    std::unique_ptr<PackDocument> mDoc;
    std::unique_ptr<JobRunner> mJobs;
    std::unique_ptr<StudioContext> mContext;
    std::unique_ptr<PackPanel> mPanel;
};

void TestPackTraces::initTestCase() {
    initResources();
    registerModules();
    QVERIFY(mDir.isValid());
    mSample = loadPackFile(samplePackPath());
    mPackPath = mDir.filePath(QStringLiteral("pack.json"));
    pack::save(mSample, mPackPath.toStdString());
    mTraces = mDir.filePath(QStringLiteral("players.jsonl"));
    std::string bad = solvedLine(mSample, "flow-2", "bo", 100);
    bad.replace(bad.find("\"move\":\"") + 8, 1, "Z"); // a move the core refuses
    writeText(mTraces, solvedLine(mSample, "linjat-easy-16", "ann", 1000) + "\n" +
                           solvedLine(mSample, "linjat-easy-16", "bo", 3000) + "\n" +
                           solvedLine(mSample, "linjat-medium-17", "ann", 2000) + "\n" +
                           solvedLine(mSample, "linjat-hard-12", "ann", 500) + "\n" +
                           solvedLine(mSample, "flow-1", "ann", 700) + "\n" + bad + "\n" +
                           givenUpLine(mSample, "linjat-expert-11") + "\n");
}

void TestPackTraces::init() {
    QFile::remove(QString::fromStdString(pack::traceSidecarPath(mPackPath.toStdString())));
    mLog = std::make_unique<Log>();
    mDoc = std::make_unique<PackDocument>();
    mJobs = std::make_unique<JobRunner>();
    mContext = std::make_unique<StudioContext>(*mDoc, *mJobs, *mLog);
    mPanel = std::make_unique<PackPanel>(*mContext);
    mPanel->resize(420, 800);
    mPanel->show();
    QVERIFY(QTest::qWaitForWindowExposed(mPanel.get()));
    mDoc->load(mPackPath);
    QVERIFY(!traces()->runningJob()); // no sidecar yet: nothing to read
}

void TestPackTraces::cleanup() {
    if (traces()->summaryBox()) traces()->summaryBox()->close();
    mPanel.reset();
    mContext.reset();
    mJobs.reset();
    mDoc.reset();
    mLog.reset();
}

void TestPackTraces::importShowsFiguresAndSecondSeries() {
    QVERIFY(human("linjat-easy-16").isNull());
    QCOMPARE(mPanel->chart()->humanCurve()->count(), 0);
    QVERIFY(!mPanel->chart()->humanAxis()->isVisible());
    QVERIFY(!traces()->sortAction()->isEnabled());
    // The overview's full chart, on screen before the traces come: its legend gains the players.
    DifficultyChart full(*mDoc, false);
    full.resize(DifficultyChart::kLegendMinWidth + 200, 400);
    full.show();
    QVERIFY(QTest::qWaitForWindowExposed(&full));

    QVERIFY(traces()->importFiles({mTraces}));
    QVERIFY(waitForJob());
    QVERIFY(mDoc->hasTraces());
    QVERIFY(!mDoc->isModified()); // traces are kept beside the pack, not an edit of it

    // The list: two players solved Easy 16 in 13 and 39 s, median 26 s.
    QCOMPARE(human("linjat-easy-16").toString(), QStringLiteral("2 players · 100% · 0:26"));
    QCOMPARE(human("linjat-expert-11").toString(), QStringLiteral("1 player · 0%"));
    QVERIFY(std::isinf(human("linjat-expert-11", PackListModel::HumanDifficultyRole).toDouble()));
    QVERIFY(human("flow-2").isNull()); // its only trace was refused
    QVERIFY(human("linjat-easy-11").isNull());
    QVERIFY(mPanel->model()
                ->index(rowOf("linjat-easy-16"))
                .data(Qt::ToolTipRole)
                .toString()
                .contains("Players: 2"));

    // The curve's second series: the four solved levels at their rows, the unsolved one at the top.
    const DifficultyChart *chart = mPanel->chart();
    QCOMPARE(chart->humanCurve()->count(), 4);
    QCOMPARE(chart->humanCurve()->at(0).x(), double(rowOf("linjat-easy-16") + 1));
    // Seconds on the log axis: the median of ln 13 and ln 39, drawn as sqrt(13 x 39) s.
    QVERIFY(std::abs(chart->humanCurve()->at(0).y() - std::sqrt(13.0 * 39.0)) < 1e-6);
    QCOMPARE(chart->unsolved()->count(), 1);
    QCOMPARE(chart->unsolved()->at(0).x(), double(rowOf("linjat-expert-11") + 1));
    QVERIFY(chart->humanAxis()->isVisible());
    QVERIFY(chart->unsolved()->at(0).y() <= chart->humanAxis()->max());
    QVERIFY(chart->humanCurve()->at(0).y() >= chart->humanAxis()->min());
    // The overview's full chart names the series in its legend, each entry in a place of its own (the
    // players' was drawn over Fox Hunt's).
    QCOMPARE(full.humanCurve()->count(), 4);
    bool listed = false;
    for (QLegendMarker *marker : full.chart()->legend()->markers(full.humanCurve()))
        listed |= marker->isVisible() && marker->label().contains("Players");
    QVERIFY(listed);
    QTest::qWait(50); // the legend lays out in the event loop
    const QList<QRectF> labels = visibleTexts(full.chart()->legend());
    QVERIFY(labels.size() >= 3);
    for (int i = 0; i < labels.size(); ++i)
        for (int j = i + 1; j < labels.size(); ++j)
            QVERIFY2(!labels[i].adjusted(1, 1, -1, -1).intersects(labels[j]), qPrintable(QString::number(j)));

    // The refused trace is in the log by file and line; the good ones are beside the pack.
    bool named = false;
    for (const Log::Entry &e : mLog->entries())
        named |= e.text.startsWith(mTraces + QStringLiteral(":6: events["));
    QVERIFY(named);
    const QString sidecar = QString::fromStdString(pack::traceSidecarPath(mPackPath.toStdString()));
    QCOMPARE(lineCount(sidecar), 6);
    QVERIFY(traces()->summaryBox());
    QVERIFY(traces()->summaryBox()->text().contains("1 refused"));
    QVERIFY(traces()->summaryBox()->text().contains("Spearman"));
    QVERIFY(traces()->sortAction()->isEnabled());

    // The same file again adds nothing; the figures stay.
    traces()->summaryBox()->close();
    QVERIFY(traces()->importFiles({mTraces}));
    QVERIFY(waitForJob());
    QCOMPARE(lineCount(sidecar), 6);
    QCOMPARE(human("linjat-easy-16").toString(), QStringLiteral("2 players · 100% · 0:26"));
    QVERIFY(traces()->summaryBox()->text().contains("6 duplicate"));

    // Another file adds a player.
    const QString more = mDir.filePath(QStringLiteral("more.jsonl"));
    writeText(more, solvedLine(mSample, "linjat-easy-16", "dee", 2000) + "\n");
    traces()->summaryBox()->close();
    QVERIFY(traces()->importFiles({more}));
    QVERIFY(waitForJob());
    QCOMPARE(human("linjat-easy-16").toString(), QStringLiteral("3 players · 100% · 0:26"));
    QCOMPARE(lineCount(sidecar), 7);
    mPanel->grab().save(mDir.filePath(QStringLiteral("panel.png")));
    if (qEnvironmentVariableIsSet("TESSERA_SHOT_DIR"))
        mPanel->grab().save(qEnvironmentVariable("TESSERA_SHOT_DIR") + QStringLiteral("/packtraces.png"));
}

void TestPackTraces::sortAndRampByHumanDifficultyAreUndoable() {
    QVERIFY(traces()->importFiles({mTraces}));
    QVERIFY(waitForJob());
    std::vector<std::string> before;
    for (const auto &l : mDoc->pack().levels) before.push_back(l.id);
    const int steps = mDoc->undoStack()->count();
    traces()->sortByHumanDifficulty();
    QCOMPARE(mDoc->undoStack()->count(), steps + 1);
    // By the players' times: Flow 1 in 3.5 s, Hard 12 in 12 s, Easy 16 in 13 and 39 s, Medium 17 in 50 s,
    // then Expert 11, played but never solved; the unplayed levels after them.
    QCOMPARE(mDoc->level(0).id, std::string("flow-1"));
    QCOMPARE(mDoc->level(1).id, std::string("linjat-hard-12"));
    QCOMPARE(mDoc->level(2).id, std::string("linjat-easy-16"));
    QCOMPARE(mDoc->level(3).id, std::string("linjat-medium-17"));
    QCOMPARE(mDoc->level(4).id, std::string("linjat-expert-11"));
    // The figures follow their levels.
    QCOMPARE(mPanel->model()->index(2).data(PackListModel::HumanSummaryRole).toString(),
             QStringLiteral("2 players · 100% · 0:26"));
    QCOMPARE(mPanel->model()->index(2).data(PackListModel::HumanBriefRole).toString(),
             QStringLiteral("100% · 0:26"));
    QCOMPARE(mPanel->chart()->humanCurve()->at(0).x(), 1.0);
    mDoc->undoStack()->undo();
    std::vector<std::string> after;
    for (const auto &l : mDoc->pack().levels) after.push_back(l.id);
    QVERIFY(after == before);

    // The ramp keeps the predicted tiers: Easy 16 (easy) before Medium 17 and Hard 12.
    traces()->rampByHumanDifficulty({});
    QCOMPARE(mDoc->undoStack()->count(), steps + 1);
    QVERIFY(rowOf("linjat-easy-16") < rowOf("linjat-medium-17"));
    QVERIFY(rowOf("linjat-medium-17") < rowOf("linjat-hard-12"));
    QCOMPARE(mDoc->undoStack()->undoText(), QStringLiteral("Ramp by human difficulty"));
}

void TestPackTraces::openedPackReadsItsSidecarAndSaveAsTakesItAlong() {
    QVERIFY(traces()->importFiles({mTraces}));
    QVERIFY(waitForJob());
    QVERIFY(traces()->summaryBox());
    traces()->summaryBox()->close(); // deletes itself
    QTRY_VERIFY(!traces()->summaryBox());
    mDoc->newPack();
    QVERIFY(!mDoc->hasTraces());
    QCOMPARE(mPanel->chart()->humanCurve()->count(), 0);

    mDoc->load(mPackPath);
    QVERIFY(traces()->runningJob()); // its sidecar is read in a job
    QVERIFY(waitForJob());
    QCOMPARE(human("linjat-easy-16").toString(), QStringLiteral("2 players · 100% · 0:26"));
    QVERIFY(!traces()->summaryBox()); // a read tells the log, it asks nothing

    const QString copy = mDir.filePath(QStringLiteral("copy.json"));
    QVERIFY(mPanel->saveTo(copy));
    QVERIFY(waitForJob());
    QCOMPARE(lineCount(mDir.filePath(QStringLiteral("copy.traces.jsonl"))), 6);
    QVERIFY(mDoc->hasTraces());
}

void TestPackTraces::untitledPackIsNotImportedInto() {
    mDoc->loadUntitled(mSample);
    QVERIFY(!traces()->importFiles({mTraces}));
    QVERIFY(!mDoc->hasTraces());
    QVERIFY(mLog->entries().back().text.contains("save the pack"));
}

// A file that cannot be read: the import's own summary box says so, and the jobs list, which shows a
// box for a failed job nobody waits for, adds no second box and no second log line.
void TestPackTraces::aFailedImportIsReportedOnce() {
    JobsWidget jobs(*mJobs, *mLog);
    QVERIFY(traces()->importFiles({mDir.filePath(QStringLiteral("missing.jsonl"))}));
    QVERIFY(waitForJob());
    QTRY_VERIFY(traces()->summaryBox());
    QVERIFY2(traces()->summaryBox()->text().contains(QStringLiteral("could not be imported")),
             qPrintable(traces()->summaryBox()->text()));
    QTest::qWait(20);
    int boxes = 0;
    for (QWidget *w : QApplication::topLevelWidgets())
        boxes += qobject_cast<QMessageBox *>(w) && w->isVisible();
    QCOMPARE(boxes, 1);
    const auto errors = std::count_if(mLog->entries().begin(), mLog->entries().end(),
                                      [](const Log::Entry &e) { return e.severity == Log::Severity::Error; });
    QCOMPARE(errors, 1);
}

// The jobs list adds no "Finished: ..." of its own: the replay's and the import's lines say how each ended.
void TestPackTraces::aReplayOrImportEndsWithItsOwnLineOnly() {
    JobsWidget jobs(*mJobs, *mLog);
    auto count = [this](const QString &start) {
        return std::count_if(mLog->entries().begin(), mLog->entries().end(),
                             [&start](const Log::Entry &e) { return e.text.startsWith(start); });
    };
    const auto finished = count(QStringLiteral("Finished:")),
               kept = count(QStringLiteral("Play traces kept")), imported = count(QStringLiteral("Imported"));
    QVERIFY(traces()->importFiles({mTraces}));
    QVERIFY(waitForJob());
    QTRY_COMPARE(count(QStringLiteral("Imported")), imported + 1);
    QVERIFY(traces()->readSidecar());
    QVERIFY(waitForJob());
    QTRY_COMPARE(count(QStringLiteral("Play traces kept")), kept + 1);
    QTest::qWait(20);
    QCOMPARE(count(QStringLiteral("Finished:")), finished);
    if (traces()->summaryBox()) traces()->summaryBox()->close();
}

QTEST_MAIN(TestPackTraces)
#include "tst_packtraces.moc"
