#include "ui/common/packimageexport.h"

#include "pack/imageexport.h"
#include "ui/common/dialogfolder.h"
#include "ui/common/jobrunner.h"
#include "ui/common/log.h"
#include "ui/common/packdocument.h"
#include "ui/common/studiocontext.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QMessageBox>
#include <QStringList>

namespace tessera::ui {

namespace {
QString tr(const char *text, const char *disambiguation = nullptr, int n = -1) {
    return QCoreApplication::translate("tessera::ui::PackImageExport", text, disambiguation, n);
}
} // namespace

Job *exportPackImages(QWidget *parent, StudioContext &context, QString dir) {
    const pack::LevelPack pack = context.pack().pack();
    if (pack.levels.empty()) {
        QMessageBox::information(parent, tr("Export Level Images"), tr("The pack has no levels to export."));
        return nullptr;
    }
    if (dir.isEmpty()) {
        dir = QFileDialog::getExistingDirectory(parent, tr("Export Level Images To"),
                                                dialogFolder(context.pack()));
        if (dir.isEmpty()) return nullptr;
        rememberDialogPath(dir);
    }
    const std::string file = context.pack().displayName().toStdString();
    Job *job = context.jobs().start(
        tr("Export %1 level images").arg(pack.levels.size()),
        [pack, file, target = dir.toStdString()](ProgressSink &progress, const CancelToken &cancel,
                                                 JobContext &) {
            QStringList warnings;
            const pack::ImageExport done = pack::exportImages(
                pack, file, target, pack::ImageFormat::Both, 512,
                [&](const std::string &w) { warnings << QString::fromStdString(w); }, &progress, &cancel);
            return QVariant(QVariantList{done.written, done.skipped, warnings});
        },
        JobOptions{.quiet = true}); // the report below is the log's one line about the run
    Log *log = &context.log();
    const QString where = QDir::toNativeSeparators(dir);
    auto report = [log, where, job](const QVariant &v, bool cancelled) {
        const QVariantList l = v.toList();
        if (l.size() != 3) {
            if (cancelled) log->info(tr("Export of level images cancelled (%1)").arg(job->elapsedText()));
            return;
        }
        for (const QString &w : l[2].toStringList()) log->warning(w);
        QString text = tr("Exported %n level image(s) (PNG and SVG)", nullptr, l[0].toInt());
        text +=
            cancelled ? tr(" to %1, then cancelled").arg(where) : tr(" and a contact sheet to %1").arg(where);
        if (l[1].toInt() > 0) text += tr("; %1 skipped (see the warnings)").arg(l[1].toInt());
        log->info(text + tr(" (%1)").arg(job->elapsedText()));
    };
    QObject::connect(job, &Job::finished, job, [report](const QVariant &v) { report(v, false); });
    QObject::connect(job, &Job::cancelled, job, [report](const QVariant &v) { report(v, true); });
    // A failure: the jobs list logs it and shows it.
    return job;
}

} // namespace tessera::ui
