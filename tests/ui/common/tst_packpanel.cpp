// The pack document, its commands and the pack panel: loading, reordering by drag and drop and by
// command, undo/redo, inline rename, difficulty and tag edits, sorting, the difficulty curve, and
// the modified flag against the stack's clean state; the curve's ramp (tier sequence, dips, tier marks)
// and stale difficulties on the whole sample pack.
#include "common/error.h"
#include "common/module.h"
#include "pack/levelsource.h"
#include "pack/ramp.h"
#include "tests/ui/common/messageboxanswers.h"
#include "tests/ui/common/repeatedpack.h"
#include "ui/common/commands/addlevelcommand.h"
#include "ui/common/commands/movelevelcommand.h"
#include "ui/common/commands/removelevelcommand.h"
#include "ui/common/commands/sortbydifficultycommand.h"
#include "ui/common/difficultychart.h"
#include "ui/common/jobrunner.h"
#include "ui/common/leveldetails.h"
#include "ui/common/log.h"
#include "ui/common/packdocument.h"
#include "ui/common/packitemdelegate.h"
#include "ui/common/packlistmodel.h"
#include "ui/common/packlistview.h"
#include "ui/common/packpanel.h"
#include "ui/common/packpropertiesdialog.h"
#include "ui/common/plotthinning.h"
#include "ui/common/resources.h"
#include "ui/common/studiocontext.h"

#include <QApplication>
#include <QClipboard>
#include <QDoubleSpinBox>
#include <QFile>
#include <QGraphicsEllipseItem>
#include <QItemSelectionModel>
#include <QLayout>
#include <QLegend>
#include <QLegendMarker>
#include <QLineEdit>
#include <QLineSeries>
#include <QListView>
#include <QLogValueAxis>
#include <QMimeData>
#include <QProgressDialog>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>
#include <QValueAxis>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <map>
#include <memory>
#include <set>
#include <thread>

using namespace tessera;
using namespace tessera::ui;

namespace {

// The rows the list shows selected, in order.
std::vector<int> selectedRows(const PackPanel &panel) {
    std::vector<int> rows;
    for (const QModelIndex &i : panel.selectionModel()->selectedIndexes()) rows.push_back(i.row());
    std::sort(rows.begin(), rows.end());
    return rows;
}

std::vector<std::string> ids(const PackDocument &doc) {
    std::vector<std::string> out;
    for (const auto &level : doc.pack().levels) out.push_back(level.id);
    return out;
}

QList<double> curveY(const DifficultyChart *chart) {
    QList<double> ys;
    for (const QPointF &p : chart->curve()->points()) ys << p.y();
    return ys;
}

QList<double> difficulties(const PackDocument &doc) {
    QList<double> ys;
    for (const auto &level : doc.pack().levels) ys << level.difficulty.value_or(-1);
    return ys;
}

} // namespace

class TestPackPanel : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void loadsPackFromFile();
    void levelInfoShortensBeforeItCuts();
    void detailsLeaveTheListTheRoomTheyDoNotNeed();
    void fullChartLegendBesideThePlotOrHidden();
    void legendListsWhatThePackHas();
    void positionLabelsFitUnderThePlot();
    void shortChartKeepsItsNumbers();
    void hiddenChartRedrawsWhenShown();
    void tierLinesOnlyWhileTheyCanBeTold();
    void difficultyStatesFollowTheLevels();
    void aSnapshotNeverChanges();
    void aStaleSnapshotLetGoSparesTheCopy();
    void aClaimNeverHoldsUpAChange();
    void ringFollowsTheCurrentLevel();
    void clickOnAPointNamesItsLevel();
    void thumbnailsAreDrawnOnce();
    void thinningKeepsEachColumnsExtremes();
    void denseChartThinsItsCurveAndRugsItsDips();
    void refusesBadFileAndKeepsDocument();
    void dragAndDropReordersAndUndoRestores();
    void moveRowsAndMoveCommandAgree();
    void scatteredDropKeepsOrder();
    void dropOnViewIsOneStep();
    void curveFollowsOrder();
    void inlineRenameIsUndoable();
    void emptyTitleRefused();
    void difficultyEditIsUndoableAndMerges();
    void tagsAreNormalisedAndUndoable();
    void sortByDifficultyAndUndo();
    void removeAndUndo();
    void modifiedFollowsCleanState();
    void failedSaveLeavesDocumentUnchanged();
    void openAndSaveAreJobs();
    void cancelledOpenKeepsTheDocument();
    void anEditDuringASaveStaysUnsaved();
    void pasteIsOneInsert();
    void removingARunIsOneChange();
    void importIsOneStepInAJob();
    void importOfABadFileChangesNothing();
    void sampleHoldsEveryModuleOnTheScale();
    void rampIsOneStepAndShowsDips();
    void staleDifficultyIsFlagged();
    void propertiesShowTheStartOfLongFields();
    void levelDetailsShowTheStartOfALongTitle();

private:
    QTemporaryDir mDir;
    QString mPackPath;
    QString mSamplePath; // the whole bundled sample (every module)
    std::unique_ptr<Log> mLog;
    std::unique_ptr<PackDocument> mDoc;
    std::unique_ptr<JobRunner> mJobs;
    std::unique_ptr<StudioContext> mContext;
    std::unique_ptr<PackPanel> mPanel;
};

void TestPackPanel::initTestCase() {
    initResources();
    registerModules();
    QVERIFY(mDir.isValid());
    // The bundled sample, written out as an ordinary file, is the fixture.
    // Its first twelve levels (the published Linjat ones) are the fixture of most tests.
    pack::LevelPack sample = loadPackFile(samplePackPath());
    mSamplePath = mDir.filePath(QStringLiteral("sample.json"));
    pack::save(sample, mSamplePath.toStdString());
    QVERIFY(sample.levels.size() > 12);
    sample.levels.resize(12);
    for (const auto &level : sample.levels) QCOMPARE(level.module, std::string("linjat"));
    mPackPath = mDir.filePath(QStringLiteral("fixture.json"));
    pack::save(sample, mPackPath.toStdString());
}

void TestPackPanel::init() {
    mLog = std::make_unique<Log>();
    mDoc = std::make_unique<PackDocument>();
    mJobs = std::make_unique<JobRunner>();
    mContext = std::make_unique<StudioContext>(*mDoc, *mJobs, *mLog);
    mPanel = std::make_unique<PackPanel>(*mContext);
    mPanel->resize(420, 800);
    mPanel->show();
    QVERIFY(QTest::qWaitForWindowExposed(mPanel.get()));
    mDoc->load(mPackPath);
}

void TestPackPanel::cleanup() {
    mPanel.reset();
    mContext.reset();
    mJobs.reset();
    mDoc.reset();
    mLog.reset();
}

void TestPackPanel::legendListsWhatThePackHas() {
    // An entry per module with a level in the pack, and for dips and stale levels when there are any.
    DifficultyChart chart(*mDoc, false);
    chart.resize(900, 400);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    const auto entries = [&] {
        chart.curvePoints(); // brings the chart up to date (the legend follows in the event loop)
        QStringList shown;
        for (QLegendMarker *marker : chart.chart()->legend()->markers())
            if (marker->isVisible()) shown << marker->label();
        shown.sort();
        return shown;
    };
    QTRY_VERIFY(!entries().isEmpty());
    QVERIFY(!entries().contains(QStringLiteral("Stale")));
    // A difficulty gone stale (the data edited without a new measurement): its ring and its entry.
    pack::Level edited = mDoc->level(1);
    edited.data["rows"][0] = std::string(edited.data["rows"][0].get<std::string>().size(), ' ');
    mDoc->replaceLevel(1, edited);
    QTRY_VERIFY(entries().contains(QStringLiteral("Stale")));
    QCOMPARE(chart.stale().size(), 1);

    mDoc->load(mSamplePath);
    QStringList expected;
    for (const ModuleBackend &m : moduleBackends()) expected << QString::fromStdString(m.title);
    expected << QStringLiteral("Dip");
    expected.sort();
    QTRY_COMPARE(entries(), expected);
    // Only the Linjat levels, in order of difficulty: no other module, no dip.
    pack::LevelPack linjat = mDoc->pack();
    std::erase_if(linjat.levels, [](const pack::Level &l) { return l.module != "linjat"; });
    std::sort(linjat.levels.begin(), linjat.levels.end(),
              [](const pack::Level &a, const pack::Level &b) { return *a.difficulty < *b.difficulty; });
    mDoc->loadUntitled(linjat);
    QTRY_COMPARE(entries(), QStringList{QString::fromStdString(findModule("linjat")->title)});
    QCOMPARE(chart.modulePoints("linjat").size(), qsizetype(linjat.levels.size()));
    QVERIFY(chart.modulePoints("flow").isEmpty());
    QVERIFY(chart.dips().isEmpty());
}

