#pragma once

#include "pack/tracefile.h"

#include <cstddef>
#include <string>
#include <vector>

// A pack's play traces stay with it in a sidecar file beside it: for "foo.json" it is
// "foo.traces.jsonl" (a pack file not ending in ".json" gets ".traces.jsonl" appended to its name).
// The sidecar is JSON Lines, one "tessera-play-trace" (common/playtrace.h) per line, each line exactly
// as it was imported from the players' files, in the order imported; a line already there is never
// added again, so importing the same file twice changes nothing and a new file adds its players. Only
// traces that replayed against the pack when they were imported are added. The pack file itself is
// not touched, so the pack's hash (the web page's progress key) stays as it was. The sidecar is
// rewritten whole through a temporary file and a rename, so a failed import leaves it as it was.
// `tessera-cli pack traces` and the studio's Pack > Import Play Traces both add to it, and both report
// on everything in it.
namespace tessera::pack {

std::string traceSidecarPath(const std::string &packPath);

// The sidecar's traces; a sidecar that does not exist holds none (no issue). Throws Error naming the
// file when it exists but cannot be read.
TraceFile readTraceSidecar(const std::string &sidecarPath);

// Adds the lines of records that the sidecar does not hold yet (and each repeated line once), creating
// the sidecar when needed. Returns how many lines were added; throws Error naming the file when it
// cannot be written (the sidecar is then as it was).
std::size_t appendToTraceSidecar(const std::string &sidecarPath, const std::vector<TraceRecord> &records);

} // namespace tessera::pack
