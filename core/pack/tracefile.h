#pragma once

#include "common/playtrace.h"

#include <cstddef>
#include <string>
#include <vector>

// Play traces as they come back from players: JSON Lines, one "tessera-play-trace" (common/playtrace.h)
// per line, as the web play-test page downloads them and as a pack's trace sidecar keeps them
// (pack/tracesidecar.h). Reading never stops at a bad line: each is an issue naming the file and the
// line, and the other lines are still read.
namespace tessera::pack {

// One problem with one trace, and where: the file, the line (from 1), the event (its index in
// "events", -1 when the problem is not one event's). An error means the trace was not counted; a
// warning means it was counted with a doubt (a trace recorded on another version of the pack).
struct TraceIssue {
    enum class Kind { Error, Warning };
    Kind kind = Kind::Error;
    std::string file;
    std::size_t line = 0;
    int event = -1;
    std::string level; // the trace's level id, when the line got that far
    std::string message;
    // "traces.jsonl:12: events[3]: message", as compilers name places (editors jump there).
    std::string text() const;
};

// One trace read from a line, and the line itself: what a sidecar stores is the line exactly as it was
// imported (without its line end).
struct TraceRecord {
    std::string file;
    std::size_t line = 0;
    std::string text;
    play::Trace trace;
};

struct TraceFile {
    std::vector<TraceRecord> records;
    std::vector<TraceIssue> issues; // at most kMaxTraceIssuesPerFile, then one that counts the rest
    std::size_t refused = 0;        // lines that are not a trace (every one, shown or not)
};

// A line longer than this is refused without being parsed (a trace of kMaxTraceEvents plain events fits
// in well under half of it).
inline constexpr std::size_t kMaxTraceLineBytes = std::size_t(16) << 20;
inline constexpr std::size_t kMaxTraceIssuesPerFile = 1000;

// Each line of text that is not blank is one trace (a trailing "\r" and a UTF-8 byte order mark at the
// start are dropped). file names the issues.
TraceFile parseTraceLines(const std::string &text, const std::string &file);
// readTextFile (so the input limit holds), then parseTraceLines. Throws Error naming the file when it
// cannot be read at all.
TraceFile readTraceFile(const std::string &path);

} // namespace tessera::pack
