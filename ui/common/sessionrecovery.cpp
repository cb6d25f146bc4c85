#include "ui/common/sessionrecovery.h"

#include "common/error.h"
#include "common/fileio.h"
#include "common/jsonutil.h"
#include "ui/common/leveleditor.h"
#include "ui/common/modulepage.h"
#include "ui/common/packdocument.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QStandardPaths>
#include <QThreadPool>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>

namespace tessera::ui {

namespace {

constexpr const char *kFormat = "tessera-recovery";
constexpr int kVersion = 2;

// A version 1 entry: the workbench's level as a pack level (a new one with an empty id).
SessionRecovery::Workbench readVersion1(const JsonCursor &entry) {
    Json level = entry.raw();
    const bool noId = level.is_object() && level.contains("id") && level["id"] == "";
    if (noId) level["id"] = "unsaved";
    SessionRecovery::Workbench w;
    w.source = pack::levelFromJson(level, entry.path());
    if (noId) w.source->id.clear();
    w.module = QString::fromStdString(w.source->module);
    w.packLevelId = w.source->id;
    return w;
}

SessionRecovery::Workbench readWorkbench(const JsonCursor &entry) {
    entry.requireObject();
    SessionRecovery::Workbench w;
    w.module = QString::fromStdString(entry["module"].string());
    w.packLevelId = entry.stringOr("packLevelId", "");
    if (entry.has("source")) {
        Json source = entry["source"].raw();
        const bool noId = source.is_object() && source.contains("id") && source["id"] == "";
        if (noId) source["id"] = "unsaved";
        w.source = pack::levelFromJson(source, entry["source"].path());
        if (noId) w.source->id.clear();
    }
    w.state = entry["state"].raw(); // the workbench reads it (and says what it cannot)
    return w;
}

} // namespace

SessionRecovery::SessionRecovery(PackDocument &doc, const QString &dir, int delayMs, QObject *parent)
    : QObject(parent)
    , mDoc(doc)
    , mDir(dir)
    , mTimer(new QTimer(this))
    , mDelayMs(delayMs)
    , mWriter(new QThreadPool(this))
    , mId(QStringLiteral("%1-%2")
              .arg(QCoreApplication::applicationPid())
              .arg(QDateTime::currentMSecsSinceEpoch())) {
    // A few seconds after the last edit: a burst of edits (a drag, a generator run) costs one write
    // (onChanged keeps a long one from putting the copy off for ever).
    mWriter->setMaxThreadCount(1); // one copy at a time, in order
    mTimer->setSingleShot(true);
    connect(mTimer, &QTimer::timeout, this, &SessionRecovery::writeNow);
    connect(doc.undoStack(), &QUndoStack::indexChanged, this, &SessionRecovery::onChanged);
    connect(&doc, &PackDocument::modifiedChanged, this, &SessionRecovery::onChanged);
}

SessionRecovery::~SessionRecovery() {
    mWriter->waitForDone(); // a copy being written is finished first: the session may be crashing
}

void SessionRecovery::addPage(ModulePage *page) {
    LevelEditor *editor = page->levelEditor();
    if (!editor) return;
    mEditors.push_back({page->property("pageId").toString(), editor});
    Document *document = &editor->levelDocument();
    connect(document->undoStack(), &QUndoStack::indexChanged, this, &SessionRecovery::onChanged);
    connect(document, &Document::modifiedChanged, this, &SessionRecovery::onChanged);
    connect(document, &Document::played, this, &SessionRecovery::onChanged);
    // The document goes first when its page is destroyed: from then on the page has no level to copy.
    connect(document, &QObject::destroyed, this, [this, editor] {
        mEditors.erase(std::remove_if(mEditors.begin(), mEditors.end(),
                                      [editor](const Watched &w) { return w.editor == editor; }),
                       mEditors.end());
    });
}

QString SessionRecovery::defaultDir() {
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/recovery");
}

QString SessionRecovery::filePath() const {
    return QDir(mDir).filePath(QStringLiteral("session-%1.json").arg(mId));
}

bool SessionRecovery::anythingUnsaved() const {
    // Plays count here: a crash in the middle of a game gives the game back.
    return mDoc.isModified() || std::any_of(mEditors.begin(), mEditors.end(), [](const Watched &w) {
               return w.editor->levelDocument().hasUnsavedState();
           });
}

void SessionRecovery::arm() {
    mArmed = true;
    // Held while this session runs: its copy is not a crashed session's.
    if (QDir().mkpath(mDir)) {
        mLock = std::make_unique<QLockFile>(QDir(mDir).filePath(QStringLiteral("session-%1.lock").arg(mId)));
        if (!mLock->tryLock(0)) mLock.reset();
    }
    onChanged();
}

void SessionRecovery::onChanged() {
    if (!mArmed) return;
    if (anythingUnsaved()) {
        if (!mBehind.isValid()) mBehind.start();
        const qint64 left = std::max<qint64>(0, qint64(kMaxBehind) * mDelayMs - mBehind.elapsed());
        mTimer->start(int(std::min<qint64>(mDelayMs, left)));
    } else {
        // Saved, added to the pack, undone back to the saved state, or a fresh document: nothing to
        // recover.
        mTimer->stop();
        mBehind.invalidate();
        discard();
    }
}

void SessionRecovery::writeNow() {
    mTimer->stop();
    mBehind.invalidate(); // the copy on its way has every change so far
    if (!mArmed || !anythingUnsaved()) return;
    // The workbenches' documents are small and read here. The pack may hold thousands of levels: a
    // snapshot of it (shared, not copied) goes to the writer thread, which turns it into JSON and writes
    // the file; on the GUI thread that took 250 ms per copy for a pack of 5,000.
    OrderedJson doc;
    doc["format"] = kFormat;
    doc["version"] = kVersion;
    doc["written"] = pack::nowIso8601();
    doc["file"] = mDoc.fileName().toStdString();
    // Claimed, not held: the copy may wait behind the one being written, and the pack may change meanwhile.
    PackDocument::Claim pack = mDoc.isModified() ? mDoc.claim() : PackDocument::Claim{};
    OrderedJson levels = OrderedJson::array();
    try {
        for (const Watched &w : mEditors) {
            const Document &document = w.editor->levelDocument();
            if (!document.hasUnsavedState()) continue;
            // Copies only: the document's state as it stands, never a measured pack level.
            OrderedJson entry;
            entry["module"] = w.module.toStdString();
            entry["packLevelId"] = document.packLevelId();
            if (const std::optional<pack::Level> source = w.editor->sourceLevel())
                entry["source"] = pack::levelToJson(*source);
            entry["state"] = OrderedJson::parse(w.editor->documentState().dump());
            levels.push_back(std::move(entry));
        }
    } catch (const std::exception &error) {
        emit failed(QString::fromUtf8(error.what()));
        return;
    }
    const std::uint64_t generation = ++mGeneration;
    mWriter->start(
        [this, doc = std::move(doc), pack = std::move(pack), levels = std::move(levels),
         generation]() mutable { writeCopy(std::move(doc), pack, std::move(levels), generation); });
}

void SessionRecovery::writeCopy(OrderedJson doc, const PackDocument::Claim &claim, OrderedJson workbenches,
                                std::uint64_t generation) {
    if (generation != mGeneration) return; // a newer copy is on its way, or the copy was discarded
    const QString path = filePath();
    QString failure;
    try {
        if (claim.stale) { // the pack has unsaved changes
            // A change since the claim, or during the reading (the document cancels stale first and
            // waits for this to let go): the copy is dropped, and the change sets the timer for the next.
            PackDocument::Snapshot pack = claim.take();
            if (!pack.pack) return;
            doc["pack"] = pack::toJson(*pack.pack, pack.stale.get());
            pack.pack.reset(); // read: the document may change its pack again without copying it
            if (pack.stale->cancelled()) return;
        }
        doc["workbenches"] = std::move(workbenches);
        if (generation != mGeneration) return; // a newer copy is on its way: the text (20 MB) is not wanted
        const std::string text = doc.dump(1) + "\n";
        if (!QDir().mkpath(mDir)) throw Error("cannot create the recovery folder", {}, mDir.toStdString());
        // Under the lock, so that a discard is never followed by this copy landing after it.
        const std::lock_guard<std::mutex> lock(mFileMutex);
        if (generation != mGeneration) return;
        writeFileAtomic(path.toStdString(), text);
    } catch (const std::exception &error) {
        failure = QString::fromUtf8(error.what());
    }
    // Told on the GUI thread; dropped if the session is gone by then.
    QMetaObject::invokeMethod(
        this,
        [this, path, failure] {
            if (failure.isEmpty())
                emit written(path);
            else
                emit failed(failure);
        },
        Qt::QueuedConnection);
}

void SessionRecovery::discard() {
    const std::lock_guard<std::mutex> lock(mFileMutex);
    ++mGeneration; // a copy on its way is not written after this
    QFile::remove(filePath());
}

void SessionRecovery::discardPending() {
    if (mPendingPath.isEmpty()) return;
    QFile::remove(mPendingPath);
    mPendingPath.clear();
}

QString SessionRecovery::keepPending() {
    if (mPendingPath.isEmpty()) return {};
    const QFileInfo info(mPendingPath);
    const QString kept = info.dir().filePath(QStringLiteral("damaged-") + info.fileName());
    QFile::remove(kept);
    const QString path = QFile::rename(mPendingPath, kept) ? kept : mPendingPath;
    mPendingPath.clear();
    return path;
}

std::optional<SessionRecovery::Snapshot> SessionRecovery::pending() {
    // The newest copy whose session is gone: its lock can be taken (a live session holds its own).
    mPendingPath.clear();
    const QDir dir(mDir);
    const QFileInfoList copies =
        dir.entryInfoList({QStringLiteral("session-*.json")}, QDir::Files, QDir::Time);
    for (const QFileInfo &copy : copies) {
        if (copy.absoluteFilePath() == QFileInfo(filePath()).absoluteFilePath()) continue;
        QLockFile owner(dir.filePath(copy.completeBaseName() + QStringLiteral(".lock")));
        if (!owner.tryLock(0)) continue; // another studio is running with it
        owner.unlock();                  // a crashed session's lock: gone now
        mPendingPath = copy.absoluteFilePath();
        break;
    }
    if (mPendingPath.isEmpty()) return std::nullopt;
    const std::string file = mPendingPath.toStdString();
    const Json doc = parseJson(readTextFile(file), file);
    try {
        const JsonCursor root(doc);
        root.requireObject();
        requireFormat(root, kFormat);
        const long long version = requireVersion(root, kVersion);
        Snapshot s;
        s.file = QString::fromStdString(root.stringOr("file", ""));
        s.written = QString::fromStdString(root.stringOr("written", ""));
        // Each part on its own: one that cannot be read must not cost the others.
        if (root.has("pack")) {
            try {
                root["pack"].requireObject();
                s.pack = pack::fromJson(doc.at("pack"), file);
            } catch (const Error &error) {
                s.problems.push_back(QStringLiteral("the pack: %1").arg(QString::fromUtf8(error.what())));
            }
        }
        if (root.has("workbenches")) {
            const JsonCursor entries = root["workbenches"];
            for (std::size_t i = 0; i < entries.size(); ++i) {
                try {
                    s.workbenches.push_back(version < 2 ? readVersion1(entries[i])
                                                        : readWorkbench(entries[i]));
                } catch (const Error &error) {
                    s.problems.push_back(
                        QStringLiteral("a workbench level: %1").arg(QString::fromUtf8(error.what())));
                }
            }
        }
        return s;
    } catch (const Error &error) {
        throw error.inFile(file);
    }
}

} // namespace tessera::ui
