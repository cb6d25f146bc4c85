#pragma once

#include "common/jsonutil.h"
#include "common/play.h"
#include "common/playsession.h"
#include "common/playtrace.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tessera {
struct ModuleBackend;
}

namespace tessera::ui {

class Document;
class LatestWorker;

// The play mode of a workbench's level document, one for every module: a play::Session (the core's
// mid-end) on the level as it stands, started from the module's ModuleBackend::Play.
//
// An attempt is one session and its trace. Moves and restarts go onto the document's undo stack as
// PlayStep commands (Take Back is the document's undo), so playing never marks the level changed. A
// win or a give-up ends the attempt's play; Restart then starts a new attempt and keeps the ended one's
// trace. A change of the level (an edit, its undo, another document) ends the attempt and play mode.
// Hints run in a worker. Times in traces are milliseconds since the attempt started.
class PlayState : public QObject {
    Q_OBJECT
public:
    // The workbench's level, asked for when an attempt starts and after each change of the document.
    struct Level {
        // The level's data as packs store it; throws (saying why) when the document is no playable level.
        std::function<Json()> data;
        // What traces call the level: its pack level id, else its title.
        std::function<std::string()> name;
        // The seed a new game is made with (BanQi deals its hidden cells from it); 0 when unset.
        std::function<std::uint64_t()> seed;
    };

    PlayState(const std::string &module, Document &document, Level level, QObject *parent = nullptr);
    ~PlayState() override;

    bool isPlaying() const { return mPlaying; }
    // Enters play mode (an attempt starts when there is none) or leaves it (the attempt stays, to go on
    // later). False, with the reason as the message, when the level cannot be played.
    bool setPlaying(bool playing);

    // The attempt: its session and the position played; null without one.
    const play::Session *session() const { return mSession.get(); }
    const play::Game *game() const { return mSession ? &mSession->game() : nullptr; }
    // Counts attempts: the play commands of an earlier one do nothing.
    int attempt() const { return mAttempt; }
    bool isOver() const { return mSession && mSession->over(); }
    bool isWon() const;
    // The attempt's moves, with what each revealed.
    const std::vector<play::MoveResult> &moves() const { return mMoves; }
    // The traces of the ended attempts of this document, oldest first.
    const std::vector<play::Trace> &traces() const { return mTraces; }
    // Milliseconds since the attempt started; at an ended attempt, when it ended.
    qint64 elapsedMs() const;
    // "1:23": minutes and seconds, as the timer shows them.
    static QString clockText(qint64 ms);
    // An attempt nothing has happened in yet starts its clock again: one begun before the player saw it
    // (Fox Hunt plays from the studio's start) does not count the time they were elsewhere.
    void startClockIfUntouched();

    // The player's actions. A refused one changes nothing and says why in the message. A slow
    // module's move (ModuleBackend::Play::slowMoves) is applied in a worker: play returns at once and
    // the step lands when the answer comes (isMoving until then; a refusal says why then).
    bool play(const std::string &move);
    bool isMoving() const;
    bool canTakeBack() const;
    void takeBack();
    void restart();
    void giveUp();
    // Asks the worker for a hint; false (saying why) when there can be none.
    bool requestHint();
    // Plays the hint's move: the one shown, else the one asked for now, once it comes (unless the
    // position changed meanwhile). The hint is recorded as any hint is.
    void playHint();
    bool isHintRunning() const;
    // The last hint, until the position changes.
    const std::optional<play::Hint> &hint() const { return mHint; }

    // The status line: the last refusal, hint or note, else how the attempt stands.
    QString statusText() const;
    bool statusIsWarning() const { return !mMessage.isEmpty() && mWarning; }

    // For crash recovery: the attempt (its trace and moves) and the ended attempts' traces as plain
    // JSON, null when nothing was played; restore puts them back on the document's current level
    // (the moves as play commands, so Take Back works) or returns false saying why.
    Json toJson() const;
    bool restore(const Json &state, QString *why);

    // For the play commands only (their attempt is the current one).
    void redoMove(const std::string &move);
    void undoMove();
    void redoRestart();
    void undoRestart(const std::vector<std::string> &moves);

public slots:
    // The level may have changed (an edit, an undo of one): an attempt at another level ends.
    void checkLevel();

signals:
    // The position, the attempt, the message or the hint changed.
    void changed();
    void playingChanged(bool playing);
    void won();

private:
    // A new attempt with the level's seed, or with the given one (a recovered trace's).
    bool startAttempt(std::optional<std::uint64_t> seed = std::nullopt);
    void endAttempt();
    void afterChange(bool recordedOnly = false);
    void setMessage(const QString &text, bool warning = false);
    void onHint(const std::optional<play::Hint> &hint, quint64 revision);
    std::unique_ptr<play::Session> replay(const play::Trace &trace) const;
    bool pushMove(const std::string &move, std::shared_ptr<const play::Game> next,
                  const play::MoveResult &result);
    void applyInWorker(const std::string &move);
    play::Session::Played playKnown(const std::string &move);
    qint64 now() const { return mOffset + mClock.elapsed(); }

    std::string mModule;
    const ModuleBackend *mBackend;
    Document &mDocument;
    Level mLevel;
    LatestWorker *mHints;

    bool mPlaying = false;
    std::unique_ptr<play::Session> mSession;
    Json mLevelData; // what the attempt plays
    int mAttempt = 0;
    quint64 mRevision = 0; // goes up with every change of the position: a hint for an older one is stale
    std::vector<play::MoveResult> mMoves;
    std::vector<play::Trace> mTraces;
    std::optional<play::Hint> mHint;
    std::optional<quint64> mPlayHintAt; // the revision whose hint playHint waits for
    // The steps of the attempt as the referee made them: a redo takes the position it knows rather
    // than apply the move again.
    struct KnownStep {
        // The attempt's moves before it: a bot's answer depends on the line, not the position alone.
        std::vector<std::string> before;
        std::string move;
        std::shared_ptr<const play::Game> next;
        play::MoveResult result;
    };
    std::vector<KnownStep> mKnown;
    LatestWorker *mMover = nullptr; // a slow module's moves
    QElapsedTimer mClock;
    qint64 mOffset = 0; // a recovered attempt goes on from its last event's time
    QString mMessage;
    bool mWarning = false;
};

} // namespace tessera::ui
