#include "ui/common/packrecovery.h"

#include "common/error.h"
#include "common/fileio.h"
#include "common/jsonutil.h"
#include "ui/common/packdocument.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTimer>
#include <QUndoStack>

namespace tessera::ui {

namespace {

constexpr const char *kFormat = "tessera-recovery";
constexpr int kVersion = 1;

} // namespace

PackRecovery::PackRecovery(PackDocument &doc, const QString &dir, int delayMs, QObject *parent)
    : QObject(parent)
    , mDoc(doc)
    , mDir(dir)
    , mTimer(new QTimer(this)) {
    // A few seconds after the last edit: a burst of edits (a drag, a generator run) costs one write.
    mTimer->setSingleShot(true);
    mTimer->setInterval(delayMs);
    connect(mTimer, &QTimer::timeout, this, &PackRecovery::writeNow);
    connect(doc.undoStack(), &QUndoStack::indexChanged, this, &PackRecovery::onChanged);
    connect(&doc, &PackDocument::modifiedChanged, this, &PackRecovery::onChanged);
}

PackRecovery::~PackRecovery() = default;

QString PackRecovery::defaultDir() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery");
}

QString PackRecovery::filePath() const {
    return QDir(mDir).filePath(QStringLiteral("pack-recovery.json"));
}

void PackRecovery::onChanged() {
    if (mDoc.isModified())
        mTimer->start();
    else {
        // Saved, or back to the saved state by undo, or a fresh pack: nothing to recover.
        mTimer->stop();
        discard();
    }
}

void PackRecovery::writeNow() {
    mTimer->stop();
    if (!mDoc.isModified()) return;
    try {
        OrderedJson doc;
        doc["format"] = kFormat;
        doc["version"] = kVersion;
        doc["file"] = mDoc.filePath().toStdString();
        doc["written"] = pack::nowIso8601();
        doc["pack"] = pack::toJson(mDoc.pack());
        if (!QDir().mkpath(mDir)) throw Error("cannot create the recovery folder", {}, mDir.toStdString());
        writeFileAtomic(filePath().toStdString(), doc.dump(1) + "\n");
        emit written(filePath());
    } catch (const std::exception &error) {
        emit failed(QString::fromUtf8(error.what()));
    }
}

void PackRecovery::discard() {
    QFile::remove(filePath());
}

std::optional<PackRecovery::Snapshot> PackRecovery::pending() const {
    const QString path = filePath();
    if (!QFile::exists(path)) return std::nullopt;
    const std::string file = path.toStdString();
    const Json doc = parseJson(readTextFile(file), file);
    try {
        const JsonCursor root(doc);
        root.requireObject();
        const std::string format = root["format"].string();
        if (format != kFormat) root["format"].fail("not a recovery file (format \"" + format + "\")");
        const long long version = root["version"].integer(1, 1 << 30);
        if (version > kVersion)
            root["version"].fail("version " + std::to_string(version) + " is newer than this studio reads (" +
                                 std::to_string(kVersion) + ")");
        Snapshot s;
        s.file = QString::fromStdString(root["file"].string());
        s.written = QString::fromStdString(root["written"].string());
        root["pack"].requireObject();
        s.pack = pack::fromJson(doc.at("pack"), file);
        return s;
    } catch (const Error &error) {
        throw error.inFile(file);
    }
}

void PackRecovery::restore(const Snapshot &snapshot) {
    mDoc.loadRecovered(snapshot.pack, snapshot.file);
}

} // namespace tessera::ui
