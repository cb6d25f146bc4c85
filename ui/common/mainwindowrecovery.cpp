#include "ui/common/mainwindow.h"

// The main window's part in crash recovery: asking about a crashed session's copy and restoring it.
// (The copy itself is SessionRecovery's.)
#include "ui/common/leveleditor.h"
#include "ui/common/log.h"
#include "ui/common/modulepage.h"
#include "ui/common/sessionrecovery.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>

namespace tessera::ui {

std::optional<SessionRecovery::Snapshot> MainWindow::askToRecover() {
    if (!mRecovery) return std::nullopt;
    std::optional<SessionRecovery::Snapshot> snapshot;
    try {
        snapshot = mRecovery->pending();
    } catch (const std::exception &error) {
        const QString kept = mRecovery->keepPending();
        const QString text = tr("The crash-recovery copy could not be read: %1. It was kept as %2.")
                                 .arg(QString::fromUtf8(error.what()), QDir::toNativeSeparators(kept));
        mLog.error(text);
        QMessageBox::warning(this, tr("Recover Unsaved Changes"), text);
        return std::nullopt;
    }
    if (!snapshot) return std::nullopt;
    QStringList what;
    if (snapshot->pack) {
        const QString name = snapshot->file.isEmpty() ? QString::fromStdString(snapshot->pack->name)
                                                      : QFileInfo(snapshot->file).fileName();
        what << tr("the pack \"%1\" (%n level(s))", nullptr, int(snapshot->pack->levels.size())).arg(name);
    }
    for (const SessionRecovery::Workbench &copy : snapshot->workbenches) {
        const ModulePage *wb = workbench(copy.module);
        what << tr("the level in the %1 workbench").arg(wb ? wb->title() : copy.module);
    }
    // What could not be read is said, and the copy is kept for whoever can rescue it by hand.
    QString unreadable;
    if (!snapshot->problems.empty()) {
        const QString kept = mRecovery->keepPending();
        QStringList lines;
        for (const QString &problem : snapshot->problems) lines << problem;
        unreadable = tr("\n\nNot readable, so not restored: %1. The copy is kept as %2.")
                         .arg(lines.join(QStringLiteral("; ")), QDir::toNativeSeparators(kept));
        mLog.error(tr("Part of the crash-recovery copy could not be read: %1")
                       .arg(lines.join(QStringLiteral("; "))));
        if (what.isEmpty()) {
            QMessageBox::warning(this, tr("Recover Unsaved Changes"), unreadable.trimmed());
            return std::nullopt;
        }
    }
    const QDateTime when = QDateTime::fromString(snapshot->written, Qt::ISODate).toLocalTime();
    const auto answer = QMessageBox::question(
        this, tr("Recover Unsaved Changes"),
        tr("Tessera did not close normally last time. Unsaved changes to %1 (copied %2) can be "
           "recovered.%3\n\nRestore them? No deletes the copy.")
            .arg(what.join(tr(", ")),
                 when.isValid() ? QLocale().toString(when, QLocale::ShortFormat) : snapshot->written,
                 unreadable),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    if (answer != QMessageBox::Yes) {
        mRecovery->discardPending();
        mLog.info(tr("Discarded the crash-recovery copy of %1").arg(what.join(tr(", "))));
        return std::nullopt;
    }
    mLog.info(
        tr("Recovered unsaved changes to %1; save or add to the pack to keep them").arg(what.join(tr(", "))));
    return snapshot;
}

void MainWindow::restoreWorkbenches(const std::vector<SessionRecovery::Workbench> &copies) {
    bool shown = false;
    for (const SessionRecovery::Workbench &copy : copies) {
        ModulePage *wb = workbench(copy.module);
        LevelEditor *editor = wb ? wb->levelEditor() : nullptr;
        if (!editor) {
            mLog.warning(tr("The recovered %1 level has no workbench in this build").arg(copy.module));
            continue;
        }
        // The level it came from first, as the saved state, so Undo after the restore goes back to it.
        bool restored = false;
        if (copy.source && editor->openLevel(*copy.source)) {
            editor->markSaved();
            restored = true;
        }
        if (!copy.state.is_null())
            restored = editor->restoreState(copy.state) || restored;
        else if (restored)
            editor->markRecovered(); // a version 1 copy: the level as it was, with nothing to undo
        if (!restored) {
            mLog.warning(tr("The recovered %1 level could not be opened").arg(copy.module));
            continue;
        }
        // Still the pack level it was linked to: Update Level in Pack goes there.
        if (!copy.packLevelId.empty() && mDocument.rowOfId(copy.packLevelId) >= 0)
            editor->levelDocument().setPackLevelId(copy.packLevelId);
        // The designer lands where the recovered work is.
        if (!shown) shown = showPage(copy.module);
    }
    updatePackActions();
}

} // namespace tessera::ui
