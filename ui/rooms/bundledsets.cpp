#include "ui/rooms/bundledsets.h"

#include "common/error.h"
#include "common/jsonutil.h"

#include <QDir>
#include <QFile>

// Q_INIT_RESOURCE must be used outside any namespace.
static void initRoomsQrc() {
    Q_INIT_RESOURCE(rooms);
}

namespace tessera::rooms::ui {

void initRoomsResources() {
    static const bool once = [] {
        initRoomsQrc();
        return true;
    }();
    (void)once;
}

QString defaultSetPath() {
    return QStringLiteral(":/rooms/sets/mansion.json");
}

QString setTitle(const std::string &name) {
    const QString n = QString::fromStdString(name);
    const int colon = int(n.indexOf(QLatin1Char(':')));
    return (colon > 0 ? n.left(colon) : n).trimmed();
}

QVector<BundledSet> bundledSets() {
    initRoomsResources();
    QVector<BundledSet> sets;
    QStringList files =
        QDir(QStringLiteral(":/rooms/sets")).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    const QString first = QFileInfo(defaultSetPath()).fileName();
    if (files.removeOne(first)) files.prepend(first);
    for (const QString &file : files) {
        const QString path = QStringLiteral(":/rooms/sets/") + file;
        try {
            const PrefabSet set = readPrefabSet(path);
            const QString name = QString::fromStdString(set.name);
            const int colon = int(name.indexOf(QLatin1Char(':')));
            sets.push_back({path, setTitle(set.name), colon > 0 ? name.mid(colon + 1).trimmed() : QString()});
        } catch (const Error &) {
            // A broken bundled set is a build mistake the tests catch; the studio lists the others.
        }
    }
    return sets;
}

PrefabSet readPrefabSet(const QString &path) {
    initRoomsResources();
    QFile file(path);
    const std::string name = QDir::toNativeSeparators(path).toStdString();
    if (!file.open(QIODevice::ReadOnly))
        throw Error("cannot read the file: " + file.errorString().toStdString(), {}, name);
    const QByteArray bytes = file.readAll();
    return prefabSetFromJson(parseJson(bytes.toStdString(), name), name);
}

} // namespace tessera::rooms::ui
