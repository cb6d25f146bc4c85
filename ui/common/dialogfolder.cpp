#include "ui/common/dialogfolder.h"

#include "ui/common/packdocument.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>

namespace tessera::ui {

namespace {
const QString kKey = QStringLiteral("dialogs/lastFolder");
}

QString dialogFolder(const PackDocument &pack) {
    const QString remembered = QSettings().value(kKey).toString();
    if (!remembered.isEmpty() && QDir(remembered).exists()) return remembered;
    if (!pack.fileName().isEmpty()) return QFileInfo(pack.fileName()).absolutePath();
    // A documents folder that does not exist made Qt's dialogs open in the working directory.
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return QDir(documents).exists() ? documents : QDir::homePath();
}

QString dialogPath(const PackDocument &pack, const QString &fileName) {
    QString name = fileName.trimmed();
    name.replace(QRegularExpression(QStringLiteral("[/\\\\:*?\"<>|\\x00-\\x1f]")), QStringLiteral("_"));
    return QDir(dialogFolder(pack)).filePath(name);
}

void rememberDialogPath(const QString &path) {
    if (path.isEmpty()) return;
    const QFileInfo info(path);
    QSettings().setValue(kKey, info.isDir() ? info.absoluteFilePath() : info.absolutePath());
}

} // namespace tessera::ui
