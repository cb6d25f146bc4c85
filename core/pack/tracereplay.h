#pragma once

#include "common/progress.h"
#include "pack/levelpack.h"
#include "pack/tracefile.h"

#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

// A trace checked against the pack it claims to be about: replayed through the same core the player
// played (ModuleBackend::Play), every event's position hash compared with the one the trace recorded.
// Only a trace that replays is counted; the rest are issues with their file, line and event.
namespace tessera::pack {

// What one replayed attempt came to.
struct TracedAttempt {
    std::string level;
    std::string player; // empty: not named
    std::string file;   // where the trace was read
    std::size_t line = 0;
    bool won = false;
    long long solveMs = 0; // won: the first "won" event's time since "start"
    bool lost = false;
    bool gaveUp = false;
    int moves = 0;
    int undos = 0;
    int restarts = 0;
    int hints = 0;
};

class TraceReplayer {
public:
    // pack must outlive the replayer.
    explicit TraceReplayer(const LevelPack &pack);

    const std::string &packHash() const { return mPackHash; }

    // Replays the trace from backend.play.newGame(level.data, trace.seed): "move" applies its move,
    // "undo" goes back one move, "restart" back to the start, "hint" changes nothing, "giveup", "won"
    // and "lost" end the attempt ("won" and "lost" only where the game says so); after each event the
    // position's hash must be the recorded one. A trace for a level the pack lacks, of another module
    // than the level's, with a move the core refuses or a hash that differs is not counted: the first
    // such problem is added to issues and nothing is returned. A trace naming another pack ("pack",
    // not this one's packHash) is still replayed (the hashes decide) and gets a warning. cancel is
    // polled between events (a BanQi move has its bot answer inside): a cancelled replay returns nothing
    // and adds no issue.
    std::optional<TracedAttempt> replay(const TraceRecord &record, std::vector<TraceIssue> &issues,
                                        const CancelToken *cancel = nullptr) const;

private:
    const LevelPack &mPack;
    std::string mPackHash;
    std::unordered_map<std::string, std::size_t> mLevelIndex;
};

} // namespace tessera::pack
