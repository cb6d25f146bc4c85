#pragma once

#include "pack/levelpack.h"
#include "ui/common/packdocument.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>

#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

class QLockFile;
class QThreadPool;
class QTimer;

namespace tessera::ui {

class LevelEditor;
class ModulePage;

// Crash recovery for the session's unsaved work: the open pack and every workbench's level. While any
// of them has unsaved changes, a copy is written (atomically, a few seconds after the last edit, and
// at most kMaxBehind times that after the first edit it lacks, so that edits in a steady stream, a level
// painted or a game played fast, still get copies) to this session's recovery file; when nothing is unsaved
// any more (saved, added to the pack, undone back, discarded on a normal close) the file goes. Each session
// holds a lock file beside its copy, so a copy whose lock is free (its process is gone) was left by a crashed
// session, while a second studio running at the same time keeps its own copy and never offers the first
// one's.
//
// The copy is data only: the pack as it is and each workbench's document state as it stands (valid or
// not), never solved, counted or measured. The pack is turned into JSON and the file written on a thread
// of its own, from a snapshot of the pack (PackDocument::snapshot), so writing never holds up the GUI
// thread, whatever the size of the pack.
//
// The file: {"format": "tessera-recovery", "version": 2, "written": <ISO time>, "file": <the pack's
// path or "">, "pack": <tessera-pack, only when the pack had unsaved changes>, "workbenches": [{"module":
// <id>, "packLevelId": <the pack level it is linked to, or "">, "source": <the pack level it was opened
// from, optional>, "state": <LevelEditor::documentState>} for each workbench with unsaved state]}.
// Version 1 copies (a pack level per workbench) are still read.
class SessionRecovery : public QObject {
    Q_OBJECT
public:
    // One workbench's unsaved document.
    struct Workbench {
        QString module;
        std::string packLevelId;           // the pack level it is linked to (Update Level in Pack)
        std::optional<pack::Level> source; // the pack level it was opened from
        Json state;                        // LevelEditor::documentState; null in a version 1 copy
    };
    struct Snapshot {
        std::optional<pack::LevelPack> pack; // the pack, when it had unsaved changes
        QString file;                        // where the pack was saved before, empty for an untitled pack
        QString written;                     // when the copy was made (ISO 8601, UTC)
        std::vector<Workbench> workbenches;  // unsaved workbench documents
        std::vector<QString> problems;       // parts of the copy that could not be read, with why
    };

    // How many delays a steady stream of edits may put the copy off by.
    static constexpr int kMaxBehind = 3;

    // Watches doc and keeps the recovery file in dir (created when needed) up to date.
    SessionRecovery(PackDocument &doc, const QString &dir, int delayMs = 3000, QObject *parent = nullptr);
    ~SessionRecovery() override;

    // Watches a page's level too (pages that edit levels; others are ignored).
    void addPage(ModulePage *page);
    // Starts keeping the copy. Until then nothing is written or removed, so a copy left by a crashed
    // session survives the new window's start-up until the user was asked about it.
    void arm();

    // This session's copy.
    QString filePath() const;
    // Starts writing the copy now (when anything is unsaved); the timer calls this. written() says when
    // it is on disk, failed() why not.
    void writeNow();
    // Removes this session's copy (after a normal close); a copy still being written never lands.
    void discard();

    // The newest copy a crashed session left, if any; it stays on disk until discardPending (after the
    // user restored it, which makes this session's own copy, or declined it). What can be read is read:
    // a part that cannot (the pack, one level) is listed in problems. Throws tessera::Error when nothing
    // can be read (not JSON, not a recovery file); the caller keeps that copy aside (keepPending).
    std::optional<Snapshot> pending();
    // The crashed session's copy that pending() found, or empty.
    QString pendingPath() const { return mPendingPath; }
    void discardPending();
    // Moves the crashed session's copy aside ("damaged-....json" in the same folder, never offered
    // again, never removed by us) and returns its new path: a copy that was not fully read is kept.
    QString keepPending();

    // The default folder (the application data folder's "recovery").
    static QString defaultDir();

signals:
    void written(const QString &path);
    void failed(const QString &message);

private:
    bool anythingUnsaved() const;
    // On the writer thread: the pack's JSON into doc, then the file, unless a later copy or a discard
    // came since (generation) or the pack is about to change (its snapshot is stale).
    void writeCopy(OrderedJson doc, const PackDocument::Claim &claim, OrderedJson workbenches,
                   std::uint64_t generation);
    void onChanged();
    PackDocument &mDoc;
    struct Watched {
        QString module;
        LevelEditor *editor;
    };
    std::vector<Watched> mEditors;
    QString mDir;
    QTimer *mTimer;
    int mDelayMs;
    QElapsedTimer mBehind; // since the first change the copy on its way lacks; invalid when none
    QThreadPool *mWriter;  // one thread: the copies, in order
    std::mutex mFileMutex; // the file's last step (write or removal), one at a time
    std::atomic<std::uint64_t> mGeneration{0}; // of the latest copy asked for, or discard
    QString mId;                               // this session's: process id and start time
    std::unique_ptr<QLockFile> mLock;
    QString mPendingPath;
    bool mArmed = false;
};

} // namespace tessera::ui
