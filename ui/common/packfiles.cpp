#include "ui/common/packfiles.h"

#include "ui/common/dialogfolder.h"
#include "ui/common/log.h"
#include "ui/common/packdocument.h"
#include "ui/common/resources.h"
#include "ui/common/studiocontext.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QRegularExpression>
#include <QWidget>

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
    try {
        document().load(path);
    } catch (const std::exception &e) {
        const QString message = QString::fromStdString(e.what());
        mContext.log().error(tr("Could not open %1: %2").arg(QDir::toNativeSeparators(path), message));
        QMessageBox::critical(mDialogParent, tr("Open Level Pack"),
                              tr("Could not open \"%1\".").arg(QDir::toNativeSeparators(path)) +
                                  QStringLiteral("\n\n") + message);
        return false;
    }
    rememberDialogPath(path);
    mContext.log().info(tr("Opened %1 (%n level(s))", nullptr, document().levelCount())
                            .arg(QDir::toNativeSeparators(document().fileName())));
    emit statusMessage(tr("Opened %1").arg(document().displayName()));
    emit fileOpened(document().fileName());
    return true;
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
    try {
        document().save(path);
    } catch (const std::exception &e) {
        const QString message = QString::fromStdString(e.what());
        mContext.log().error(tr("Could not save %1: %2").arg(QDir::toNativeSeparators(path), message));
        QMessageBox::critical(mDialogParent, tr("Save Level Pack"),
                              tr("Could not save \"%1\". The previous file, if any, is unchanged.")
                                      .arg(QDir::toNativeSeparators(path)) +
                                  QStringLiteral("\n\n") + message);
        return false;
    }
    rememberDialogPath(path);
    mContext.log().info(tr("Saved %1 (%n level(s))", nullptr, document().levelCount())
                            .arg(QDir::toNativeSeparators(document().fileName())));
    emit statusMessage(tr("Saved %1").arg(document().displayName()));
    emit fileSaved(document().fileName());
    return true;
}

} // namespace tessera::ui
