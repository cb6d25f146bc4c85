#pragma once

#include "common/play.h"
#include "common/playtrace.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace tessera::play {

// The mid-end every front end plays through (Tatham's midend): the level's start, the moves played
// (take-back and restart as the player asked), and the trace of the attempt. Times are given by the
// caller in milliseconds since the attempt started, so the core never reads a clock and tests are
// exact. A refused move changes nothing and is not traced.
class Session {
public:
    // seed: the one start was made with (newGame's), kept in the trace so the trace replays.
    Session(const Game &start, std::string module, std::string level, std::string player = {},
            std::uint64_t seed = 0);

    struct Played {
        bool accepted = false;
        std::string reason; // why a move was refused
        MoveResult result;
    };
    Played play(const std::string &move, long long ms);
    // The move as the caller already applied it to a clone of game() (next, with its result): a front
    // end that asked the referee first need not apply it twice (BanQi's bot answers inside apply).
    Played play(const std::string &move, std::unique_ptr<Game> next, const MoveResult &result, long long ms);
    bool undo(long long ms); // false when no move is left to take back
    void restart(long long ms);
    // Records a hint the player was shown (the front end asks the module for it).
    void noteHint(const Hint &hint, long long ms);
    void giveUp(long long ms);

    const Game &game() const { return *mStates.back(); }
    const Game &start() const { return *mStates.front(); }
    std::vector<std::string> moves() const;
    const Trace &trace() const { return mTrace; }
    bool givenUp() const { return mGivenUp; }
    // Over: won, lost or given up; no more moves are taken.
    bool over() const { return mGivenUp || game().status().over(); }

private:
    void record(TraceEventKind kind, long long ms, std::string move = {}, std::string why = {});
    std::vector<std::unique_ptr<Game>> mStates; // the start, then one state per move
    std::vector<MoveResult> mMoves;
    Trace mTrace;
    bool mGivenUp = false;
};

} // namespace tessera::play
