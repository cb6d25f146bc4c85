#include "pack/traceimport.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <unordered_map>
#include <unordered_set>

namespace tessera::pack {

TraceImport importTraces(const LevelPack &pack, const TraceFile &stored, const std::vector<TraceFile> &added,
                         ProgressSink *progressSink, const CancelToken *cancel,
                         const TraceReportOptions &options) {
    // The records to replay, each line once: the sidecar's, then the new files' that are not stored.
    std::vector<const TraceRecord *> records;
    std::vector<bool> isNew;
    std::unordered_set<std::string> seen;
    TraceCounts counts;
    std::vector<TraceIssue> issues;
    std::unordered_map<std::string, std::size_t> fileOrder;
    auto take = [&](const TraceFile &file, bool fresh) {
        issues.insert(issues.end(), file.issues.begin(), file.issues.end());
        counts.refused += file.refused;
        counts.read += file.refused;
        for (const TraceRecord &r : file.records) {
            fileOrder.emplace(r.file, fileOrder.size());
            if (!seen.insert(r.text).second) {
                if (fresh) ++counts.duplicates;
                continue;
            }
            records.push_back(&r);
            isNew.push_back(fresh);
            ++counts.read;
        }
        for (const TraceIssue &i : file.issues) fileOrder.emplace(i.file, fileOrder.size());
    };
    take(stored, false);
    for (const TraceFile &f : added) take(f, true);

    TraceImport out;
    const TraceReplayer replayer(pack);
    ProgressReporter progress(progressSink, cancel);
    // Progress only once the replay has taken a while, so a quick run says nothing but its result.
    const auto start = std::chrono::steady_clock::now();
    std::vector<TracedAttempt> attempts;
    bool cancelled = false;
    for (std::size_t i = 0; i < records.size(); ++i) {
        if (std::chrono::steady_clock::now() - start > std::chrono::milliseconds(500))
            progress.report(double(i) / double(records.size()), "replaying trace " + std::to_string(i + 1) +
                                                                    " of " + std::to_string(records.size()));
        std::optional<TracedAttempt> attempt = replayer.replay(*records[i], issues, cancel);
        if (progress.cancelled()) {
            cancelled = true; // the trace cut short is not counted either way
            break;
        }
        if (!attempt) {
            ++counts.refused;
            continue;
        }
        attempts.push_back(std::move(*attempt));
        if (isNew[i]) out.accepted.push_back(*records[i]);
    }
    counts.counted = attempts.size();
    if (cancelled) out.accepted.clear();
    // The sidecar's issues first, then each new file's, by line (a file's unplaced summary last).
    std::stable_sort(issues.begin(), issues.end(), [&](const TraceIssue &a, const TraceIssue &b) {
        const std::size_t fa = fileOrder.count(a.file) ? fileOrder.at(a.file) : 0;
        const std::size_t fb = fileOrder.count(b.file) ? fileOrder.at(b.file) : 0;
        if (fa != fb) return fa < fb;
        const std::size_t la = a.line ? a.line : SIZE_MAX, lb = b.line ? b.line : SIZE_MAX;
        return la < lb;
    });
    out.report = makeTraceReport(pack, attempts, options);
    out.report.issues = std::move(issues);
    out.report.counts = counts;
    out.report.cancelled = cancelled;
    return out;
}

} // namespace tessera::pack
