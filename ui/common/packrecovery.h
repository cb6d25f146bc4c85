#pragma once

#include "pack/levelpack.h"

#include <QDateTime>
#include <QObject>
#include <QString>

#include <optional>

class QTimer;

namespace tessera::ui {

class PackDocument;

// Crash recovery for the open pack: while the pack has unsaved changes, a copy is written (atomically,
// a few seconds after the last edit) to a recovery file; saving, discarding or closing normally removes
// it. A recovery file found at start-up means the last session ended without a chance to save.
//
// The file is a small wrapper around the pack: {"format": "tessera-recovery", "version": 1,
// "file": <the pack's path or "">, "written": <ISO time>, "pack": <tessera-pack>}.
class PackRecovery : public QObject {
    Q_OBJECT
public:
    struct Snapshot {
        pack::LevelPack pack;
        QString file;    // where the pack was saved before, empty for an untitled pack
        QString written; // when the copy was made (ISO 8601, UTC)
    };

    // Watches doc and keeps the recovery file in dir (created when needed) up to date.
    PackRecovery(PackDocument &doc, const QString &dir, int delayMs = 3000, QObject *parent = nullptr);
    ~PackRecovery() override;

    QString filePath() const;
    // Writes the copy now (when there are unsaved changes); the timer calls this.
    void writeNow();
    // Removes the recovery file (after a normal close, or when the user declines to restore it).
    void discard();

    // The snapshot in the recovery file, if there is a readable one. Throws tessera::Error when the
    // file is there but unreadable (the caller reports it and discards the file).
    std::optional<Snapshot> pending() const;
    // Puts a snapshot back into the document: the pack with unsaved changes, Save going to its old file.
    void restore(const Snapshot &snapshot);

    // The default folder (the application data folder's "recovery").
    static QString defaultDir();

signals:
    void written(const QString &path);
    void failed(const QString &message);

private:
    void onChanged();
    PackDocument &mDoc;
    QString mDir;
    QTimer *mTimer;
};

} // namespace tessera::ui