void TestPackPanel::fullChartLegendBesideThePlotOrHidden() {
    // The overview's chart lists the modules beside the plot, one per line (under it they cut the
    // names); too narrow for that, it shows no legend rather than bare colour squares.
    DifficultyChart chart(*mDoc, false);
    chart.resize(DifficultyChart::kLegendMinWidth + 100, 300);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    QCOMPARE(chart.chart()->legend()->alignment(), Qt::AlignRight);
    QVERIFY(chart.chart()->legend()->isVisible());
    chart.resize(DifficultyChart::kLegendMinWidth - 100, 300);
    QTRY_VERIFY(!chart.chart()->legend()->isVisible());
    // The pack dock's compact chart never has one.
    DifficultyChart compact(*mDoc, true);
    compact.resize(600, 300);
    compact.show();
    QVERIFY(QTest::qWaitForWindowExposed(&compact));
    QVERIFY(!compact.chart()->legend()->isVisible());
}

namespace {

// The chart's own series of this type, as drawn (not through the accessors, which bring it up to date).
int drawnLines(DifficultyChart &chart) {
    int lines = 0;
    for (QAbstractSeries *series : chart.chart()->series())
        if (series->type() == QAbstractSeries::SeriesTypeLine) ++lines;
    return lines;
}

} // namespace

void TestPackPanel::shortChartKeepsItsNumbers() {
    // The overview's chart at 1024x700 is short: with its title, axis titles and six difficulty ticks
    // Qt Charts cut every number to "…". Short, it keeps three ticks and no titles; tall, all of it.
    DifficultyChart chart(*mDoc, false);
    chart.resize(560, DifficultyChart::kTitlesMinHeight - 80);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    auto *y = qobject_cast<QValueAxis *>(chart.chart()->axes(Qt::Vertical).constFirst());
    QVERIFY(y);
    QCOMPARE(y->tickCount(), 3);
    QVERIFY(chart.chart()->title().isEmpty());
    QVERIFY(!y->isTitleVisible());
    // The players' axis (shown when there are traces) keeps a title that fits: "Players: solv…" before.
    QCOMPARE(chart.humanAxis()->titleText(), QStringLiteral("players, s"));
    QVERIFY(QFontMetrics(chart.humanAxis()->titleFont()).horizontalAdvance(chart.humanAxis()->titleText()) <
            chart.chart()->plotArea().height());
    chart.resize(560, DifficultyChart::kTitlesMinHeight + 80);
    QTRY_COMPARE(y->tickCount(), 6);
    QCOMPARE(chart.chart()->title(), QStringLiteral("Difficulty curve"));
    QVERIFY(y->isTitleVisible());
    QCOMPARE(chart.humanAxis()->titleText(), QStringLiteral("Players: solve time, s"));
    // A change of the pack keeps the count the height asks for.
    mDoc->replaceLevel(0, mDoc->level(0));
    QCOMPARE(y->tickCount(), 6);
}

void TestPackPanel::positionLabelsFitUnderThePlot() {
    // As many position labels as fit: with a fixed count, a 3,000-level pack cut its four-digit labels
    // to "1…" under the overview's plot.
    const pack::LevelPack big = repeatedPack(mDoc->pack(), 3000);
    for (const bool compact : {false, true}) {
        PackDocument doc;
        DifficultyChart chart(doc, compact);
        chart.resize(compact ? 330 : 560, compact ? 150 : 280);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        doc.loadUntitled(big);
        QCoreApplication::processEvents(); // a chart on show redraws once the turn's changes are in
        auto *x = qobject_cast<QValueAxis *>(chart.chart()->axes(Qt::Horizontal).constFirst());
        QVERIFY(x);
        QCOMPARE(x->max(), 3000.5);
        const QFontMetrics metrics(x->labelsFont());
        QTRY_VERIFY2((std::floor((x->max() - 1) / x->tickInterval()) + 1) *
                             metrics.horizontalAdvance("3000") <
                         chart.chart()->plotArea().width(),
                     qPrintable(QStringLiteral("interval %1 under a plot %2 px wide")
                                    .arg(x->tickInterval())
                                    .arg(chart.chart()->plotArea().width())));
        QVERIFY(x->tickInterval() <= 1000);
    }
}

void TestPackPanel::hiddenChartRedrawsWhenShown() {
    // A chart nobody sees (the overview's while a module page is up) does not redraw on every edit;
    // asked for a series, or shown, it is current.
    PackDocument doc;
    doc.loadUntitled(mDoc->pack());
    DifficultyChart chart(doc, false);
    chart.resize(560, 280);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    auto *drawn = qobject_cast<QLineSeries *>(chart.chart()->series().constFirst());
    QVERIFY(drawn);
    const qsizetype before = drawn->count();
    QCOMPARE(before, qsizetype(doc.levelCount()));
    chart.hide();
    doc.insertLevels(0, {doc.level(0)});
    QCOMPARE(drawn->count(), before); // not redrawn while hidden
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    QCOMPARE(drawn->count(), before + 1);
    chart.hide();
    doc.insertLevels(0, {doc.level(0)});
    QCOMPARE(chart.curve()->count(), before + 2); // the accessor brings it up to date
}

void TestPackPanel::tierLinesOnlyWhileTheyCanBeTold() {
    // The sample changes tier a dozen times or so: a dashed line each. Repeated to 3,000 levels it
    // changes tier more often than lines can be told apart: none, though the tier starts are known.
    DifficultyChart chart(*mDoc, false);
    chart.resize(560, 280);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    const std::size_t tiers = chart.tierStarts().size();
    QVERIFY(tiers > 2 && tiers - 1 <= DifficultyChart::kMaxTierLines);
    QCOMPARE(std::size_t(drawnLines(chart)), 2 + (tiers - 1)); // the curve, the players' line, the tiers
    mDoc->loadUntitled(repeatedPack(mDoc->pack(), 3000));
    QVERIFY(chart.tierStarts().size() > DifficultyChart::kMaxTierLines + 1);
    QCOMPARE(drawnLines(chart), 2);
}

void TestPackPanel::difficultyStatesFollowTheLevels() {
    // The document keeps each level's difficulty state (a hash of its data) and ramp tier until the
    // level changes; after every kind of change they must still be what the core says of the level now.
    // A sort moves the levels and what is kept of them; an order that is not a permutation is refused
    // whole.
    PackDocument doc;
    doc.loadUntitled(mDoc->pack());
    const auto agrees = [&doc] {
        for (int row = 0; row < doc.levelCount(); ++row)
            if (doc.difficultyState(row) != pack::difficultyState(doc.level(row)) ||
                doc.rampTier(row) != pack::rampTier(doc.level(row)))
                return false;
        return true;
    };
    int stale = 0;
    for (int row = 0; row < doc.levelCount(); ++row)
        stale += doc.difficultyState(row) == pack::DifficultyState::Stale;
    int measured = -1;
    for (int row = 0; row < doc.levelCount() && measured < 0; ++row)
        if (doc.difficultyState(row) == pack::DifficultyState::Measured) measured = row;
    QVERIFY(measured >= 0);
    pack::Level edited = doc.level(measured);
    edited.data["edited"] = true; // its measurement no longer matches its data
    doc.replaceLevel(measured, edited);
    QCOMPARE(doc.difficultyState(measured), pack::DifficultyState::Stale);
    QVERIFY(agrees());
    // Another measured tier: the kept one goes with the old level.
    const std::string tierBefore = doc.rampTier(measured);
    edited.statistics["measured"]["tier"] = tierBefore + "-retiered";
    doc.replaceLevel(measured, edited);
    QCOMPARE(doc.rampTier(measured), tierBefore + "-retiered");
    QVERIFY(agrees());
    doc.insertLevels(0, {doc.level(measured)});
    QCOMPARE(doc.difficultyState(0), pack::DifficultyState::Stale);
    QVERIFY(agrees());
    doc.moveLevels(0, 1, doc.levelCount());
    QCOMPARE(doc.difficultyState(doc.levelCount() - 1), pack::DifficultyState::Stale);
    QVERIFY(agrees());
    doc.moveLevels(doc.levelCount() - 3, 2, 1);
    QVERIFY(agrees());
    (void)doc.takeLevels(doc.levelCount() - 1, 1);
    QVERIFY(agrees());
    std::vector<std::string> reversed;
    for (int row = doc.levelCount() - 1; row >= 0; --row) reversed.push_back(doc.level(row).id);
    // Not a permutation (a level twice, another missing): refused, nothing lost.
    const pack::LevelPack before = doc.pack();
    std::vector<std::string> twice = reversed;
    twice.back() = twice.front();
    doc.setOrder(twice);
    QVERIFY(doc.pack() == before);
    doc.setOrder(reversed);
    QCOMPARE(doc.level(0).id, before.levels.back().id);
    QCOMPARE(doc.level(doc.levelCount() - 1).id, before.levels.front().id);
    QVERIFY(agrees());
    int staleNow = 0;
    for (int row = 0; row < doc.levelCount(); ++row)
        staleNow += doc.difficultyState(row) == pack::DifficultyState::Stale;
    QCOMPARE(staleNow, stale + 1);
    doc.loadUntitled(mDoc->pack());
    QVERIFY(agrees());
}

