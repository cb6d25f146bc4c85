#include "ui/common/packtraces.h"

#include "pack/humanorder.h"
#include "pack/ramp.h"
#include "pack/traceimport.h"
#include "pack/tracesidecar.h"
#include "ui/common/actionfactory.h"
#include "ui/common/commands/sortbydifficultycommand.h"
#include "ui/common/dialogfolder.h"
#include "ui/common/jobrunner.h"
#include "ui/common/log.h"
#include "ui/common/packdocument.h"
#include "ui/common/packfiles.h"
#include "ui/common/studiocontext.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMessageBox>
#include <QUndoStack>

#include <memory>

using TraceImportPtr = std::shared_ptr<const tessera::pack::TraceImport>;
Q_DECLARE_METATYPE(TraceImportPtr)

namespace tessera::ui {

namespace {
// The log shows this many issues of one replay; `tessera-cli pack traces --json` lists them all.
constexpr std::size_t kLoggedIssues = 200;
} // namespace

PackTraces::PackTraces(StudioContext &context, PackFiles &files, QWidget *dialogParent)
    : QObject(dialogParent)
    , mContext(context)
    , mFiles(files)
    , mDialogParent(dialogParent) {
    const auto make = [dialogParent](const QString &icon, const QString &text, const QString &tip) {
        return makeAction(dialogParent, icon, text, {}, tip, ShortcutScope::Window);
    };
    mImport = make({}, tr("Import Play &Traces..."),
                   tr("Replay players' traces (JSON Lines from the play-test page) against the pack and keep "
                      "them beside it; the list and the curve show what players did"));
    mSort = make(QStringLiteral(":/icons/sort.svg"), tr("Sort by &Human Difficulty"),
                 tr("Order the pack by the players' median solve time, easiest first; levels no player "
                    "solved follow, unplayed levels last (undoable)"));
    mRamp = make(QStringLiteral(":/icons/ramp.svg"), tr("Ramp by H&uman Difficulty..."),
                 tr("Order by the players' solve times within a sequence of tiers (undoable)"));
    connect(mImport, &QAction::triggered, this, &PackTraces::askToImport);
    connect(mSort, &QAction::triggered, this, &PackTraces::sortByHumanDifficulty);
    connect(mRamp, &QAction::triggered, this, &PackTraces::askRamp);

    PackDocument &doc = document();
    connect(&doc, &PackDocument::replaced, this, [this] {
        mSidecar.clear();
        readSidecar();
    });
    // A Save As takes the traces along to the new name; any save may change what replays.
    connect(&mFiles, &PackFiles::fileSaved, this, [this](const QString &path) {
        const std::string sidecar = pack::traceSidecarPath(QDir::toNativeSeparators(path).toStdString());
        const std::string from = mSidecar != sidecar ? mSidecar : std::string();
        if (!from.empty() || QFileInfo::exists(QString::fromStdString(sidecar)))
            startReplay(tr("Read play traces"), {}, from);
    });
    connect(&doc, &PackDocument::tracesChanged, this, &PackTraces::updateActions);
    connect(&doc, &PackDocument::levelsChanged, this, &PackTraces::updateActions);
    updateActions();
}

Job *PackTraces::runningJob() const {
    return mJob;
}

QMessageBox *PackTraces::summaryBox() const {
    return mSummary;
}

PackDocument &PackTraces::document() const {
    return mContext.pack();
}

void PackTraces::updateActions() {
    const bool ordered = document().hasTraces() && document().levelCount() > 1;
    mSort->setEnabled(ordered);
    mRamp->setEnabled(ordered);
}

void PackTraces::askToImport() {
    if (document().fileName().isEmpty()) {
        const auto answer = QMessageBox::question(mDialogParent, tr("Import Play Traces"),
                                                  tr("Play traces are kept in a file beside the pack, so the "
                                                     "pack needs a file first. Save it now?"),
                                                  QMessageBox::Save | QMessageBox::Cancel, QMessageBox::Save);
        if (answer != QMessageBox::Save || !mFiles.saveAs()) return;
    }
    const QStringList paths =
        QFileDialog::getOpenFileNames(mDialogParent, tr("Import Play Traces"), dialogFolder(document()),
                                      tr("Play traces (*.jsonl *.json);;All files (*)"));
    if (paths.isEmpty()) return;
    rememberDialogPath(paths.front());
    importFiles(paths);
}

Job *PackTraces::importFiles(const QStringList &paths) {
    if (document().fileName().isEmpty()) {
        mContext.log().warning(
            tr("Play traces are kept beside the pack's file: save the pack before importing"));
        return nullptr;
    }
    return startReplay(tr("Import %n play trace file(s)", nullptr, int(paths.size())), paths, {});
}

Job *PackTraces::readSidecar() {
    const QString file = document().fileName();
    if (file.isEmpty()) return nullptr;
    const std::string sidecar = pack::traceSidecarPath(QDir::toNativeSeparators(file).toStdString());
    if (!QFileInfo::exists(QString::fromStdString(sidecar))) return nullptr;
    return startReplay(tr("Read play traces"), {}, {});
}

Job *PackTraces::startReplay(const QString &label, const QStringList &paths, const std::string &copyFrom) {
    if (mJob) mJob->cancel(); // the newer replay replaces it
    const quint64 generation = ++mGeneration;
    const std::string sidecar =
        pack::traceSidecarPath(QDir::toNativeSeparators(document().fileName()).toStdString());
    mSidecar = sidecar;
    std::vector<std::string> files;
    for (const QString &p : paths) files.push_back(QDir::toNativeSeparators(p).toStdString());
    const bool import = !paths.isEmpty();
    // apply() says how either ended (a log line; an import also the status bar and its summary box),
    // so the jobs list does not; an import says what failed in its box, a replay's failure is the jobs
    // list's to show.
    JobOptions options;
    options.quiet = true;
    options.reportsOwnFailure = import;
    Job *job = mContext.jobs().start(
        label,
        [pack = document().pack(), sidecar, files, copyFrom,
         import](ProgressSink &progress, const CancelToken &cancel, JobContext &) {
            if (!copyFrom.empty())
                pack::appendToTraceSidecar(sidecar, pack::readTraceSidecar(copyFrom).records);
            const pack::TraceFile stored = pack::readTraceSidecar(sidecar);
            std::vector<pack::TraceFile> added;
            for (const std::string &f : files) added.push_back(pack::readTraceFile(f));
            auto result = std::make_shared<pack::TraceImport>(
                pack::importTraces(pack, stored, added, &progress, &cancel));
            if (import && !result->report.cancelled)
                result->report.counts.stored = pack::appendToTraceSidecar(sidecar, result->accepted);
            return QVariant::fromValue(TraceImportPtr(std::move(result)));
        },
        options);
    mJob = job;
    const int count = int(paths.size());
    // A cancel that came after the replay still delivers what was added; the result says which.
    auto deliver = [this, generation, import, count](const QVariant &v) {
        const TraceImportPtr result = v.value<TraceImportPtr>();
        if (result && generation == mGeneration) apply(*result, import, count);
    };
    connect(job, &Job::finished, this, deliver);
    connect(job, &Job::cancelled, this, deliver);
    if (import)
        connect(job, &Job::failed, this, [this](const QString &message) {
            mContext.log().error(tr("Play traces: %1").arg(message));
            showSummary(tr("The play traces could not be imported.\n\n%1").arg(message), true);
        });
    return job;
}

void PackTraces::apply(const pack::TraceImport &result, bool import, int files) {
    const pack::TraceReport &r = result.report;
    const QString sidecar = QDir::toNativeSeparators(QString::fromStdString(mSidecar));
    if (r.cancelled && r.counts.stored == 0) {
        mContext.log().info(import ? tr("Import of play traces cancelled: nothing was added")
                                   : tr("Reading the play traces kept beside the pack was cancelled"));
        return;
    }
    document().setTraceReport(r);
    for (std::size_t i = 0; i < r.issues.size() && i < kLoggedIssues; ++i)
        mContext.log().warning(QString::fromStdString(r.issues[i].text()));
    if (r.issues.size() > kLoggedIssues)
        mContext.log().warning(
            tr("%1 more trace issues not shown (tessera-cli pack traces --json lists them)")
                .arg(r.issues.size() - kLoggedIssues));
    const pack::TraceCounts &c = r.counts;
    QString text = import ? tr("Imported %n play trace file(s): ", nullptr, files)
                          : tr("Play traces kept beside the pack: ");
    text += tr("%1 counted, %2 refused, %n duplicate(s)", nullptr, int(c.duplicates))
                .arg(c.counted)
                .arg(c.refused);
    if (import) text += tr("; %n added to %1", nullptr, int(c.stored)).arg(sidecar);
    mContext.log().add(r.errors() > 0 ? Log::Severity::Warning : Log::Severity::Info, text);
    if (!import) return; // a read on open or save: the log line is enough
    emit statusMessage(text);
    QString details = text + QStringLiteral(".");
    if (r.errors() > 0)
        details += tr("\n\nRefused traces are not counted; the log names each by file and line.");
    if (r.pack.rho) {
        details +=
            tr("\n\nPlayers against the predicted difficulty: Spearman %1 (95% interval %2 to %3) over "
               "%n level(s).",
               nullptr, int(r.pack.n))
                .arg(*r.pack.rho, 0, 'f', 2)
                .arg(r.pack.low.value_or(*r.pack.rho), 0, 'f', 2)
                .arg(r.pack.high.value_or(*r.pack.rho), 0, 'f', 2);
        QStringList names;
        for (const pack::RankDisagreement &d : r.disagreements)
            names << tr("%1 (%2)").arg(QString::fromStdString(d.title), d.shift() > 0
                                                                            ? tr("harder than predicted")
                                                                            : tr("easier than predicted"));
        if (!names.isEmpty())
            details += tr("\nRanked most differently: %1.").arg(names.join(QStringLiteral(", ")));
    } else {
        details += tr("\n\nToo few levels have both a difficulty and a player's time for a rank correlation "
                      "(it takes three).");
    }
    showSummary(details, r.errors() > 0);
}

void PackTraces::showSummary(const QString &text, bool problems) {
    // Opened, not exec'd: the job's signal returns at once and the studio keeps running behind the box.
    if (mSummary) mSummary->close();
    mSummary = new QMessageBox(problems ? QMessageBox::Warning : QMessageBox::Information,
                               tr("Import Play Traces"), text, QMessageBox::Ok, mDialogParent);
    mSummary->setAttribute(Qt::WA_DeleteOnClose);
    mSummary->open();
}

void PackTraces::sortByHumanDifficulty() {
    const std::vector<std::size_t> order =
        pack::humanDifficultyOrder(document().pack(), document().traceReport());
    auto *command = new SortByDifficultyCommand(document(), order, tr("Sort by human difficulty"));
    if (command->isNoOp()) {
        delete command;
        emit statusMessage(tr("The pack is already in order of human difficulty."));
        return;
    }
    document().undoStack()->push(command);
    emit statusMessage(tr("Sorted by human difficulty: the players' median solve time"));
}

void PackTraces::rampByHumanDifficulty(const std::vector<std::string> &tierSequence) {
    const std::vector<std::size_t> order =
        pack::humanRampOrder(document().pack(), document().traceReport(), tierSequence);
    auto *command = new SortByDifficultyCommand(document(), order, tr("Ramp by human difficulty"));
    if (command->isNoOp()) {
        delete command;
        emit statusMessage(tr("The pack already ramps by human difficulty."));
        return;
    }
    document().undoStack()->push(command);
    emit statusMessage(tr("Each tier ordered by the players' median solve time"));
}

void PackTraces::askRamp() {
    QStringList tiers;
    for (const std::string &t : pack::defaultTierSequence(document().pack()))
        tiers << QString::fromStdString(t);
    bool ok = false;
    const QString text = QInputDialog::getText(
        mDialogParent, tr("Ramp by Human Difficulty"),
        tr("Tiers in play order (each is ordered by the players' solve times; tiers not named follow):"),
        QLineEdit::Normal, tiers.join(QStringLiteral(", ")), &ok);
    if (!ok) return;
    std::vector<std::string> sequence;
    for (const QString &t : text.split(QLatin1Char(','), Qt::SkipEmptyParts))
        if (!t.trimmed().isEmpty()) sequence.push_back(t.trimmed().toStdString());
    rampByHumanDifficulty(sequence);
}

} // namespace tessera::ui
