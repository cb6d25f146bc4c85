#pragma once

#include "common/jsonutil.h"

#include <cstdint>
#include <string>
#include <vector>

// One attempt at one level, as a timestamped trace: what the player did and when, each event with the
// position's hash after it (play::positionHash), so a trace can be replayed and checked against the
// level it claims to be about. The studio keeps traces with the document; the web play-test page
// records them in the browser and hands them back as JSON Lines (one trace per line).
//
// {"format": "tessera-play-trace", "version": 1, "module": "linjat", "level": "linjat-3",
//  "player": "ann", "seed": 7, "events": [
//    {"t": 0, "event": "start", "hash": "…"},
//    {"t": 1520, "event": "move", "move": "c4R2", "hash": "…"},
//    {"t": 2210, "event": "undo", "hash": "…"},
//    {"t": 4000, "event": "hint", "move": "a1D1", "why": "…", "hash": "…"},
//    {"t": 5200, "event": "restart", "hash": "…"},
//    {"t": 9100, "event": "won", "hash": "…"}]}
//
// "seed" (absent when 0) is the seed the game was made with (ModuleBackend::Play::newGame): BanQi deals
// its hidden cells from it, so a trace replays only with it.
// t is milliseconds since the start; "giveup" and "lost" end an attempt as "won" does. Optional
// top-level "pack" names the pack's content hash.
namespace tessera::play {

inline constexpr const char *kTraceFormat = "tessera-play-trace";
inline constexpr int kTraceVersion = 1;

enum class TraceEventKind { Start, Move, Undo, Restart, Hint, GiveUp, Won, Lost };
const char *traceEventName(TraceEventKind kind); // "start", "move", "undo", ...

struct TraceEvent {
    long long ms = 0;
    TraceEventKind kind = TraceEventKind::Start;
    std::string move; // move and hint
    std::string why;  // hint
    std::string hash; // the position after the event
    friend bool operator==(const TraceEvent &, const TraceEvent &) = default;
};

struct Trace {
    std::string module;
    std::string level;
    std::string player;
    std::string pack;       // the pack's content hash, when known
    std::uint64_t seed = 0; // newGame's seed
    std::vector<TraceEvent> events;
    // Whether the attempt has ended (won, lost or given up).
    bool finished() const;
    friend bool operator==(const Trace &, const Trace &) = default;
};

// Limits a trace file may reach before it is refused (a hand-edited or corrupt file).
inline constexpr std::size_t kMaxTraceEvents = 100000;
inline constexpr std::size_t kMaxTraceText = 4096; // per string field

OrderedJson traceToJson(const Trace &trace);
// Refuses a wrong format, a newer version, unknown events, times that go backwards and oversized fields
// with the place ("events[3].t: ...").
Trace traceFromJson(const JsonCursor &cursor);

} // namespace tessera::play