void TestPackPanel::aSnapshotNeverChanges() {
    // A snapshot is the pack as it stood (the crash-recovery copy reads one on another thread): every kind
    // of change after it goes to a copy of the pack. Once it is let go, changes are made in place again.
    PackDocument doc;
    doc.loadUntitled(mDoc->pack());
    std::shared_ptr<const pack::LevelPack> snapshot = doc.snapshot().pack; // a reader that never lets go
    const pack::LevelPack before = *snapshot;
    pack::Level renamed = doc.level(0);
    renamed.title = "Renamed after the snapshot";
    doc.replaceLevel(0, renamed);
    QVERIFY(&doc.pack() != snapshot.get());
    doc.insertLevels(0, {doc.level(3)});
    (void)doc.takeLevels(5, 1);
    doc.moveLevels(0, 2, 6);
    std::vector<std::string> reversed = ids(doc);
    std::reverse(reversed.begin(), reversed.end());
    doc.setOrder(reversed);
    doc.setInfo("Another name", "Someone", "Changed");
    QCOMPARE(pack::toJson(*snapshot).dump(), pack::toJson(before).dump());
    QCOMPARE(doc.level(0).title, doc.pack().levels.front().title);
    QVERIFY(pack::toJson(doc.pack()).dump() != pack::toJson(before).dump());
    snapshot.reset();
    const pack::LevelPack *current = &doc.pack();
    doc.replaceLevel(1, renamed);
    QCOMPARE(&doc.pack(), current);
}

void TestPackPanel::aStaleSnapshotLetGoSparesTheCopy() {
    // A reader that polls its snapshot's stale token (the crash-recovery copy does) lets go when the
    // document is about to change: the change is then made in place, without copying the pack.
    PackDocument doc;
    doc.loadUntitled(mDoc->pack());
    PackDocument::Snapshot snapshot = doc.snapshot();
    const pack::LevelPack *current = &doc.pack();
    QCOMPARE(snapshot.pack.get(), current);
    std::atomic<bool> waiting{false};
    std::thread reader([&snapshot, &waiting] {
        waiting = true;
        while (!snapshot.stale->cancelled()) std::this_thread::yield(); // runnable, as a reader at work
        snapshot.pack.reset();
    });
    while (!waiting) std::this_thread::yield();
    pack::Level renamed = doc.level(0);
    renamed.title = "Renamed while a reader held the pack";
    doc.replaceLevel(0, renamed);
    reader.join();
    QCOMPARE(&doc.pack(), current); // not copied
    QCOMPARE(doc.level(0).title, renamed.title);
    // A new snapshot comes with a token of its own, not the cancelled one.
    QVERIFY(!doc.snapshot().stale->cancelled());
}

void TestPackPanel::aClaimNeverHoldsUpAChange() {
    // A claim (the crash-recovery copy queued behind another) gives the pack as it stands when its reader
    // starts before any change; a change before that is made in place, and the claim then gives nothing.
    PackDocument doc;
    doc.loadUntitled(mDoc->pack());
    const pack::LevelPack *current = &doc.pack();
    const PackDocument::Claim early = doc.claim();
    PackDocument::Snapshot taken = early.take();
    QCOMPARE(taken.pack.get(), current);
    taken = {};
    const PackDocument::Claim late = doc.claim();
    pack::Level renamed = doc.level(0);
    renamed.title = "Renamed before the reader started";
    doc.replaceLevel(0, renamed);
    QCOMPARE(&doc.pack(), current); // not copied
    QVERIFY(!late.take().pack);
    QVERIFY(!early.take().pack);
    // Taken and still held, it is a snapshot: the next change goes to a copy.
    const PackDocument::Snapshot held = doc.claim().take();
    QCOMPARE(held.pack.get(), current);
    doc.replaceLevel(1, renamed);
    QVERIFY(&doc.pack() != current);
    QCOMPARE(held.pack->levels[1].title, mDoc->level(1).title);
    // No claim on a pack that other content replaced.
    const PackDocument::Claim replaced = doc.claim();
    doc.newPack();
    QVERIFY(!replaced.take().pack);
}

void TestPackPanel::ringFollowsTheCurrentLevel() {
    // The selection ring sits on the current level's point, through edits that move the point and
    // resizes that move the plot; no current level, no ring.
    DifficultyChart chart(*mDoc, false);
    chart.resize(560, 280);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    const auto onPoint = [&](int row) {
        const QPointF point =
            chart.chart()->mapToPosition(QPointF(row + 1, *mDoc->level(row).difficulty), chart.curve());
        return chart.ring()->isVisible() && QLineF(chart.ring()->rect().center(), point).length() < 0.5;
    };
    QVERIFY(!chart.ring()->isVisible());
    chart.setCurrentRow(4);
    QVERIFY(onPoint(4));
    pack::Level level = mDoc->level(4);
    level.difficulty = *level.difficulty + 2;
    mDoc->replaceLevel(4, level);
    QVERIFY(onPoint(4));
    chart.resize(700, 360);
    QTRY_VERIFY(onPoint(4));
    chart.setCurrentRow(-1);
    QVERIFY(!chart.ring()->isVisible());
}

void TestPackPanel::detailsLeaveTheListTheRoomTheyDoNotNeed() {
    // The dock of a 1024x700 window: the details form is as tall as its lines (in the list's splitter
    // a wrapping label's guess left a blank band, and the list showed a row and a half).
    mPanel->resize(260, 490);
    auto *details = mPanel->findChild<ui::LevelDetails *>();
    QVERIFY(details);
    QTRY_COMPARE(details->height(), details->layout()->totalHeightForWidth(details->width()));
    auto *list = mPanel->findChild<QListView *>();
    QVERIFY(list);
    QVERIFY2(list->viewport()->height() >= 2 * list->sizeHintForRow(0),
             qPrintable(QString::number(list->viewport()->height())));
}

void TestPackPanel::levelInfoShortensBeforeItCuts() {
    const QFontMetrics fm(QApplication::font());
    const QString full = ui::PackItemDelegate::infoLine(fm, 1000, "Linjat", "1.37", "stale");
    QCOMPARE(full, QStringLiteral("Linjat  ·  difficulty 1.37 (stale)"));
    // A narrow pack dock (a 1024 px window): the word "difficulty" goes, the value and state stay.
    const int narrow = fm.horizontalAdvance(full) - 1;
    QCOMPARE(ui::PackItemDelegate::infoLine(fm, narrow, "Linjat", "1.37", "stale"),
             QStringLiteral("Linjat  ·  1.37 (stale)"));
    QCOMPARE(
        ui::PackItemDelegate::infoLine(fm, fm.horizontalAdvance("1.37 (stale)"), "Linjat", "1.37", "stale"),
        QStringLiteral("1.37 (stale)"));
    // Only where even that does not fit is it cut.
    QVERIFY(ui::PackItemDelegate::infoLine(fm, 20, "Linjat", "1.37", "stale").endsWith(QChar(0x2026)));
    // The players' line the same way: "3 players · 100% · 0:42" was cut to "3 players · 100% · 0…".
    const QStringList players{QStringLiteral("3 players · 100% · 0:42"), QStringLiteral("100% · 0:42")};
    QCOMPARE(ui::PackItemDelegate::firstThatFits(fm, 1000, players), players[0]);
    QCOMPARE(ui::PackItemDelegate::firstThatFits(fm, fm.horizontalAdvance(players[0]) - 1, players),
             players[1]);
    QVERIFY(ui::PackItemDelegate::firstThatFits(fm, 20, players).endsWith(QChar(0x2026)));
    // The position column holds the last position whole (5000 was drawn as "000"), three digits at least.
    QCOMPARE(ui::PackItemDelegate::positionWidth(fm, 12), fm.horizontalAdvance(QStringLiteral("000")));
    for (const int count : {999, 1000, 5000, 12000})
        QVERIFY2(ui::PackItemDelegate::positionWidth(fm, count) >=
                     fm.horizontalAdvance(QString::number(count)),
                 qPrintable(QString::number(count)));
}

