#include "pack/tracereplay.h"

#include "common/error.h"
#include "common/module.h"
#include "common/play.h"

#include <memory>

namespace tessera::pack {

TraceReplayer::TraceReplayer(const LevelPack &pack)
    : mPack(pack)
    , mPackHash(pack::packHash(pack)) {
    for (std::size_t i = 0; i < pack.levels.size(); ++i) mLevelIndex.emplace(pack.levels[i].id, i);
}

namespace {

using play::TraceEventKind;

// Where a replay stopped: the event (or -1) and why.
struct Refusal {
    int event = -1;
    std::string message;
};

std::string quoted(const std::string &text) {
    return "\"" + text + "\"";
}

// Replays events against newGame's start, filling attempt; returns the first problem, if any (a
// cancelled replay: event -2).
std::optional<Refusal> replayEvents(const play::Trace &trace, const play::Game &start, TracedAttempt &attempt,
                                    const CancelToken *cancel) {
    std::vector<std::unique_ptr<play::Game>> states;
    states.push_back(start.clone());
    const long long t0 = trace.events.front().ms;
    for (std::size_t i = 0; i < trace.events.size(); ++i) {
        const play::TraceEvent &e = trace.events[i];
        const int at = int(i);
        if (cancel && cancel->cancelled()) return Refusal{-2, {}};
        switch (e.kind) {
        case TraceEventKind::Start:
        case TraceEventKind::Hint:
        case TraceEventKind::GiveUp:
            break;
        case TraceEventKind::Move: {
            std::unique_ptr<play::Game> next = states.back()->clone();
            try {
                next->apply(e.move);
            } catch (const std::exception &x) {
                const auto *error = dynamic_cast<const Error *>(&x);
                return Refusal{at, "the move " + quoted(e.move) +
                                       " is refused: " + (error ? error->message() : x.what())};
            }
            states.push_back(std::move(next));
            ++attempt.moves;
            break;
        }
        case TraceEventKind::Undo:
            if (states.size() < 2) return Refusal{at, "an undo with no move to take back"};
            states.pop_back();
            ++attempt.undos;
            break;
        case TraceEventKind::Restart:
            states.resize(1);
            ++attempt.restarts;
            break;
        case TraceEventKind::Won:
        case TraceEventKind::Lost: {
            const bool won = e.kind == TraceEventKind::Won;
            const play::Outcome outcome = states.back()->status().outcome;
            if (outcome != (won ? play::Outcome::Won : play::Outcome::Lost))
                return Refusal{at, std::string("the trace says ") + (won ? "won" : "lost") +
                                       " but the game is " + play::outcomeName(outcome)};
            break;
        }
        }
        if (e.kind == TraceEventKind::Hint) ++attempt.hints;
        if (e.kind == TraceEventKind::GiveUp) attempt.gaveUp = true;
        if (e.kind == TraceEventKind::Lost) attempt.lost = true;
        if (e.kind == TraceEventKind::Won && !attempt.won) {
            attempt.won = true;
            attempt.solveMs = e.ms - t0;
        }
        const std::string hash = play::positionHash(*states.back());
        if (hash != e.hash)
            return Refusal{at, "the position's hash is " + hash + ", the trace recorded " + quoted(e.hash) +
                                   " (another version of the level, or a corrupt trace)"};
    }
    return std::nullopt;
}

} // namespace

std::optional<TracedAttempt> TraceReplayer::replay(const TraceRecord &record, std::vector<TraceIssue> &issues,
                                                   const CancelToken *cancel) const {
    const play::Trace &trace = record.trace;
    auto issue = [&](TraceIssue::Kind kind, int event, std::string message) {
        issues.push_back({kind, record.file, record.line, event, trace.level, std::move(message)});
    };
    const auto found = mLevelIndex.find(trace.level);
    if (found == mLevelIndex.end()) {
        issue(TraceIssue::Kind::Error, -1, "the pack has no level " + quoted(trace.level));
        return std::nullopt;
    }
    const Level &level = mPack.levels[found->second];
    if (trace.module != level.module) {
        issue(TraceIssue::Kind::Error, -1,
              "a " + quoted(trace.module) + " trace for level " + quoted(level.id) + ", which is " +
                  quoted(level.module));
        return std::nullopt;
    }
    const ModuleBackend *backend = findModule(level.module);
    if (!backend || !backend->playable()) {
        issue(TraceIssue::Kind::Error, -1, "module " + quoted(level.module) + " is not played in this build");
        return std::nullopt;
    }
    std::unique_ptr<play::Game> start;
    try {
        start = backend->play.newGame(level.data, trace.seed);
    } catch (const std::exception &e) {
        issue(TraceIssue::Kind::Error, -1, "level " + quoted(level.id) + " cannot be played: " + e.what());
        return std::nullopt;
    }
    TracedAttempt attempt;
    attempt.level = level.id;
    attempt.player = trace.player;
    attempt.file = record.file;
    attempt.line = record.line;
    if (const std::optional<Refusal> refusal = replayEvents(trace, *start, attempt, cancel)) {
        if (refusal->event == -2) return std::nullopt;
        issue(TraceIssue::Kind::Error, refusal->event, refusal->message);
        return std::nullopt;
    }
    if (!trace.pack.empty() && trace.pack != mPackHash)
        issue(TraceIssue::Kind::Warning, -1,
              "recorded on pack " + quoted(trace.pack) + ", this pack is " + mPackHash +
                  " (counted: every position matched)");
    return attempt;
}

} // namespace tessera::pack
