#include "ui/common/packfiles.h"

#include "pack/levelimport.h"
#include "pack/levelsource.h"
#include "ui/common/commands/addlevelcommand.h"
#include "ui/common/dialogfolder.h"
#include "ui/common/log.h"
#include "ui/common/modaljob.h"
#include "ui/common/packdocument.h"
#include "ui/common/resources.h"
#include "ui/common/studiocontext.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QRegularExpression>
#include <QUndoStack>
#include <QWidget>

#include <atomic>
#include <memory>
#include <optional>

namespace tessera::ui {

PackFiles::PackFiles(StudioContext &context, QWidget *dialogParent)
    : QObject(dialogParent)
    , mContext(context)
    , mDialogParent(dialogParent) {}

QString PackFiles::filter() {
    return tr("Tessera level packs (*.json);;All files (*)");
}

PackDocument &PackFiles::document() const {
    return mContext.pack();
}

void PackFiles::askToOpen() {
    if (!maybeSwitch()) return;
    const QString path = QFileDialog::getOpenFileName(mDialogParent, tr("Open Level Pack"),
                                                      dialogFolder(document()), filter());
    if (!path.isEmpty()) openFile(path);
}

bool PackFiles::maybeSwitch() {
    return mContext.resolveAllChanges() && maybeSave();
}

bool PackFiles::maybeSave() {
    if (!document().isModified()) return true;
    const auto answer = QMessageBox::warning(
        mDialogParent, tr("Unsaved Level Pack"),
        tr("The level pack \"%1\" has unsaved changes.\nDo you want to save them?")
            .arg(document().displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save) return save();
    return answer == QMessageBox::Discard;
}

void PackFiles::newPack() {
    if (!maybeSwitch()) return;
    document().newPack();
    mContext.log().info(tr("New pack"));
    emit statusMessage(tr("New pack"));
}

bool PackFiles::openFile(const QString &path) {
    if (!maybeSwitch()) return false;
    // A pack of thousands of levels takes a second to read: a worker reads it while this thread paints.
    // The document changes only once the whole file was read and checked.
    const QString name = QFileInfo(path).fileName();
    auto loaded = std::make_shared<std::optional<pack::LevelPack>>();
    auto states = std::make_shared<std::vector<pack::DifficultyState>>();
    const ModalJobOutcome outcome = runModalJob(
        mContext.jobs(), mDialogParent, tr("Open %1").arg(name), tr("Opening \"%1\"…").arg(name),
        [file = path.toStdString(), loaded, states](ProgressSink &, const CancelToken &cancel, JobContext &) {
            *loaded = pack::load(file);
            *states = pack::difficultyStates((*loaded)->levels, &cancel);
            return QVariant();
        },
        ModalCancel::DropResult);
    if (outcome.state == Job::State::Failed) {
        mContext.log().error(tr("Could not open %1: %2").arg(QDir::toNativeSeparators(path), outcome.error));
        QMessageBox::critical(mDialogParent, tr("Open Level Pack"),
                              tr("Could not open \"%1\".").arg(QDir::toNativeSeparators(path)) +
                                  QStringLiteral("\n\n") + outcome.error);
        return false;
    }
    if (outcome.state != Job::State::Finished || !*loaded) {
        emit statusMessage(tr("Cancelled: \"%1\" was not opened.").arg(QDir::toNativeSeparators(path)));
        return false;
    }
    document().open(std::move(**loaded), path, std::move(*states));
    rememberDialogPath(path);
    mContext.log().info(tr("Opened %1 (%n level(s))", nullptr, document().levelCount())
                            .arg(QDir::toNativeSeparators(document().fileName())));
    emit statusMessage(tr("Opened %1").arg(document().displayName()));
    emit fileOpened(document().fileName());
    return true;
}

int PackFiles::importFile(const QString &path) {
    const QString name = QFileInfo(path).fileName();
    auto found = std::make_shared<std::optional<pack::LevelImport>>();
    auto states = std::make_shared<PackDocument::States>();
    ModalJobOutcome outcome;
    quint64 revision = 0;
    // What the pack lacks is worked out on a snapshot; should the pack change meanwhile (a job's levels
    // arriving), it is worked out again.
    do {
        revision = document().revision();
        outcome = runModalJob(
            mContext.jobs(), mDialogParent, tr("Import %1").arg(name), tr("Reading \"%1\"…").arg(name),
            [file = path.toStdString(), pack = document().snapshot().pack, found,
             states](ProgressSink &, const CancelToken &, JobContext &) {
                *found = pack::levelsToImport(*pack, pack::load(file).levels);
                const auto known = pack::difficultyStates((*found)->levels);
                states->assign(known.begin(), known.end());
                return QVariant();
            },
            ModalCancel::DropResult);
    } while (outcome.state == Job::State::Finished && document().revision() != revision);
    if (outcome.state == Job::State::Failed) {
        mContext.log().error(
            tr("Could not import %1: %2").arg(QDir::toNativeSeparators(path), outcome.error));
        QMessageBox::critical(mDialogParent, tr("Import Levels"),
                              tr("Could not import \"%1\".").arg(QDir::toNativeSeparators(path)) +
                                  QStringLiteral("\n\n") + outcome.error);
        return -1;
    }
    if (outcome.state != Job::State::Finished || !*found) {
        emit statusMessage(
            tr("Cancelled: nothing was imported from \"%1\".").arg(QDir::toNativeSeparators(path)));
        return -1;
    }
    rememberDialogPath(path);
    pack::LevelImport &levels = **found;
    const int first = document().levelCount();
    const int added = int(levels.levels.size());
    if (added > 0)
        document().undoStack()->push(new AddLevelCommand(document(), std::move(levels.levels),
                                                         tr("Import %n level(s)", nullptr, added), first,
                                                         std::move(*states)));
    const QString text = tr("Imported %n level(s) from %1", nullptr, added).arg(name) +
                         (levels.duplicatesDropped > 0
                              ? tr("; %n already in the pack were skipped", nullptr, levels.duplicatesDropped)
                              : QString());
    mContext.log().info(text);
    emit statusMessage(text);
    return added > 0 ? first : -1;
}

void PackFiles::openSample() {
    if (!maybeSwitch()) return;
    try {
        document().loadUntitled(loadPackFile(samplePackPath()));
    } catch (const std::exception &e) {
        mContext.log().error(tr("Could not open the sample pack: %1").arg(QString::fromStdString(e.what())));
        QMessageBox::critical(mDialogParent, tr("Sample Pack"), QString::fromStdString(e.what()));
        return;
    }
    mContext.log().info(tr("Opened the bundled sample pack (untitled: Save asks where to keep it)"));
    emit statusMessage(tr("Opened the sample pack"));
}

bool PackFiles::save() {
    if (document().fileName().isEmpty()) return saveAs();
    return saveTo(document().fileName());
}

bool PackFiles::saveAs() {
    QString suggestion = document().fileName();
    if (suggestion.isEmpty()) {
        QString base = QString::fromStdString(document().pack().name).trimmed().toLower();
        base.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"));
        base = base.remove(QRegularExpression(QStringLiteral("^-+|-+$")));
        suggestion =
            QDir(dialogFolder(document()))
                .filePath((base.isEmpty() ? QStringLiteral("pack") : base) + QStringLiteral(".json"));
    }
    QString path = QFileDialog::getSaveFileName(mDialogParent, tr("Save Level Pack"), suggestion, filter());
    if (path.isEmpty()) return false;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".json");
    return saveTo(path);
}

bool PackFiles::saveTo(const QString &path) {
    // Written by a worker from a snapshot while this thread paints (a pack of thousands of levels takes
    // a while to serialize). Cancel waits for it: the file is then either written whole or unchanged.
    const quint64 revision = document().revision();
    auto written = std::make_shared<std::atomic<bool>>(false);
    const ModalJobOutcome outcome = runModalJob(
        mContext.jobs(), mDialogParent, tr("Save %1").arg(QFileInfo(path).fileName()),
        tr("Saving \"%1\"…").arg(QFileInfo(path).fileName()),
        [file = path.toStdString(), pack = document().snapshot().pack,
         written](ProgressSink &, const CancelToken &cancel, JobContext &) {
            *written = pack::save(*pack, file, &cancel);
            return QVariant();
        },
        ModalCancel::WaitForEnd);
    if (outcome.state == Job::State::Failed) {
        mContext.log().error(tr("Could not save %1: %2").arg(QDir::toNativeSeparators(path), outcome.error));
        QMessageBox::critical(mDialogParent, tr("Save Level Pack"),
                              tr("Could not save \"%1\". The previous file, if any, is unchanged.")
                                      .arg(QDir::toNativeSeparators(path)) +
                                  QStringLiteral("\n\n") + outcome.error);
        return false;
    }
    if (!*written) { // a Cancel that came after the write counts for nothing: the file is saved
        emit statusMessage(tr("Cancelled: \"%1\" was not saved.").arg(QDir::toNativeSeparators(path)));
        return false;
    }
    document().savedAs(path, revision);
    rememberDialogPath(path);
    mContext.log().info(tr("Saved %1 (%n level(s))", nullptr, document().levelCount())
                            .arg(QDir::toNativeSeparators(document().fileName())));
    emit statusMessage(tr("Saved %1").arg(document().displayName()));
    emit fileSaved(document().fileName());
    return true;
}

} // namespace tessera::ui