void TestPackPanel::loadsPackFromFile() {
    QCOMPARE(mDoc->levelCount(), 12);
    QCOMPARE(mPanel->model()->rowCount(), 12);
    QCOMPARE(mDoc->fileName(), QFileInfo(mPackPath).absoluteFilePath());
    QVERIFY(!mDoc->isModified());
    QCOMPARE(mDoc->undoStack()->count(), 0);
    QCOMPARE(mPanel->model()->index(0).data().toString(), QStringLiteral("Easy 16"));
    QCOMPARE(mPanel->model()->index(0).data(PackListModel::ModuleRole).toString(), QStringLiteral("linjat"));
    QCOMPARE(mPanel->model()->index(11).data(PackListModel::IdRole).toString(),
             QStringLiteral("linjat-expert-11"));
    // Every level has a preview painted by its core module, or says why not.
    for (int row = 0; row < 12; ++row) {
        const LevelPreview &preview = mPanel->model()->preview(row);
        QVERIFY2(preview.drawing.has_value() != !preview.problem.isEmpty(), qPrintable(preview.problem));
        if (findModule("linjat")) QVERIFY2(preview.drawing.has_value(), qPrintable(preview.problem));
    }
}

void TestPackPanel::thumbnailsAreDrawnOnce() {
    // The list and the gallery paint a level's thumbnail on every repaint: it is drawn once per size and
    // pixel ratio, the same pixels as drawing it afresh, and drawn again once the level changes.
    const QSize size(60, 60);
    const QImage first = mPanel->model()->preview(0).thumbnail(size, QStringLiteral("linjat"), 1.0);
    QCOMPARE(first, mPanel->model()->preview(0).image(size, QStringLiteral("linjat"), 1.0));
    const QImage sharp = mPanel->model()->preview(0).thumbnail(size, QStringLiteral("linjat"), 2.0);
    QCOMPARE(sharp.size(), size * 2);
    QCOMPARE(sharp, mPanel->model()->preview(0).image(size, QStringLiteral("linjat"), 2.0));
    mPanel->listView()->grab(); // the list's own repaint
    QCOMPARE(mPanel->model()->preview(0).thumbnail(size, QStringLiteral("linjat"), 1.0).cacheKey(),
             first.cacheKey());
    QCOMPARE(mPanel->model()->preview(0).thumbnail(size, QStringLiteral("linjat"), 2.0).cacheKey(),
             sharp.cacheKey());
    pack::Level edited = mDoc->level(0);
    edited.data = mDoc->level(1).data;
    mDoc->replaceLevel(0, edited);
    const QImage now = mPanel->model()->preview(0).thumbnail(size, QStringLiteral("linjat"), 1.0);
    QVERIFY(now != first);
    QCOMPARE(now, mPanel->model()->preview(1).thumbnail(size, QStringLiteral("linjat"), 1.0));
}

void TestPackPanel::clickOnAPointNamesItsLevel() {
    // The points are images stamped by one item, not an item each: a click on one still names its
    // level, a click beside the curve none.
    DifficultyChart chart(*mDoc, false);
    chart.resize(560, 280);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    QSignalSpy clicked(&chart, &DifficultyChart::rowClicked);
    const auto at = [&](double x, double y) {
        return chart.mapFromScene(
            chart.chart()->mapToScene(chart.chart()->mapToPosition(QPointF(x, y), chart.curve())));
    };
    for (int row : {2, 7, 11}) {
        QTest::mouseClick(chart.viewport(), Qt::LeftButton, {}, at(row + 1, *mDoc->level(row).difficulty));
        QCOMPARE(clicked.count(), 1);
        QCOMPARE(clicked.takeFirst().at(0).toInt(), row);
    }
    QTest::mouseClick(chart.viewport(), Qt::LeftButton, {}, at(3, *mDoc->level(2).difficulty + 4));
    QCOMPARE(clicked.count(), 0);
    // A level under a dip's mark too (the mark took the click and nothing happened before).
    mDoc->load(mSamplePath);
    QVERIFY(!chart.dips().isEmpty());
    const QPointF dip = chart.dips().front();
    QTest::mouseClick(chart.viewport(), Qt::LeftButton, {}, at(dip.x(), dip.y()));
    QCOMPARE(clicked.count(), 1);
    QCOMPARE(clicked.takeFirst().at(0).toInt(), int(std::lround(dip.x())) - 1);
}

void TestPackPanel::thinningKeepsEachColumnsExtremes() {
    // Two columns over x in [0, 4): each keeps its lowest and highest point in their order along x; a
    // column with one point keeps it; no more than two points per column come back whole.
    const QList<QPointF> points{{0.5, 3}, {1, 1}, {1.5, 2}, {1.9, 5}, {2.5, 4}, {3, 4}, {3.5, 0}};
    QCOMPARE(thinForPlot(points, 0, 4, 2), (QList<QPointF>{{1, 1}, {1.9, 5}, {2.5, 4}, {3.5, 0}}));
    QCOMPARE(thinForPlot(points, 0, 4, 4), points);
    QCOMPARE(thinForPlot(points, 0, 4, 0), points);
    const QList<QPointF> lone{{0.2, 1}, {0.4, 2}, {0.6, 0}, {3.9, 7}};
    QCOMPARE(thinForPlot(lone, 0, 4, 1), (QList<QPointF>{{0.6, 0}, {3.9, 7}}));
    QCOMPARE(thinForPlot(lone, 0, 4, 2), lone);
    QCOMPARE(thinForPlot(lone + QList<QPointF>{{3.95, 1}}, 0, 4, 2),
             (QList<QPointF>{{0.4, 2}, {0.6, 0}, {3.9, 7}, {3.95, 1}}));
}

void TestPackPanel::denseChartThinsItsCurveAndRugsItsDips() {
    // 3,000 levels on a plot a few hundred pixels wide: the curve keeps each pixel column's lowest and
    // highest point, so every column still spans what the levels span; the dips become ticks at the
    // foot of the plot. Back at 12 levels the curve has a point per level and the dips sit on it.
    DifficultyChart chart(*mDoc, false);
    chart.resize(560, 280);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    QVERIFY(!chart.dense());
    mDoc->loadUntitled(repeatedPack(mDoc->pack(), 3000));
    QTRY_VERIFY(chart.dense());
    const QList<QPointF> &all = chart.curvePoints();
    QCOMPARE(all.size(), 3000);
    const int columns = int(chart.chart()->plotArea().width());
    QVERIFY(columns > 100 && columns < 1500);
    const QList<QPointF> shown = chart.curve()->points();
    QVERIFY(shown.size() <= 2 * columns);
    const auto column = [&](const QPointF &p) { return int(std::floor((p.x() - 0.5) / (3000.0 / columns))); };
    std::map<int, std::pair<double, double>> spanAll, spanShown;
    const auto widen = [](auto &spans, int c, double y) {
        auto [it, fresh] = spans.try_emplace(c, y, y);
        it->second = {std::min(it->second.first, y), std::max(it->second.second, y)};
    };
    for (const QPointF &p : all) widen(spanAll, column(p), p.y());
    for (const QPointF &p : shown) widen(spanShown, column(p), p.y());
    QVERIFY(spanAll == spanShown);
    const std::vector<std::size_t> dips = pack::rampDips(mDoc->pack());
    QVERIFY(!dips.empty());
    QCOMPARE(chart.dips().size(), qsizetype(dips.size()));
    for (const QPointF &p : chart.dips()) QCOMPARE(p.y(), 0.0);

    mDoc->load(mPackPath);
    QTRY_VERIFY(!chart.dense());
    QCOMPARE(curveY(&chart), difficulties(*mDoc));
    for (const QPointF &p : chart.dips()) QCOMPARE(p.y(), *mDoc->level(int(p.x()) - 1).difficulty);
}

