#include "ui/common/crashrecovery.h"

#include "ui/common/leveleditor.h"
#include "ui/common/log.h"
#include "ui/common/mainwindow.h"
#include "ui/common/modulepage.h"
#include "ui/common/packdocument.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>

namespace tessera::ui {

CrashRecovery::CrashRecovery(MainWindow &window, const QString &dir, int delayMs)
    : QObject(&window)
    , mWindow(window) {
    if (dir.isEmpty()) return;
    mSession = new SessionRecovery(window.document(), dir, delayMs, this);
    for (ModulePage *wb : window.workbenches()) mSession->addPage(wb);
    connect(mSession, &SessionRecovery::failed, this, [this](const QString &message) {
        mWindow.log().warning(tr("Could not write the crash-recovery copy: %1").arg(message));
    });
}

std::optional<SessionRecovery::Snapshot> CrashRecovery::askToRecover() {
    if (!mSession) return std::nullopt;
    std::optional<SessionRecovery::Snapshot> snapshot;
    try {
        snapshot = mSession->pending();
    } catch (const std::exception &error) {
        const QString kept = mSession->keepPending();
        const QString text = tr("The crash-recovery copy could not be read: %1. It was kept as %2.")
                                 .arg(QString::fromUtf8(error.what()), QDir::toNativeSeparators(kept));
        mWindow.log().error(text);
        QMessageBox::warning(&mWindow, tr("Recover Unsaved Changes"), text);
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
        const ModulePage *wb = mWindow.workbench(copy.module);
        what << tr("the level in the %1 workbench").arg(wb ? wb->title() : copy.module);
    }
    // What could not be read is said, and the copy is kept for whoever can rescue it by hand.
    QString unreadable;
    if (!snapshot->problems.empty()) {
        const QString kept = mSession->keepPending();
        QStringList lines;
        for (const QString &problem : snapshot->problems) lines << problem;
        unreadable = tr("\n\nNot readable, so not restored: %1. The copy is kept as %2.")
                         .arg(lines.join(QStringLiteral("; ")), QDir::toNativeSeparators(kept));
        mWindow.log().error(tr("Part of the crash-recovery copy could not be read: %1")
                                .arg(lines.join(QStringLiteral("; "))));
        if (what.isEmpty()) {
            QMessageBox::warning(&mWindow, tr("Recover Unsaved Changes"), unreadable.trimmed());
            return std::nullopt;
        }
    }
    const QDateTime when = QDateTime::fromString(snapshot->written, Qt::ISODate).toLocalTime();
    const auto answer = QMessageBox::question(
        &mWindow, tr("Recover Unsaved Changes"),
        tr("Tessera did not close normally last time. Unsaved changes to %1 (copied %2) can be "
           "recovered.%3\n\nRestore them? No deletes the copy.")
            .arg(what.join(tr(", ")),
                 when.isValid() ? QLocale().toString(when, QLocale::ShortFormat) : snapshot->written,
                 unreadable),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    if (answer != QMessageBox::Yes) {
        mSession->discardPending();
        mWindow.log().info(tr("Discarded the crash-recovery copy of %1").arg(what.join(tr(", "))));
        return std::nullopt;
    }
    mWindow.log().info(
        tr("Recovered unsaved changes to %1; save or add to the pack to keep them").arg(what.join(tr(", "))));
    return snapshot;
}

void CrashRecovery::restoreWorkbenches(const std::vector<SessionRecovery::Workbench> &copies) {
    bool shown = false;
    for (const SessionRecovery::Workbench &copy : copies) {
        ModulePage *wb = mWindow.workbench(copy.module);
        LevelEditor *editor = wb ? wb->levelEditor() : nullptr;
        if (!editor) {
            mWindow.log().warning(
                tr("The recovered %1 level has no workbench in this build").arg(copy.module));
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
            mWindow.log().warning(tr("The recovered %1 level could not be opened").arg(copy.module));
            continue;
        }
        // Still the pack level it was linked to: Update Level in Pack goes there.
        if (!copy.packLevelId.empty() && mWindow.document().rowOfId(copy.packLevelId) >= 0)
            editor->levelDocument().setPackLevelId(copy.packLevelId);
        // The designer lands where the recovered work is.
        if (!shown) shown = mWindow.showPage(copy.module);
    }
}

void CrashRecovery::takeOver(bool recovered) {
    if (!mSession) return;
    mSession->arm();
    if (!recovered) {
        mSession->discardPending();
        return;
    }
    // The old copy goes once this session's own is on disk (it is written on another thread): a second
    // crash in between still finds the old one.
    connect(mSession, &SessionRecovery::written, mSession, &SessionRecovery::discardPending,
            Qt::SingleShotConnection);
    mSession->writeNow();
}

void CrashRecovery::discard() {
    if (mSession) mSession->discard();
}

} // namespace tessera::ui
