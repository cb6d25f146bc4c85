#include "common/playsession.h"

#include "common/error.h"

#include <algorithm>

namespace tessera::play {

Session::Session(const Game &start, std::string module, std::string level, std::string player,
                 std::uint64_t seed) {
    mStates.push_back(start.clone());
    mTrace.module = std::move(module);
    mTrace.level = std::move(level);
    mTrace.player = std::move(player);
    mTrace.seed = seed;
    record(TraceEventKind::Start, 0);
}

void Session::record(TraceEventKind kind, long long ms, std::string move, std::string why) {
    // A clock that steps back (a changed system time) must not make the trace unreadable.
    if (!mTrace.events.empty()) ms = std::max(ms, mTrace.events.back().ms);
    mTrace.events.push_back({ms, kind, std::move(move), std::move(why), positionHash(game())});
}

Session::Played Session::play(const std::string &move, long long ms) {
    Played p;
    if (over()) {
        p.reason = mGivenUp ? "the attempt was given up" : "the game is over: " + game().status().reason;
        return p;
    }
    std::unique_ptr<Game> next = game().clone();
    try {
        p.result = next->apply(move);
    } catch (const Error &e) {
        p.reason = e.message();
        return p;
    }
    return play(move, std::move(next), p.result, ms);
}

Session::Played Session::play(const std::string &move, std::unique_ptr<Game> next, const MoveResult &result,
                              long long ms) {
    Played p;
    if (over()) {
        p.reason = mGivenUp ? "the attempt was given up" : "the game is over: " + game().status().reason;
        return p;
    }
    p.accepted = true;
    p.result = result;
    mStates.push_back(std::move(next));
    mMoves.push_back(p.result);
    record(TraceEventKind::Move, ms, move);
    const Status s = game().status();
    if (s.outcome == Outcome::Won) record(TraceEventKind::Won, ms);
    if (s.outcome == Outcome::Lost) record(TraceEventKind::Lost, ms);
    return p;
}

bool Session::undo(long long ms) {
    if (mMoves.empty() || mGivenUp) return false;
    mStates.pop_back();
    mMoves.pop_back();
    record(TraceEventKind::Undo, ms);
    return true;
}

void Session::restart(long long ms) {
    if (mGivenUp) return;
    mStates.resize(1);
    mMoves.clear();
    record(TraceEventKind::Restart, ms);
}

void Session::noteHint(const Hint &hint, long long ms) {
    record(TraceEventKind::Hint, ms, hint.move, hint.why);
}

void Session::giveUp(long long ms) {
    if (over()) return;
    mGivenUp = true;
    record(TraceEventKind::GiveUp, ms);
}

std::vector<std::string> Session::moves() const {
    std::vector<std::string> out;
    for (const MoveResult &m : mMoves) out.push_back(m.move);
    return out;
}

} // namespace tessera::play