void TestPackPanel::refusesBadFileAndKeepsDocument() {
    const QString bad = mDir.filePath(QStringLiteral("bad.json"));
    QFile file(bad);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"format": "tessera-pack", "version": 99, "name": "x", "levels": []})");
    file.close();
    const auto before = ids(*mDoc);
    try {
        mDoc->load(bad);
        QFAIL("a pack from a newer version was accepted");
    } catch (const Error &e) {
        QVERIFY2(QString::fromStdString(e.what()).contains(QStringLiteral("bad.json")), e.what());
        QVERIFY2(QString::fromStdString(e.what()).contains(QStringLiteral("version")), e.what());
    }
    QCOMPARE(ids(*mDoc), before);
    QCOMPARE(mDoc->fileName(), QFileInfo(mPackPath).absoluteFilePath());
}

void TestPackPanel::dragAndDropReordersAndUndoRestores() {
    PackListModel *model = mPanel->model();
    const auto original = ids(*mDoc);
    // Drag row 0 and drop it before row 3: it lands at position 2.
    std::unique_ptr<QMimeData> mime(model->mimeData({model->index(0)}));
    QVERIFY(mime->hasFormat(QString::fromLatin1(PackListModel::kMimeType)));
    QVERIFY(model->canDropMimeData(mime.get(), Qt::MoveAction, 3, 0, {}));
    QVERIFY(model->dropMimeData(mime.get(), Qt::MoveAction, 3, 0, {}));

    auto expected = original;
    std::rotate(expected.begin(), expected.begin() + 1, expected.begin() + 3);
    QCOMPARE(ids(*mDoc), expected);
    QCOMPARE(model->index(2).data(PackListModel::IdRole).toString(), QString::fromStdString(original[0]));
    QCOMPARE(mDoc->undoStack()->count(), 1);
    QVERIFY(mDoc->isModified());

    mDoc->undoStack()->undo();
    QCOMPARE(ids(*mDoc), original);
    QVERIFY(!mDoc->isModified());
    mDoc->undoStack()->redo();
    QCOMPARE(ids(*mDoc), expected);

    // A drop from another document's rows is refused.
    PackDocument other;
    other.loadUntitled(mDoc->pack());
    PackListModel otherModel(other);
    std::unique_ptr<QMimeData> foreign(otherModel.mimeData({otherModel.index(5)}));
    QVERIFY(!model->dropMimeData(foreign.get(), Qt::MoveAction, 0, 0, {}));
    QCOMPARE(ids(*mDoc), expected);
}

void TestPackPanel::moveRowsAndMoveCommandAgree() {
    const auto original = ids(*mDoc);
    // The view's internal move calls moveRows: move the last level to the front.
    QVERIFY(mPanel->model()->moveRows({}, 11, 1, {}, 0));
    auto expected = original;
    std::rotate(expected.begin(), expected.begin() + 11, expected.end());
    QCOMPARE(ids(*mDoc), expected);
    // Moving a level onto itself is no change and no undo step.
    QVERIFY(!mPanel->model()->moveRows({}, 4, 1, {}, 5));
    QCOMPARE(mDoc->undoStack()->count(), 1);

    // The same move as a command, block of three forward, and its exact inverse.
    mDoc->undoStack()->undo();
    auto *command = new MoveLevelCommand(*mDoc, 1, 3, 8);
    QCOMPARE(command->newFirst(), 5);
    mDoc->undoStack()->push(command);
    auto block = original;
    std::rotate(block.begin() + 1, block.begin() + 4, block.begin() + 8);
    QCOMPARE(ids(*mDoc), block);
    mDoc->undoStack()->undo();
    QCOMPARE(ids(*mDoc), original);
    QVERIFY(!mDoc->isModified());
}

void TestPackPanel::scatteredDropKeepsOrder() {
    PackListModel *model = mPanel->model();
    const auto original = ids(*mDoc);
    std::unique_ptr<QMimeData> mime(model->mimeData({model->index(7), model->index(1), model->index(4)}));
    QVERIFY(model->dropMimeData(mime.get(), Qt::MoveAction, 10, 0, {}));
    const std::vector<std::string> expected{original[0], original[2], original[3],  original[5],
                                            original[6], original[8], original[9],  original[1],
                                            original[4], original[7], original[10], original[11]};
    QCOMPARE(ids(*mDoc), expected);
    QCOMPARE(mDoc->undoStack()->count(), 1); // one macro
    mDoc->undoStack()->undo();
    QCOMPARE(ids(*mDoc), original);
}

void TestPackPanel::dropOnViewIsOneStep() {
    PackListView *view = mPanel->listView();
    PackListModel *model = mPanel->model();
    const auto original = ids(*mDoc);
    // Drag levels 1 and 5 (rows 0 and 4) and drop them on the lower half of the third item.
    std::unique_ptr<QMimeData> mime(model->mimeData({model->index(0), model->index(4)}));
    const QRect third = view->visualRect(model->index(2));
    const QPoint at(third.center().x(), third.center().y() + third.height() / 4);
    QCOMPARE(view->dropRowAt(at), 3);
    QCOMPARE(view->dropRowAt(QPoint(third.center().x(), third.top() + 2)), 2);
    // (A synthetic QDropEvent is only delivered during a real drag; the view's drop handler uses this.)
    QVERIFY(view->dropLevels(mime.get(), at));
    const std::vector<std::string> expected{original[1], original[2], original[0],  original[4],
                                            original[3], original[5], original[6],  original[7],
                                            original[8], original[9], original[10], original[11]};
    QCOMPARE(ids(*mDoc), expected);
    QCOMPARE(mDoc->undoStack()->count(), 1); // the whole drag is one undo step
    mDoc->undoStack()->undo();
    QCOMPARE(ids(*mDoc), original);
}

void TestPackPanel::curveFollowsOrder() {
    DifficultyChart *chart = mPanel->chart();
    QCOMPARE(chart->curve()->count(), 12);
    QCOMPARE(curveY(chart), difficulties(*mDoc));
    const QList<double> before = curveY(chart);
    // The sample is easiest-first, so the curve rises.
    QVERIFY(std::is_sorted(before.begin(), before.end()));
    QVERIFY(mPanel->model()->moveRows({}, 11, 1, {}, 0));
    QCOMPARE(curveY(chart), difficulties(*mDoc));
    QCOMPARE(curveY(chart).front(), before.back());
    for (int i = 0; i < 12; ++i) QCOMPARE(chart->curve()->at(i).x(), double(i + 1));
    mDoc->undoStack()->undo();
    QCOMPARE(curveY(chart), before);
}

void TestPackPanel::inlineRenameIsUndoable() {
    QListView *view = mPanel->listView();
    const QModelIndex index = mPanel->model()->index(2);
    view->setCurrentIndex(index);
    view->edit(index);
    auto *editor = view->viewport()->findChild<QLineEdit *>();
    QVERIFY(editor);
    QCOMPARE(editor->text(), QStringLiteral("Easy 17"));
    editor->selectAll();
    QTest::keyClicks(editor, QStringLiteral("Warm-up"));
    QTest::keyClick(editor, Qt::Key_Return);
    // The delegate commits on Return by a queued call.
    QTRY_COMPARE(QString::fromStdString(mDoc->level(2).title), QStringLiteral("Warm-up"));
    QCOMPARE(mDoc->undoStack()->count(), 1);
    QVERIFY(mDoc->isModified());
    mDoc->undoStack()->undo();
    QCOMPARE(mDoc->level(2).title, std::string("Easy 17"));
    QCOMPARE(mPanel->model()->index(2).data().toString(), QStringLiteral("Easy 17"));
    QVERIFY(!mDoc->isModified());
}

void TestPackPanel::emptyTitleRefused() {
    QVERIFY(!mPanel->model()->setData(mPanel->model()->index(0), QStringLiteral("   "), Qt::EditRole));
    QCOMPARE(mDoc->level(0).title, std::string("Easy 16"));
    QCOMPARE(mDoc->undoStack()->count(), 0);
}

void TestPackPanel::difficultyEditIsUndoableAndMerges() {
    mPanel->setCurrentRow(4);
    auto *spin = mPanel->findChild<QDoubleSpinBox *>();
    QVERIFY(spin);
    const double original = *mDoc->level(4).difficulty;
    QCOMPARE(spin->value(), original);
    spin->setValue(7.5);
    QCOMPARE(*mDoc->level(4).difficulty, 7.5);
    spin->setValue(8.25);
    QCOMPARE(*mDoc->level(4).difficulty, 8.25);
    QCOMPARE(mDoc->undoStack()->count(), 1); // consecutive edits of one level are one step
    QCOMPARE(mPanel->chart()->curve()->at(4).y(), 8.25);
    mDoc->undoStack()->undo();
    QCOMPARE(*mDoc->level(4).difficulty, original);
    QCOMPARE(spin->value(), original); // the editor follows the document
    QCOMPARE(mPanel->chart()->curve()->at(4).y(), original);
    QVERIFY(!mDoc->isModified());
}

