#include "ui/linjat/levelfiles.h"

#include "common/fileio.h"
#include "linjat/levelio.h"
#include "linjat/linjatmodule.h"
#include "ui/common/commands/addlevelcommand.h"
#include "ui/common/dialogfolder.h"
#include "ui/common/job.h"
#include "ui/common/jobrunner.h"
#include "ui/common/log.h"
#include "ui/common/packdocument.h"
#include "ui/common/studiocontext.h"
#include "ui/linjat/linjatworkbench.h"
#include "ui/linjat/packlevel.h"
#include "ui/linjat/sheetexport.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMessageBox>
#include <QRegularExpression>
#include <QUndoStack>

namespace tessera::linjat::ui {

using tessera::ui::Job;

namespace {

const char *kLevelFilter =
    QT_TRANSLATE_NOOP("tessera::linjat::ui", "Linjat levels (*.json *.jsonl *.txt);;All files (*)");

} // namespace

LevelFiles::LevelFiles(LinjatWorkbench &workbench)
    : QObject(&workbench)
    , mWorkbench(workbench) {}

bool LevelFiles::openFile(const QString &path, int index) {
    std::vector<LevelEntry> entries;
    try {
        entries = readLevelEntries(path.toStdString());
    } catch (const std::exception &e) {
        const QString text =
            tr("Cannot open %1: %2").arg(QDir::toNativeSeparators(path), QString::fromStdString(e.what()));
        mWorkbench.context().log().error(text);
        mWorkbench.showMessage(text, true);
        return false;
    }
    if (entries.empty()) {
        const QString text = tr("%1 has no Linjat levels.").arg(QDir::toNativeSeparators(path));
        mWorkbench.context().log().warning(text);
        mWorkbench.showMessage(text, true);
        return false;
    }
    if (index < 0 && entries.size() > 1) {
        QStringList names;
        for (const LevelEntry &e : entries)
            names << tr("%1 (%2×%3, %4 numbers)")
                         .arg(QString::fromStdString(e.name))
                         .arg(e.puzzle.rows())
                         .arg(e.puzzle.cols())
                         .arg(e.puzzle.numberCount());
        bool ok = false;
        const QString picked = QInputDialog::getItem(
            &mWorkbench, tr("Open Level"),
            tr("%1 holds %2 levels. Open:").arg(QFileInfo(path).fileName()).arg(entries.size()), names, 0,
            false, &ok);
        if (!ok) return false;
        index = int(names.indexOf(picked));
    }
    if (index < 0) index = 0;
    if (index >= int(entries.size())) {
        mWorkbench.showMessage(
            tr("%1 has only %2 levels.").arg(QFileInfo(path).fileName()).arg(entries.size()), true);
        return false;
    }
    const LevelEntry &entry = entries[std::size_t(index)];
    LevelOrigin origin;
    origin.title = entries.size() > 1 ? tr("%1 %2").arg(QFileInfo(path).completeBaseName(),
                                                        QString::fromStdString(entry.name))
                                      : QFileInfo(path).completeBaseName();
    origin.source = path;
    origin.provenance.options =
        Json::object({{"sourceFile", QFileInfo(path).fileName().toStdString()}, {"entry", entry.name}});
    if (entry.original) origin.provenance.options["originalClassification"] = *entry.original;
    mWorkbench.openPuzzle(entry.puzzle, origin, QFileInfo(path).absoluteFilePath());
    mWorkbench.context().log().info(
        tr("Linjat: opened %1 from %2")
            .arg(QString::fromStdString(entry.name), QDir::toNativeSeparators(path)));
    return true;
}

bool LevelFiles::saveLevelFile(const QString &path) {
    try {
        writeFileAtomic(path.toStdString(), levelFileText(mWorkbench.model().puzzle()));
    } catch (const std::exception &e) {
        const QString text =
            tr("Cannot save %1: %2").arg(QDir::toNativeSeparators(path), QString::fromStdString(e.what()));
        mWorkbench.context().log().error(text);
        mWorkbench.showMessage(text, true);
        return false;
    }
    LevelOrigin origin = mWorkbench.model().origin();
    origin.source = path;
    if (origin.title.isEmpty()) origin.title = QFileInfo(path).completeBaseName();
    mWorkbench.model().setOrigin(origin);
    mWorkbench.model().setFileName(QFileInfo(path).absoluteFilePath());
    mWorkbench.showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)));
    mWorkbench.context().log().info(tr("Linjat: saved the level to %1").arg(QDir::toNativeSeparators(path)));
    emit saved();
    return true;
}

