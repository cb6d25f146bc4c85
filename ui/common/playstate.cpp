#include "ui/common/playstate.h"

#include "common/error.h"
#include "common/module.h"
#include "ui/common/commands/playcommand.h"
#include "ui/common/commands/playmovecommand.h"
#include "ui/common/commands/playrestartcommand.h"
#include "ui/common/document.h"
#include "ui/common/latestworker.h"

#include <QUndoStack>

#include <algorithm>

namespace tessera::ui {

namespace {

Json plainJson(const OrderedJson &json) {
    return Json::parse(json.dump());
}

QString movesText(int n) {
    return n == 1 ? PlayState::tr("1 move") : PlayState::tr("%1 moves").arg(n);
}

} // namespace

PlayState::PlayState(const std::string &module, Document &document, Level level, QObject *parent)
    : QObject(parent)
    , mModule(module)
    , mBackend(findModule(module))
    , mDocument(document)
    , mLevel(std::move(level))
    , mHints(nullptr) {
    connect(document.undoStack(), &QUndoStack::indexChanged, this, [this] {
        // A command is undone or redone before the stack's index moves: what Take Back may do is
        // known only now.
        if (mDocument.undoStack()->count() > 0) {
            if (mSession) emit changed();
            return;
        }
        // An empty history is another document: its attempts and traces went with the old one.
        if (!mSession && mTraces.empty()) return;
        endAttempt();
        mTraces.clear();
        mMessage.clear();
        if (mPlaying) {
            mPlaying = false;
            emit playingChanged(false);
        }
        emit changed();
    });
}

PlayState::~PlayState() = default;

QString PlayState::clockText(qint64 ms) {
    const qint64 seconds = std::max<qint64>(0, ms) / 1000;
    return QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

bool PlayState::isWon() const {
    return mSession && mSession->game().status().outcome == play::Outcome::Won;
}

qint64 PlayState::elapsedMs() const {
    if (!mSession) return 0;
    if (mSession->over()) return mSession->trace().events.back().ms;
    return now();
}

void PlayState::startClockIfUntouched() {
    if (!mSession || mSession->trace().events.size() > 1 || mOffset != 0) return;
    mClock.start();
}

bool PlayState::setPlaying(bool playing) {
    // Playing always has an attempt: without one, it starts here or play mode ends.
    if (playing && !mSession && !startAttempt()) {
        if (mPlaying) {
            mPlaying = false;
            emit playingChanged(false);
        }
        emit changed();
        return false;
    }
    if (playing == mPlaying) return true;
    mPlaying = playing;
    if (playing) mMessage.clear();
    emit playingChanged(playing);
    emit changed();
    return true;
}

bool PlayState::startAttempt(std::optional<std::uint64_t> seed) {
    if (!mBackend || !mBackend->playable()) {
        setMessage(tr("These levels have no play mode."), true);
        return false;
    }
    Json data;
    std::unique_ptr<play::Game> game;
    if (!seed) seed = mLevel.seed ? mLevel.seed() : 0;
    try {
        data = mLevel.data();
        game = mBackend->play.newGame(data, *seed);
    } catch (const std::exception &error) {
        setMessage(tr("This level cannot be played: %1").arg(QString::fromUtf8(error.what())), true);
        return false;
    }
    if (game->status().over()) {
        setMessage(tr("Nothing to play: %1.").arg(QString::fromStdString(game->status().reason)), true);
        return false;
    }
    mSession = std::make_unique<play::Session>(*game, mModule, mLevel.name(), std::string(), *seed);
    mLevelData = std::move(data);
    ++mAttempt;
    mMoves.clear();
    mHint.reset();
    mOffset = 0;
    mClock.start();
    ++mRevision;
    return true;
}

void PlayState::endAttempt() {
    if (!mSession) return;
    // An attempt that never got past its start is no record of anything.
    if (mSession->trace().events.size() > 1) mTraces.push_back(mSession->trace());
    mSession.reset();
    mMoves.clear();
    mKnown.clear();
    mHint.reset();
    ++mRevision;
}

void PlayState::checkLevel() {
    if (!mSession) return;
    bool same = false;
    try {
        same = mLevel.data() == mLevelData;
    } catch (const std::exception &) {
        // Not a level any more: changed.
    }
    if (same) return;
    endAttempt();
    setMessage(tr("The level changed: play stopped."));
    if (mPlaying) {
        mPlaying = false;
        emit playingChanged(false);
    }
    emit changed();
}

void PlayState::setMessage(const QString &text, bool warning) {
    mMessage = text;
    mWarning = warning;
}

void PlayState::afterChange(bool recordedOnly) {
    if (!recordedOnly) {
        ++mRevision;
        mHint.reset();
    }
    // Undo or redo of a play step from the editor shows what it did.
    if (!mPlaying) {
        mPlaying = true;
        emit playingChanged(true);
    }
    emit changed();
}

bool PlayState::play(const std::string &move) {
    if (!mSession) {
        setMessage(tr("Press Play first."), true);
        emit changed();
        return false;
    }
    if (mSession->over()) {
        setMessage(mSession->givenUp() ? tr("The attempt was given up: Restart for a new one.")
                                       : tr("The attempt is over: Restart for a new one."),
                   true);
        emit changed();
        return false;
    }
    if (isMoving()) {
        setMessage(tr("Waiting for the answer to the last move."), true);
        emit changed();
        return false;
    }
    if (mBackend->play.slowMoves) {
        // Refused at once when not legal: the referee throws before any answer is worked out.
        const std::vector<std::string> legal = mSession->game().legalMoves();
        if (std::find(legal.begin(), legal.end(), move) == legal.end()) {
            try {
                mSession->game().clone()->apply(move);
            } catch (const std::exception &error) {
                setMessage(tr("Refused: %1").arg(QString::fromUtf8(error.what())), true);
                emit changed();
                return false;
            }
        }
        applyInWorker(move);
        return true;
    }
    // The referee says whether the move is legal before it becomes an undo step; the position it made
    // is kept for the step, so the move is not applied twice.
    std::shared_ptr<play::Game> next(mSession->game().clone());
    play::MoveResult result;
    try {
        result = next->apply(move);
    } catch (const std::exception &error) {
        setMessage(tr("Refused: %1").arg(QString::fromUtf8(error.what())), true);
        emit changed();
        return false;
    }
    return pushMove(move, std::move(next), result);
}

bool PlayState::pushMove(const std::string &move, std::shared_ptr<const play::Game> next,
                         const play::MoveResult &result) {
    if (!result.changed) return false; // a drag that ended where the line already was
    // Known from here on: a redo (or the undo of a restart) takes the position instead of applying
    // the move again (a BanQi bot's answer, worked out once).
    mKnown.push_back({mSession->moves(), move, std::move(next), result});
    mDocument.undoStack()->push(new PlayMoveCommand(*this, mAttempt, move));
    return true;
}

// A slow module's move: applied to a copy in a worker (the GUI thread only waits for the answer),
// then pushed as the step, unless the position moved on meanwhile.
void PlayState::applyInWorker(const std::string &move) {
    if (!mMover) {
        mMover = new LatestWorker(QStringLiteral("Play moves"), this);
        connect(mMover, &LatestWorker::busyChanged, this, &PlayState::changed);
        connect(mMover, &LatestWorker::failed, this, [this](quint64, const QString &message) {
            setMessage(tr("Refused: %1").arg(message), true);
            emit changed();
        });
    }
    const std::shared_ptr<const play::Game> from(mSession->game().clone());
    const quint64 revision = mRevision;
    const int attempt = mAttempt;
    mMover->request([this, from, move, revision, attempt](quint64, const CancelToken &) {
        std::shared_ptr<play::Game> next(from->clone());
        const play::MoveResult result = next->apply(move); // a refusal throws: failed() says why
        return LatestWorker::Deliver([this, next, result, move, revision, attempt] {
            if (revision != mRevision || attempt != mAttempt || !mSession) {
                emit changed(); // the position moved on (an undo, an edit): this answer is stale
                return;
            }
            pushMove(move, next, result);
        });
    });
    setMessage(tr("%1 played: waiting for the answer…").arg(QString::fromStdString(move)));
    emit changed();
}

bool PlayState::isMoving() const {
    return mMover && mMover->isBusy();
}

play::Session::Played PlayState::playKnown(const std::string &move) {
    for (auto it = mKnown.rbegin(); it != mKnown.rend(); ++it)
        if (it->move == move && it->before == mSession->moves())
            return mSession->play(move, it->next->clone(), it->result, now());
    return mSession->play(move, now());
}

void PlayState::redoMove(const std::string &move) {
    const play::Session::Played played = playKnown(move);
    if (!played.accepted) {
        setMessage(
            tr("Cannot play %1: %2").arg(QString::fromStdString(move), QString::fromStdString(played.reason)),
            true);
        emit changed();
        return;
    }
    mMoves.push_back(played.result);
    mMessage.clear();
    afterChange();
    if (isWon()) emit won();
}

void PlayState::undoMove() {
    if (!mSession->undo(now())) {
        setMessage(tr("The attempt was given up: there is nothing to take back. Restart for a new one."),
                   true);
        emit changed();
        return;
    }
    mMoves.pop_back();
    mMessage.clear();
    afterChange();
}

void PlayState::redoRestart() {
    mSession->restart(now());
    mMoves.clear();
    setMessage(tr("Back at the start."));
    afterChange();
}

void PlayState::undoRestart(const std::vector<std::string> &moves) {
    for (const std::string &move : moves) {
        const play::Session::Played played = playKnown(move);
        if (!played.accepted) break;
        mMoves.push_back(played.result);
    }
    mMessage.clear();
    afterChange();
    if (isWon()) emit won();
}

bool PlayState::canTakeBack() const {
    const QUndoStack *stack = mDocument.undoStack();
    if (!mSession || mSession->givenUp() || stack->index() == 0) return false;
    const auto *step = dynamic_cast<const PlayCommand *>(stack->command(stack->index() - 1));
    return step && step->attempt() == mAttempt;
}

void PlayState::takeBack() {
    if (!canTakeBack()) {
        setMessage(tr("Nothing to take back in this attempt."), true);
        emit changed();
        return;
    }
    mDocument.undoStack()->undo();
}

void PlayState::restart() {
    if (!mSession && !setPlaying(true)) return;
    if (mSession->over()) {
        endAttempt();
        if (!startAttempt()) {
            emit changed();
            return;
        }
        setMessage(tr("A new attempt; the last one's trace is kept."));
        mDocument.notePlayed();
        afterChange(true);
        return;
    }
    if (mMoves.empty()) {
        setMessage(tr("Already at the start."));
        emit changed();
        return;
    }
    mDocument.undoStack()->push(new PlayRestartCommand(*this, mAttempt, mSession->moves()));
}

void PlayState::giveUp() {
    if (!mSession || mSession->over()) {
        setMessage(tr("There is no attempt going on to give up."), true);
        emit changed();
        return;
    }
    mSession->giveUp(now());
    mHint.reset();
    mMessage.clear();
    mDocument.notePlayed();
    afterChange(true);
}

bool PlayState::requestHint() {
    if (!mSession || mSession->over()) {
        setMessage(mSession ? tr("The attempt is over: Restart for a new one.") : tr("Press Play first."),
                   true);
        emit changed();
        return false;
    }
    if (!mBackend->play.hint) {
        setMessage(tr("These levels have no hints."), true);
        emit changed();
        return false;
    }
    if (!mHints) {
        mHints = new LatestWorker(QStringLiteral("Play hints"), this);
        connect(mHints, &LatestWorker::busyChanged, this, &PlayState::changed);
        connect(mHints, &LatestWorker::failed, this, [this](quint64, const QString &message) {
            setMessage(tr("The hint failed: %1").arg(message), true);
            emit changed();
        });
    }
    // The worker gets the player's view only, never the referee's game.
    const std::shared_ptr<const play::View> view(mSession->game().publicView());
    const auto hint = mBackend->play.hint;
    const quint64 revision = mRevision;
    mHints->request([this, view, hint, revision](quint64, const CancelToken &cancel) {
        const std::optional<play::Hint> answer = hint(*view, &cancel);
        return LatestWorker::Deliver([this, answer, revision] { onHint(answer, revision); });
    });
    setMessage(tr("Looking for a hint…"));
    emit changed();
    return true;
}

void PlayState::playHint() {
    if (mHint) { // reset with every change of the position: it is this position's
        play(mHint->move);
        return;
    }
    if (requestHint()) mPlayHintAt = mRevision;
}

bool PlayState::isHintRunning() const {
    return mHints && mHints->isBusy();
}

void PlayState::onHint(const std::optional<play::Hint> &hint, quint64 revision) {
    const bool playIt = mPlayHintAt == revision;
    if (playIt) mPlayHintAt.reset();
    if (revision != mRevision || !mSession) {
        emit changed(); // the position moved on: a hint for the old one would mislead
        return;
    }
    if (!hint) {
        setMessage(tr("No hint here: the solver finds no next step from this position."), true);
    } else {
        mSession->noteHint(*hint, now());
        mHint = hint;
        setMessage(
            tr("Hint: %1 — %2").arg(QString::fromStdString(hint->move), QString::fromStdString(hint->why)));
        mDocument.notePlayed();
    }
    emit changed();
    if (playIt && mHint) play(mHint->move);
}

QString PlayState::statusText() const {
    if (!mMessage.isEmpty()) return mMessage;
    if (!mSession) return tr("Not playing.");
    const int n = int(mMoves.size());
    const play::Status status = mSession->game().status();
    if (status.outcome == play::Outcome::Won)
        return tr("Won in %1 with %2.").arg(clockText(elapsedMs()), movesText(n));
    if (mSession->givenUp())
        return tr("Given up after %1 and %2. Restart for a new attempt.")
            .arg(clockText(elapsedMs()), movesText(n));
    if (status.outcome == play::Outcome::Lost)
        return tr("Lost: %1. Take Back or Restart.").arg(QString::fromStdString(status.reason));
    return {}; // the bar counts the moves
}

Json PlayState::toJson() const {
    // An attempt that never got past its start is nothing played (opening a Fox Hunt level starts one).
    if (mTraces.empty() && (!mSession || mSession->trace().events.size() <= 1)) return Json();
    Json moves = Json::array();
    for (const play::MoveResult &m : mMoves) moves.push_back(m.move);
    Json traces = Json::array();
    for (const play::Trace &t : mTraces) traces.push_back(plainJson(play::traceToJson(t)));
    return Json{{"playing", mPlaying},
                {"moves", moves},
                {"attempt", mSession ? plainJson(play::traceToJson(mSession->trace())) : Json()},
                {"traces", traces}};
}

std::unique_ptr<play::Session> PlayState::replay(const play::Trace &trace) const {
    // The trace is played again event by event, so the session (and its trace) is the one recorded.
    auto session = std::make_unique<play::Session>(mSession->start(), trace.module, trace.level, trace.player,
                                                   trace.seed);
    for (std::size_t i = 1; i < trace.events.size(); ++i) {
        const play::TraceEvent &e = trace.events[i];
        const std::string where = "attempt.events[" + std::to_string(i) + "]";
        switch (e.kind) {
        case play::TraceEventKind::Move:
            if (const auto p = session->play(e.move, e.ms); !p.accepted) throw Error(p.reason, where);
            break;
        case play::TraceEventKind::Undo:
            if (!session->undo(e.ms)) throw Error("nothing to take back", where);
            break;
        case play::TraceEventKind::Restart:
            session->restart(e.ms);
            break;
        case play::TraceEventKind::Hint:
            session->noteHint({e.move, e.why}, e.ms);
            break;
        case play::TraceEventKind::GiveUp:
            session->giveUp(e.ms);
            break;
        default: // start, won and lost are recorded by the session itself
            break;
        }
    }
    if (session->trace().events != trace.events)
        throw Error("the recorded positions are not this level's", "attempt");
    return session;
}

bool PlayState::restore(const Json &state, QString *why) {
    std::vector<play::Trace> traces;
    std::optional<play::Trace> attempt;
    std::vector<std::string> moves;
    bool playing = false;
    try {
        const JsonCursor root(state);
        root.requireObject();
        if (root.has("traces"))
            for (std::size_t i = 0; i < root["traces"].size(); ++i)
                traces.push_back(play::traceFromJson(root["traces"][i]));
        if (root.has("attempt") && !root["attempt"].raw().is_null())
            attempt = play::traceFromJson(root["attempt"]);
        if (root.has("moves"))
            for (std::size_t i = 0; i < root["moves"].size(); ++i) moves.push_back(root["moves"][i].string());
        playing = root.booleanOr("playing", false);
    } catch (const std::exception &error) {
        if (why) *why = QString::fromUtf8(error.what());
        return false;
    }
    endAttempt();
    mTraces = std::move(traces);
    if (attempt) {
        if (!startAttempt(attempt->seed)) {
            if (why) *why = mMessage;
            return false;
        }
        try {
            mSession = replay(*attempt);
        } catch (const std::exception &error) {
            endAttempt();
            if (why) *why = QString::fromUtf8(error.what());
            return false;
        }
        // The moves with what each revealed: the session's line from its start.
        const play::Attempt line = play::attempt(mSession->start(), mSession->moves());
        mMoves = line.played;
        if (mSession->moves() != moves) {
            endAttempt();
            if (why) *why = tr("the attempt's moves do not match its trace");
            return false;
        }
        mOffset = mSession->trace().events.back().ms;
        mClock.start();
        for (const std::string &move : moves)
            mDocument.undoStack()->push(new PlayMoveCommand(*this, mAttempt, move, true));
    }
    mMessage.clear();
    if (!setPlaying(playing && mSession)) setPlaying(false);
    emit changed();
    return true;
}

} // namespace tessera::ui
