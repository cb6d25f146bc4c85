#pragma once

#include "common/progress.h"
#include "pack/tracereport.h"

#include <vector>

// Bringing play traces back to a pack: the one pipeline of `tessera-cli pack traces` and the studio's
// Pack > Import Play Traces. The sidecar's traces (pack/tracesidecar.h) and the new files' are
// replayed against the pack (pack/tracereplay.h) and reported together (pack/tracereport.h), so a second
// import adds players to the first.
namespace tessera::pack {

struct TraceImport {
    TraceReport report;
    // The new traces that replayed and are not stored yet, in the order read: what the sidecar gains.
    std::vector<TraceRecord> accepted;
};

// stored: the sidecar as read; added: the new files as read. A new line the sidecar already holds, or
// one repeated among the new files, is a duplicate and counts once. Every issue of reading and replaying
// is in the report, the sidecar's first, then each new file's, by line. Cancelled: the report covers
// the traces replayed so far (report.cancelled) and nothing is accepted.
TraceImport importTraces(const LevelPack &pack, const TraceFile &stored, const std::vector<TraceFile> &added,
                         ProgressSink *progress = nullptr, const CancelToken *cancel = nullptr,
                         const TraceReportOptions &options = {});

} // namespace tessera::pack