int LevelFiles::addPuzzleToPack(const Puzzle &puzzle, const LevelOrigin &origin) {
    tessera::ui::PackDocument &doc = mWorkbench.context().pack();
    pack::Level level = makePackLevel(puzzle, origin);
    if (const int same = doc.rowOfContent(level); same >= 0) {
        const QString text = tr("The pack already has this level as \"%1\" (position %2).")
                                 .arg(QString::fromStdString(doc.level(same).title))
                                 .arg(same + 1);
        mWorkbench.showMessage(text, true);
        mWorkbench.context().log().warning(tr("Linjat: %1").arg(text));
        return -1;
    }
    level.id = pack::freshId(doc.pack(), kModuleId);
    auto *command = new tessera::ui::AddLevelCommand(doc, level);
    const int row = command->row();
    doc.undoStack()->push(command);
    const QString text =
        tr("Added \"%1\" to the pack at position %2").arg(QString::fromStdString(level.title)).arg(row + 1);
    mWorkbench.showMessage(text);
    mWorkbench.context().log().info(tr("Linjat: %1").arg(text));
    return row;
}

void LevelFiles::exportSheets(const QString &directory) {
    const pack::LevelPack pack = mWorkbench.context().pack().pack();
    QString base = QString::fromStdString(pack.name).toLower();
    base.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"));
    base = base.section(QLatin1Char('-'), 0, -1, QString::SectionSkipEmpty);
    if (base.isEmpty()) base = QStringLiteral("pack");
    base += QStringLiteral("-linjat");
    const std::string dir = directory.toStdString(), name = base.toStdString();
    Job *job = mWorkbench.context().jobs().start(
        tr("Export Linjat sheets"),
        [pack, dir, name](ProgressSink &progress, const CancelToken &cancel, tessera::ui::JobContext &) {
            QStringList files;
            for (const std::string &f :
                 exportLinjatSheets(pack, dir, name, SheetExportOptions{}, &progress, &cancel))
                files << QString::fromStdString(f);
            return QVariant(files);
        },
        // The lines below are the log's one line about the run, a failure included.
        tessera::ui::JobOptions{.quiet = true, .reportsOwnFailure = true});
    connect(job, &Job::finished, this, [this, directory, job](const QVariant &result) {
        const QStringList files = result.toStringList();
        const QString text = tr("Wrote %n sheet file(s) to %1", nullptr, int(files.size()))
                                 .arg(QDir::toNativeSeparators(directory));
        mWorkbench.showMessage(text);
        mWorkbench.context().log().info(tr("Linjat: %1 in %2").arg(text, job->elapsedText()));
        emit sheetsExported(files);
    });
    connect(job, &Job::failed, this, [this](const QString &message) {
        const QString text = tr("Sheet export failed: %1").arg(message);
        mWorkbench.showMessage(text, true);
        mWorkbench.context().log().error(tr("Linjat: %1").arg(text));
        emit sheetsExported({});
    });
    connect(job, &Job::cancelled, this, [this, job] {
        const QString text = tr("Sheet export cancelled after %1").arg(job->elapsedText());
        mWorkbench.showMessage(text);
        mWorkbench.context().log().info(tr("Linjat: %1").arg(text));
        emit sheetsExported({});
    });
}

void LevelFiles::openFileDialog() {
    const QString path = QFileDialog::getOpenFileName(
        &mWorkbench, tr("Open Linjat Level"), tessera::ui::dialogFolder(mWorkbench.context().pack()),
        QCoreApplication::translate("tessera::linjat::ui", kLevelFilter));
    if (path.isEmpty()) return;
    tessera::ui::rememberDialogPath(path);
    if (!openFile(path))
        QMessageBox::warning(&mWorkbench, tr("Open Level"), mWorkbench.messageText());
    else
        mWorkbench.setPage(LinjatWorkbench::EditorPage);
}

void LevelFiles::saveFileDialog() {
    QString suggestion = mWorkbench.model().origin().source;
    if (!suggestion.endsWith(QStringLiteral(".json")) || suggestion == QStringLiteral("pack"))
        suggestion = (mWorkbench.model().origin().title.isEmpty() ? QStringLiteral("level")
                                                                  : mWorkbench.model().origin().title) +
                     QStringLiteral(".json");
    const QString path = QFileDialog::getSaveFileName(
        &mWorkbench, tr("Save Linjat Level"),
        QFileInfo(suggestion).isAbsolute() ? suggestion
                                           : tessera::ui::dialogPath(mWorkbench.context().pack(), suggestion),
        tr("Linjat level files (*.json)"));
    if (path.isEmpty()) return;
    tessera::ui::rememberDialogPath(path);
    if (!saveLevelFile(path)) QMessageBox::warning(&mWorkbench, tr("Save Level"), mWorkbench.messageText());
}

void LevelFiles::exportSheetsDialog() {
    const QString dir = QFileDialog::getExistingDirectory(
        &mWorkbench, tr("Export Linjat Sheets To"), tessera::ui::dialogFolder(mWorkbench.context().pack()));
    if (dir.isEmpty()) return;
    tessera::ui::rememberDialogPath(dir);
    exportSheets(dir);
}

} // namespace tessera::linjat::ui
