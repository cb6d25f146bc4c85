#pragma once

#include "common/progress.h"
#include "pack/levelpack.h"
#include "pack/levelsource.h"
#include "pack/tracereport.h"
#include "ui/common/document.h"

#include <QString>

#include <chrono>
#include <memory>
#include <optional>
#include <unordered_map>
#include <vector>

namespace tessera::ui {

// The open level pack: the pack itself, with the file, undo stack and modified state of every
// Document. Views never change the pack directly: they push the commands in ui/common/commands/, which
// call the mutators below and are the only callers of them.
class PackDocument : public Document {
    Q_OBJECT
public:
    explicit PackDocument(QObject *parent = nullptr);
    ~PackDocument() override;

    const pack::LevelPack &pack() const { return *mPack; }
    int levelCount() const { return int(mPack->levels.size()); }
    const pack::Level &level(int row) const { return mPack->levels.at(std::size_t(row)); }
    // The pack as it stands, shared rather than copied (a copy of 5,000 levels takes 70 ms), for a worker
    // to read (the crash-recovery copy). A snapshot never changes under its reader: before the next change
    // the document cancels stale, and a reader that polls it and lets go of the pack within
    // kReleaseWait spares the GUI thread that copy; otherwise the change goes to a copy of the pack.
    // Only the document's thread calls this.
    struct Snapshot {
        std::shared_ptr<const pack::LevelPack> pack;
        std::shared_ptr<const CancelToken> stale;
    };
    Snapshot snapshot() const;
    // A snapshot for a reader that starts later (a queued job): until it starts it holds the pack weakly,
    // so a change meanwhile neither waits for it nor copies the pack; the reader then finds nothing to
    // read and the change asks for a new one. A held snapshot there (a copy queued behind one still being
    // written, 20 MB and an fsync on a busy disk) made every edit copy 5,000 levels on the GUI thread.
    struct Claim {
        std::weak_ptr<const pack::LevelPack> pack;
        std::shared_ptr<const CancelToken> stale;
        // The snapshot, or an empty one when the pack changed (or was about to) since the claim. Any thread.
        Snapshot take() const;
    };
    Claim claim() const;
    // Row of the level with this id, or -1.
    int rowOfId(const std::string &id) const;
    // pack::difficultyState of the level at row, kept until the level changes: it hashes the level's data,
    // and the curve asks it of every level on every edit (a second of hashing per 50 edits of a
    // 5,000-level pack).
    pack::DifficultyState difficultyState(int row) const;
    // pack::rampTier of the level at row, kept the same way: it looks into the level's statistics, and
    // the curve asks it of every level on every change (a fifth of a sort of 5,000 levels).
    const std::string &rampTier(int row) const;
    // Row of a level with the same content (contentHash), or -1.
    int rowOfContent(const pack::Level &level) const;

    // fileName() is empty for an untitled pack (a new one, or the bundled sample): saving then asks for
    // a path. This is the file's name without its folder, or the pack's name for an untitled pack.
    QString displayName() const;

    // Replace the whole pack; the undo history is cleared and the new state is clean.
    void newPack(const QString &name = {});
    // Throws tessera::Error (naming the file and the place) and leaves the document as it was.
    void load(const QString &path);
    // The content of the file at path, read elsewhere (by a worker: a big pack takes a while to parse),
    // with pack::difficultyState of each level when the reader worked them out too (they hash every
    // level's data: 50 ms for 5,000), else they are worked out when first asked.
    void open(pack::LevelPack pack, const QString &path, std::vector<pack::DifficultyState> states = {});
    // An untitled pack with this content (e.g. the bundled sample): not modified, but Save asks for a path.
    void loadUntitled(pack::LevelPack pack);
    // A pack recovered after a crash: its content with unsaved changes (nothing to undo), Save going to
    // path (empty: asks for one, as for an untitled pack).
    void loadRecovered(pack::LevelPack pack, const QString &path);
    // Atomic save (via core); on success the path becomes the document's and the state is clean.
    // Throws tessera::Error and leaves the document unchanged on failure.
    void save(const QString &path);
    // The pack as it stood at revision was written to path (by a worker, from a snapshot): the path
    // becomes the document's, and the state is clean unless the pack changed since.
    void savedAs(const QString &path, quint64 revision);