void TestPackPanel::tagsAreNormalisedAndUndoable() {
    const auto original = mDoc->level(0).tags;
    QVERIFY(mPanel->model()->setData(mPanel->model()->index(0), QStringLiteral(" tutorial, easy ,, tutorial"),
                                     PackListModel::TagsRole));
    QCOMPARE(mDoc->level(0).tags, (std::vector<std::string>{"tutorial", "easy"}));
    QCOMPARE(mPanel->model()->index(0).data(PackListModel::TagsRole).toStringList(),
             (QStringList{QStringLiteral("tutorial"), QStringLiteral("easy")}));
    mDoc->undoStack()->undo();
    QCOMPARE(mDoc->level(0).tags, original);
}

void TestPackPanel::sortByDifficultyAndUndo() {
    // Scramble: hardest first, then one from the middle.
    QVERIFY(mPanel->model()->moveRows({}, 11, 1, {}, 0));
    QVERIFY(mPanel->model()->moveRows({}, 6, 1, {}, 1));
    const auto scrambled = ids(*mDoc);
    const QList<double> unsorted = difficulties(*mDoc);
    QVERIFY(!std::is_sorted(unsorted.begin(), unsorted.end()));
    mPanel->setCurrentRow(0);
    const std::string selected = mDoc->level(0).id;
    // A second level selected beside the current one, and the previews drawn so far.
    const QModelIndex also = mPanel->model()->index(5);
    mPanel->listView()->selectionModel()->select(also, QItemSelectionModel::Select);
    const std::string alsoSelected = mDoc->level(5).id;
    std::map<std::string, const LevelPreview *> previews;
    for (int row = 0; row < mDoc->levelCount(); ++row)
        previews[mDoc->level(row).id] = &mPanel->model()->preview(row);

    mPanel->sortAction()->trigger();
    const QList<double> sorted = difficulties(*mDoc);
    QVERIFY(std::is_sorted(sorted.begin(), sorted.end()));
    QCOMPARE(curveY(mPanel->chart()), sorted);
    // The selection follows its levels through the sort, and each level keeps its drawn preview.
    QCOMPARE(mDoc->level(mPanel->currentRow()).id, selected);
    std::set<std::string> selectedNow;
    for (const QModelIndex &i : mPanel->listView()->selectionModel()->selectedIndexes())
        selectedNow.insert(mDoc->level(i.row()).id);
    QCOMPARE(selectedNow, (std::set<std::string>{selected, alsoSelected}));
    for (int row = 0; row < mDoc->levelCount(); ++row)
        QCOMPARE(&mPanel->model()->preview(row), previews.at(mDoc->level(row).id));
    // Already sorted: no new step.
    const int steps = mDoc->undoStack()->count();
    QVERIFY(SortByDifficultyCommand(*mDoc).isNoOp());
    mPanel->sortAction()->trigger();
    QCOMPARE(mDoc->undoStack()->count(), steps);

    mDoc->undoStack()->undo();
    QCOMPARE(ids(*mDoc), scrambled);
}

void TestPackPanel::removeAndUndo() {
    const auto original = ids(*mDoc);
    mPanel->setCurrentRow(3);
    QSignalSpy removed(mPanel->model(), &QAbstractItemModel::rowsRemoved);
    const auto actions = mPanel->levelActions();
    auto remove = std::find_if(actions.begin(), actions.end(), [](QAction *a) {
        return a->shortcut() == QKeySequence(QKeySequence::Delete);
    });
    QVERIFY(remove != actions.end());
    (*remove)->trigger();
    QCOMPARE(removed.count(), 1);
    QCOMPARE(mDoc->levelCount(), 11);
    QCOMPARE(mDoc->rowOfId(original[3]), -1);
    QCOMPARE(mPanel->chart()->curve()->count(), 11);
    mPanel->setCurrentRow(0);
    mDoc->undoStack()->undo();
    QCOMPARE(ids(*mDoc), original);
    QCOMPARE(mPanel->chart()->curve()->count(), 12);
    // The level back from the removal is selected and current (the selection stayed on row 0).
    QCOMPARE(mPanel->currentRow(), 3);
    QCOMPARE(selectedRows(*mPanel), std::vector<int>{3});
    // Levels added in one step (a generator's batch) are selected, the first current and in view.
    std::vector<pack::Level> batch{mDoc->level(0), mDoc->level(1), mDoc->level(2)};
    QCOMPARE(addLevelsAsOneStep(*mDoc, batch, QStringLiteral("Generate 3 levels")), 3);
    QCOMPARE(mPanel->currentRow(), 12);
    QCOMPARE(selectedRows(*mPanel), (std::vector<int>{12, 13, 14}));
    const QRect shown = mPanel->listView()->visualRect(mPanel->model()->index(12));
    QVERIFY(mPanel->listView()->viewport()->rect().intersects(shown));
}

void TestPackPanel::modifiedFollowsCleanState() {
    QSignalSpy modified(mDoc.get(), &PackDocument::modifiedChanged);
    QVERIFY(mPanel->model()->setData(mPanel->model()->index(1), QStringLiteral("Renamed"), Qt::EditRole));
    QVERIFY(mDoc->isModified());
    QCOMPARE(modified.count(), 1);
    QCOMPARE(modified.last().at(0).toBool(), true);

    const QString saved = mDir.filePath(QStringLiteral("saved.json"));
    mDoc->save(saved);
    QVERIFY(!mDoc->isModified());
    QCOMPARE(modified.last().at(0).toBool(), false);
    QCOMPARE(mDoc->fileName(), QFileInfo(saved).absoluteFilePath());
    QCOMPARE(pack::load(saved.toStdString()), mDoc->pack());

    // Undo past the save point is a change again; redo returns to the saved state.
    mDoc->undoStack()->undo();
    QVERIFY(mDoc->isModified());
    mDoc->undoStack()->redo();
    QVERIFY(!mDoc->isModified());

    // An untitled pack is clean but has no path (Save asks where).
    mDoc->loadUntitled(mDoc->pack());
    QVERIFY(!mDoc->isModified());
    QVERIFY(mDoc->fileName().isEmpty());
    QCOMPARE(mDoc->undoStack()->count(), 0);
}

void TestPackPanel::failedSaveLeavesDocumentUnchanged() {
    QVERIFY(mPanel->model()->setData(mPanel->model()->index(1), QStringLiteral("Renamed"), Qt::EditRole));
    const QString impossible = mDir.filePath(QStringLiteral("no/such/dir/pack.json"));
    QVERIFY_THROWS_EXCEPTION(Error, mDoc->save(impossible));
    QVERIFY(mDoc->isModified());
    QCOMPARE(mDoc->fileName(), QFileInfo(mPackPath).absoluteFilePath());
}

void TestPackPanel::openAndSaveAreJobs() {
    // A big pack is read and written by jobs, the GUI thread painting meanwhile; the document changes
    // only when the job is done.
    const QString big = mDir.filePath(QStringLiteral("big.json"));
    pack::save(repeatedPack(mDoc->pack(), 1000), big.toStdString());
    QSignalSpy started(mJobs.get(), &JobRunner::jobStarted);
    QVERIFY(mPanel->openFile(big));
    QCOMPARE(started.count(), 1);
    QCOMPARE(mDoc->levelCount(), 1000);
    QCOMPARE(mDoc->fileName(), QFileInfo(big).absoluteFilePath());
    QVERIFY(!mDoc->isModified());
    for (int row = 0; row < mDoc->levelCount(); ++row) // worked out by the job, in step with the levels
        QCOMPARE(mDoc->difficultyState(row), pack::difficultyState(mDoc->level(row)));
    QVERIFY(mPanel->model()->setData(mPanel->model()->index(1), QStringLiteral("Renamed"), Qt::EditRole));
    const QString copy = mDir.filePath(QStringLiteral("big-copy.json"));
    QVERIFY(mPanel->saveTo(copy));
    QCOMPARE(started.count(), 2);
    QVERIFY(!mDoc->isModified());
    QCOMPARE(mDoc->fileName(), QFileInfo(copy).absoluteFilePath());
    QCOMPARE(pack::load(copy.toStdString()), mDoc->pack());
    QCOMPARE(pack::load(copy.toStdString()).levels[1].title, std::string("Renamed"));
}

