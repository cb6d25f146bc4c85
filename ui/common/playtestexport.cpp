#include "ui/common/playtestexport.h"

#include "common/error.h"
#include "common/fileio.h"
#include "common/progress.h"
#include "pack/playtestpage.h"
#include "ui/common/dialogfolder.h"
#include "ui/common/jobrunner.h"
#include "ui/common/log.h"
#include "ui/common/packdocument.h"
#include "ui/common/studiocontext.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>

namespace tessera::ui {

namespace {
QString tr(const char *text) {
    return QCoreApplication::translate("tessera::ui::PlayTestExport", text);
}
} // namespace

Job *exportPlayTestPage(QWidget *parent, StudioContext &context, QString path) {
    const pack::LevelPack pack = context.pack().pack();
    const QString title = tr("Export Play-Test Page");
    if (pack.levels.empty()) {
        QMessageBox::information(parent, title, tr("The pack has no levels to play."));
        return nullptr;
    }
    std::string templatePath;
    try {
        templatePath = pack::findPlayTestTemplate();
    } catch (const Error &e) {
        QString text = QString::fromStdString(e.what()); // the core's lower-case message, as a sentence
        if (!text.isEmpty()) text[0] = text[0].toUpper();
        QMessageBox::warning(parent, title, text + QLatin1Char('.'));
        return nullptr;
    }
    if (path.isEmpty()) {
        const QString base = QFileInfo(context.pack().displayName()).completeBaseName();
        path = QFileDialog::getSaveFileName(parent, title,
                                            dialogPath(context.pack(), base + QStringLiteral(".html")),
                                            tr("Web pages (*.html)"));
        if (path.isEmpty()) return nullptr;
        rememberDialogPath(path);
    }
    Job *job = context.jobs().start(
        tr("Export play-test page of %1 levels").arg(pack.levels.size()),
        [pack, templatePath, target = path.toStdString()](ProgressSink &progress, const CancelToken &cancel,
                                                          JobContext &) {
            ProgressReporter reporter(&progress, &cancel);
            reporter.report(0.1, "reading the page template", true);
            const std::string page = pack::playTestPage(pack, readTextFile(templatePath));
            if (reporter.cancelled()) return QVariant();
            reporter.report(0.6, "writing the page", true);
            writeFileAtomic(target, page);
            return QVariant(qulonglong(page.size()));
        },
        JobOptions{.quiet = true});
    Log *log = &context.log();
    const QString where = QDir::toNativeSeparators(path);
    // The job is quiet: these are the log's one line about the run.
    QObject::connect(job, &Job::finished, job, [log, where, job](const QVariant &v) {
        log->info(
            tr("Exported the play-test page %1 (%2 MB) in %3: open it in any browser, no install needed")
                .arg(where)
                .arg(double(v.toULongLong()) / (1024.0 * 1024.0), 0, 'f', 2)
                .arg(job->elapsedText()));
    });
    QObject::connect(job, &Job::cancelled, job, [log, job] {
        log->info(tr("Export of the play-test page cancelled after %1").arg(job->elapsedText()));
    });
    // A failure: the jobs list logs it and shows it.
    return job;
}

} // namespace tessera::ui