    // What players did with the pack (pack/tracereport.h), from the traces kept beside its file: not part
    // of the pack's content or its undo history. PackTraces sets it from its jobs; content that replaces
    // the pack clears it (and emits replaced(), after which PackTraces reads the new pack's traces).
    const pack::TraceReport &traceReport() const { return mTraceReport; }
    bool hasTraces() const { return mTraceReport.hasTraces(); }
    // The level's figures, or null when no trace was counted for it.
    const pack::LevelFigures *traceFigures(const std::string &id) const;
    void setTraceReport(pack::TraceReport report);

    // --- Mutators for the commands only ---
    // A block of levels in one change (one model insert, one levelsChanged): a paste or an import of a
    // thousand levels as a thousand inserts moved the levels after them a thousand times and had every
    // view catch up after each.
    // With them go their difficulty states where known (a paste's job works them out; a removal keeps
    // them for its undo): hashing the data of a thousand new levels took a paste 40 ms on this thread.
    using States = std::vector<std::optional<pack::DifficultyState>>;
    void insertLevels(int row, std::vector<pack::Level> levels, States states = {});
    std::vector<pack::Level> takeLevels(int first, int count, States *states = nullptr);
    // Moves the block [first, first + count) so that it sits before destination (an index into the
    // list before the move, as QAbstractItemModel::moveRows). No-op when destination is inside the block.
    void moveLevels(int first, int count, int destination);
    void replaceLevel(int row, pack::Level level);
    // Reorders to this permutation of the current levels (sort and its undo).
    void setOrder(const std::vector<std::string> &ids);
    void setInfo(const std::string &name, const std::string &author, const std::string &description);

signals:
    void aboutToReset();
    void reset();
    void levelsAboutToBeInserted(int first, int count);
    void levelsInserted(int first, int count);
    void levelsAboutToBeRemoved(int first, int count);
    void levelsRemoved(int first, int count);
    void levelsAboutToBeMoved(int first, int count, int destination);
    void levelsMoved(int first, int count, int destination);
    // The same levels in another order (a sort, its undo): the level now at row i was at from[i].
    void levelsAboutToBeReordered();
    void levelsReordered(const std::vector<std::size_t> &from);
    void levelChanged(int row);
    void infoChanged();
    // Any change of the levels (for views that simply redraw: the difficulty curve, the overview).
    void levelsChanged();
    // Other content replaced the pack (new, opened, sample, recovered): after reset, with its file name.
    void replaced();
    void tracesChanged();

private:
    void replaceAll(pack::LevelPack pack, const QString &path,
                    std::vector<pack::DifficultyState> states = {});
    // The pack for a mutator to change: a copy of it first when a snapshot is held.
    pack::LevelPack &edit();
    // How long a change waits for the readers of a stale snapshot to let go before it copies the pack.
    // A reader lets go within a millisecond once it runs, but with more runnable threads than cores it
    // may wait a scheduler period (tens of ms) for its turn; the copy it would spare costs 70 ms of the
    // GUI thread on a quiet machine and was seen at 350-550 ms on a busy one.
    static constexpr std::chrono::milliseconds kReleaseWait{50};
    std::shared_ptr<pack::LevelPack> mPack;
    mutable std::shared_ptr<CancelToken> mStale; // of the snapshots of the pack as it stands
    pack::TraceReport mTraceReport;
    std::unordered_map<std::string, std::size_t> mFiguresById; // played levels only
    // What the document keeps per row, each worked out when first asked; kept in step with the levels
    // by the mutators, and forgotten when the level changes.
    struct RowFacts {
        std::optional<pack::DifficultyState> state;
        std::optional<std::string> tier;
    };
    RowFacts &facts(int row) const;
    mutable std::vector<RowFacts> mFacts;
};

} // namespace tessera::ui