void TestPackPanel::cancelledOpenKeepsTheDocument() {
    const QString big = mDir.filePath(QStringLiteral("big.json"));
    pack::save(repeatedPack(mDoc->pack(), 1000), big.toStdString());
    const auto before = ids(*mDoc);
    // Cancel pressed as soon as the open's loop runs (posted before the job starts, so it comes first).
    QTimer::singleShot(0, mPanel.get(), [this] {
        auto *dialog = mPanel->findChild<QProgressDialog *>();
        QVERIFY(dialog);
        emit dialog->canceled();
    });
    QVERIFY(!mPanel->openFile(big));
    QCOMPARE(ids(*mDoc), before);
    QCOMPARE(mDoc->fileName(), QFileInfo(mPackPath).absoluteFilePath());
    // The late result is dropped. Reading the file cannot stop halfway, so the job ends when it has read
    // it: 5.5 s in a sanitized build beside two busy processes, where jobs run at background priority.
    QTRY_COMPARE_WITH_TIMEOUT(mJobs->runningCount(), 0, 30000);
    QCOMPARE(ids(*mDoc), before);
}

void TestPackPanel::anEditDuringASaveStaysUnsaved() {
    // The save writes the pack as it stood when Save was chosen; an edit that comes meanwhile (a job's
    // result, say: the dialog keeps the user out) is not in the file, so the pack stays unsaved.
    QVERIFY(mPanel->model()->setData(mPanel->model()->index(1), QStringLiteral("Saved"), Qt::EditRole));
    QTimer::singleShot(0, mPanel.get(), [this] {
        QVERIFY(mPanel->model()->setData(mPanel->model()->index(2), QStringLiteral("Later"), Qt::EditRole));
    });
    const QString path = mDir.filePath(QStringLiteral("during.json"));
    QVERIFY(mPanel->saveTo(path));
    QCOMPARE(mDoc->level(2).title, std::string("Later"));
    const pack::LevelPack written = pack::load(path.toStdString());
    QCOMPARE(written.levels[1].title, std::string("Saved"));
    QVERIFY(written.levels[2].title != "Later");
    QVERIFY(mDoc->isModified());
    QCOMPARE(mDoc->fileName(), QFileInfo(path).absoluteFilePath());
}

void TestPackPanel::pasteIsOneInsert() {
    // A paste is one insert of the whole block after the current level (a thousand inserts moved the
    // levels after them a thousand times), its ids free, and one undo step. One of the copied levels has
    // its difficulty set by hand, so the states that come with the pasted levels differ.
    QVERIFY(mPanel->model()->setData(mPanel->model()->index(2), *mDoc->level(2).difficulty + 0.5,
                                     PackListModel::DifficultyRole));
    QCOMPARE(mDoc->difficultyState(2), pack::DifficultyState::Hand);
    const auto original = ids(*mDoc);
    QItemSelectionModel *selection = mPanel->selectionModel();
    selection->select(QItemSelection(mPanel->model()->index(1), mPanel->model()->index(3)),
                      QItemSelectionModel::ClearAndSelect);
    PackListView *list = mPanel->listView();
    list->setFocus(Qt::MouseFocusReason);
    QTest::keyClick(list, Qt::Key_C, Qt::ControlModifier);
    mPanel->setCurrentRow(5);
    QSignalSpy inserted(mPanel->model(), &QAbstractItemModel::rowsInserted);
    QSignalSpy changed(mDoc.get(), &PackDocument::levelsChanged);
    QTest::keyClick(list, Qt::Key_V, Qt::ControlModifier);
    QCOMPARE(inserted.count(), 1);
    QCOMPARE(inserted.first().at(1).toInt(), 6);
    QCOMPARE(inserted.first().at(2).toInt(), 8);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(mDoc->levelCount(), 15);
    QCOMPARE(mPanel->currentRow(), 6);
    QCOMPARE(selectedRows(*mPanel), (std::vector<int>{6, 7, 8})); // the pasted levels, all of them
    for (int i = 0; i < 3; ++i) {
        const pack::Level &pasted = mDoc->level(6 + i), &copied = mDoc->level(1 + i);
        QCOMPARE(pack::contentHash(pasted), pack::contentHash(copied));
        QVERIFY(pasted.id != copied.id); // taken: fresh ones
    }
    std::set<std::string> unique;
    for (const std::string &id : ids(*mDoc)) unique.insert(id);
    QCOMPARE(int(unique.size()), 15);
    QCOMPARE(mDoc->undoStack()->undoText(), QStringLiteral("Paste 3 level(s)"));
    const auto statesInStep = [this] {
        for (int row = 0; row < mDoc->levelCount(); ++row) // the pasted ones come with theirs
            if (mDoc->difficultyState(row) != pack::difficultyState(mDoc->level(row))) return false;
        return true;
    };
    QVERIFY(statesInStep());
    mDoc->undoStack()->undo();
    QCOMPARE(ids(*mDoc), original);
    QCOMPARE(mPanel->chart()->curvePoints().size(), 12);
    // The pasted levels were the selection: the level now current is selected, as the details show it.
    QVERIFY(selection->currentIndex().isValid());
    QVERIFY(selection->isSelected(selection->currentIndex()));
    mDoc->undoStack()->redo();
    QCOMPARE(mDoc->levelCount(), 15);
    QCOMPARE(pack::contentHash(mDoc->level(8)), pack::contentHash(mDoc->level(3)));
    QVERIFY(statesInStep());
    // Text that is no pack changes nothing and says why.
    QApplication::clipboard()->setText(QStringLiteral("{\"levels\": [1, 2"));
    QSignalSpy messages(mPanel.get(), &PackPanel::statusMessage);
    QTest::keyClick(list, Qt::Key_V, Qt::ControlModifier);
    QCOMPARE(mDoc->levelCount(), 15);
    QVERIFY(!messages.isEmpty());
    QVERIFY2(messages.last().at(0).toString().contains(QStringLiteral("holds no Tessera levels")),
             qPrintable(messages.last().at(0).toString()));
}

void TestPackPanel::removingARunIsOneChange() {
    // Neighbouring rows go in one change; rows apart, one change per run, all one undo step.
    const auto original = ids(*mDoc);
    QSignalSpy removed(mPanel->model(), &QAbstractItemModel::rowsRemoved);
    removeLevels(*mDoc, {4, 2, 3, 9, 10});
    QCOMPARE(removed.count(), 2);
    QCOMPARE(mDoc->levelCount(), 7);
    QCOMPARE(mDoc->undoStack()->undoText(), QStringLiteral("Remove 5 levels"));
    std::vector<std::string> expected = original;
    expected.erase(expected.begin() + 9, expected.begin() + 11);
    expected.erase(expected.begin() + 2, expected.begin() + 5);
    QCOMPARE(ids(*mDoc), expected);
    mDoc->undoStack()->undo();
    QCOMPARE(ids(*mDoc), original);
    for (int row = 0; row < mDoc->levelCount(); ++row) // the states follow the block moves
        QCOMPARE(mDoc->difficultyState(row), pack::difficultyState(mDoc->level(row)));
    removed.clear();
    removeLevels(*mDoc, {0, 1, 2, 3, 4, 5});
    QCOMPARE(removed.count(), 1);
    QCOMPARE(mDoc->undoStack()->undoText(), QStringLiteral("Remove 6 levels"));
    mDoc->undoStack()->undo();
    QCOMPARE(ids(*mDoc), original);
}

void TestPackPanel::importIsOneStepInAJob() {
    // The whole sample into its first twelve levels: those twelve are skipped by content, the rest come
    // in after them, read by a job, in one insert and one undo step; taken ids are renamed.
    const auto original = ids(*mDoc);
    const pack::LevelPack sample = pack::load(mSamplePath.toStdString());
    const int expected = int(sample.levels.size()) - 12;
    QSignalSpy started(mJobs.get(), &JobRunner::jobStarted);
    QSignalSpy inserted(mPanel->model(), &QAbstractItemModel::rowsInserted);
    QSignalSpy messages(mPanel.get(), &PackPanel::statusMessage);
    QCOMPARE(mPanel->importFile(mSamplePath), 12);
    QCOMPARE(started.count(), 1);
    QCOMPARE(inserted.count(), 1);
    QCOMPARE(mDoc->levelCount(), 12 + expected);
    QCOMPARE(mPanel->currentRow(), 12);
    for (int i = 0; i < expected; ++i)
        QCOMPARE(pack::contentHash(mDoc->level(12 + i)),
                 pack::contentHash(sample.levels[std::size_t(12 + i)]));
    QVERIFY(messages.last().at(0).toString().contains(QStringLiteral("12 already in the pack were skipped")));
    QCOMPARE(mDoc->undoStack()->undoText(), QStringLiteral("Import %1 level(s)").arg(expected));
    for (int row = 0; row < mDoc->levelCount(); ++row)
        QCOMPARE(mDoc->difficultyState(row), pack::difficultyState(mDoc->level(row)));
    mDoc->undoStack()->undo();
    QCOMPARE(ids(*mDoc), original);
    // Again, with the pack changed while the job reads: what it lacks is worked out again, so the level
    // that came meanwhile is not added twice.
    QTimer::singleShot(0, mPanel.get(), [this, &sample] {
        mDoc->undoStack()->push(new AddLevelCommand(*mDoc, sample.levels[12]));
    });
    started.clear();
    QCOMPARE(mPanel->importFile(mSamplePath), 13);
    QCOMPARE(started.count(), 2);
    QCOMPARE(mDoc->levelCount(), 12 + expected);
    std::set<std::string> contents;
    for (const pack::Level &level : mDoc->pack().levels) contents.insert(pack::contentHash(level));
    QCOMPARE(int(contents.size()), mDoc->levelCount());
}

void TestPackPanel::importOfABadFileChangesNothing() {
    const QString bad = mDir.filePath(QStringLiteral("bad.json"));
    QFile file(bad);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"levels\": [");
    file.close();
    const auto original = ids(*mDoc);
    MessageBoxAnswers answers({QMessageBox::AcceptRole});
    QCOMPARE(mPanel->importFile(bad), -1);
    QVERIFY(answers.done());
    QVERIFY2(answers.texts.front().contains(QStringLiteral("bad.json")), qPrintable(answers.texts.front()));
    QCOMPARE(ids(*mDoc), original);
    QVERIFY(!mDoc->isModified());
    QCOMPARE(mLog->entries().back().severity, Log::Severity::Error);
}

QTEST_MAIN(TestPackPanel)
#include "tst_packpanel.moc"

void TestPackPanel::sampleHoldsEveryModuleOnTheScale() {
    mDoc->load(mSamplePath);
    std::set<std::string> modules;
    for (const auto &level : mDoc->pack().levels) {
        modules.insert(level.module);
        QVERIFY2(level.difficulty && *level.difficulty >= 0 && *level.difficulty <= 10, level.id.c_str());
        QCOMPARE(pack::difficultyState(level), pack::DifficultyState::Measured);
    }
    // Every registered module: the sample is the tour of them (resources/samples/make-sample-pack.py).
    std::set<std::string> registered;
    for (const ModuleBackend &m : moduleBackends()) registered.insert(m.id);
    QCOMPARE(modules, registered);
}

void TestPackPanel::rampIsOneStepAndShowsDips() {
    mDoc->load(mSamplePath);
    DifficultyChart *chart = mPanel->chart();
    // Linjat first, then the other modules: the curve dips where they start, and the chart says so.
    const std::vector<std::size_t> dipsBefore = pack::rampDips(mDoc->pack());
    QVERIFY(!dipsBefore.empty());
    QCOMPARE(std::size_t(chart->dips().size()), dipsBefore.size());
    QVERIFY(chart->tierStarts().size() > 4);
    const auto original = ids(*mDoc);

    QSignalSpy messages(mPanel.get(), &PackPanel::statusMessage);
    // The default sequence: tiers by their easiest level, each sorted. It can only dip where a tier
    // starts below the end of the one before, and the chart marks exactly those places.
    const std::vector<std::size_t> dips = mPanel->makeRamp({});
    QCOMPARE(std::size_t(chart->dips().size()), dips.size());
    QCOMPARE(mDoc->undoStack()->count(), 1);
    QCOMPARE(messages.count(), 1);
    for (std::size_t i : dips)
        QVERIFY(std::any_of(chart->tierStarts().begin(), chart->tierStarts().end(),
                            [&](const auto &start) { return start.first == int(i) + 1; }));
    for (std::size_t i = 1; i < std::size_t(mDoc->levelCount()); ++i)
        if (pack::rampTier(mDoc->level(int(i))) == pack::rampTier(mDoc->level(int(i - 1))))
            QVERIFY(*mDoc->level(int(i)).difficulty >= *mDoc->level(int(i - 1)).difficulty);
    // A tier sequence that puts expert before easy: one step, and the dips are reported and marked.
    const std::vector<std::size_t> forced = mPanel->makeRamp({"expert", "easy"});
    QVERIFY(!forced.empty());
    QCOMPARE(std::size_t(chart->dips().size()), forced.size());
    QVERIFY(messages.last().at(0).toString().contains(QString::number(forced.front() + 1)));
    QCOMPARE(mDoc->level(0).statistics["measured"]["tier"].get<std::string>(), std::string("expert"));
    QCOMPARE(chart->tierStarts().front().second, std::string("expert"));
    QCOMPARE(mDoc->undoStack()->count(), 2);
    mDoc->undoStack()->undo();
    mDoc->undoStack()->undo();
    QCOMPARE(ids(*mDoc), original);
}

void TestPackPanel::staleDifficultyIsFlagged() {
    QCOMPARE(mPanel->chart()->stale().size(), 0);
    QVERIFY(mPanel->model()->index(1).data(PackListModel::DifficultyStateRole).toString().isEmpty());
    // The data changes without a new measurement (as a hand edit of the file would): stale.
    pack::Level edited = mDoc->level(1);
    edited.data["rows"][0] = std::string(edited.data["rows"][0].get<std::string>().size(), ' ');
    mDoc->replaceLevel(1, edited);
    QCOMPARE(mPanel->model()->index(1).data(PackListModel::DifficultyStateRole).toString(),
             QStringLiteral("stale"));
    QCOMPARE(mPanel->chart()->stale().size(), 1);
    // A difficulty set by hand is not the measured one either.
    QVERIFY(mPanel->model()->setData(mPanel->model()->index(2), 0.5, PackListModel::DifficultyRole));
    QCOMPARE(mPanel->model()->index(2).data(PackListModel::DifficultyStateRole).toString(),
             QStringLiteral("set by hand"));
    // The list's coloured dot and orange line are explained where the user looks: the tooltip.
    const QString tip = mPanel->model()->index(2).data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QStringLiteral("The dot")) && tip.contains(QStringLiteral("(set by hand)")),
             qPrintable(tip));
}

// The sample's author is longer than its field: the field showed "n (Linjat puzzles), Tessera (…".
void TestPackPanel::propertiesShowTheStartOfLongFields() {
    pack::LevelPack pack;
    pack.name = "A pack whose name is much longer than the field that shows it in the dialog";
    pack.author = "by Juho Snellman (Linjat puzzles), Tessera (selection and generated levels)";
    PackPropertiesDialog dialog(pack);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const QList<QLineEdit *> fields = dialog.findChildren<QLineEdit *>();
    QCOMPARE(fields.size(), 2);
    for (QLineEdit *field : fields) {
        QCOMPARE(field->cursorPosition(), 0);
        // The first character is drawn at the field's left, not scrolled off.
        QVERIFY(field->inputMethodQuery(Qt::ImCursorRectangle).toRect().left() < field->width() / 4);
    }
    QCOMPARE(dialog.author(), pack.author);
}

// The level's title and tags under the list showed the end of a long title ("wan: win against chain,
// seed 5"), as the properties dialog did.
void TestPackPanel::levelDetailsShowTheStartOfALongTitle() {
    pack::Level level = mDoc->level(0);
    level.title = "A level whose title is much longer than the field under the pack's list of levels";
    mDoc->replaceLevel(1, level);
    mPanel->resize(300, 800);
    mPanel->setCurrentRow(1);
    QTest::qWait(20);
    QLineEdit *title = nullptr;
    for (QLineEdit *field : mPanel->findChildren<QLineEdit *>())
        if (field->text() == QString::fromStdString(level.title)) title = field;
    QVERIFY(title && title->isVisible());
    QVERIFY(title->fontMetrics().horizontalAdvance(title->text()) > title->width());
    QCOMPARE(title->cursorPosition(), 0);
    QVERIFY(title->inputMethodQuery(Qt::ImCursorRectangle).toRect().left() < title->width() / 4);
}
