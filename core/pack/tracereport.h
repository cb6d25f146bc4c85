#pragma once

#include "common/jsonutil.h"
#include "common/rankcorrelation.h"
#include "pack/levelpack.h"
#include "pack/tracefile.h"
#include "pack/tracereplay.h"

#include <optional>
#include <string>
#include <vector>

// What players did with a pack, from its replayed traces (pack/tracereplay.h), beside what the pack
// predicted: per level the players, attempts, completions, solve times, restarts, hints and give-ups;
// the human difficulty (the median natural log of the solve time in seconds over the won attempts); and
// Spearman's rank correlation between the levels' 0-10 difficulty and their human difficulty, per
// module and for the pack, with a bootstrap interval (common/rankcorrelation.h). The CLI's "pack traces"
// and the studio's Import Play Traces both make theirs here.
//
// Players: the distinct "player" names of a level's counted traces; traces without a name count
// together as one more, anonymous player (a name is all that tells players apart once traces sit in a
// sidecar, so an unnamed trace is never taken for a new player). A level with attempts and no win ranks
// as the hardest (above every solved level, tied with the other unsolved ones).
namespace tessera::pack {

struct LevelFigures {
    std::string id;
    std::string module;
    std::string title;
    std::optional<double> difficulty; // predicted, the 0-10 scale
    int players = 0;
    int attempts = 0;
    int completed = 0; // won attempts
    int restarts = 0;
    int hints = 0;
    int giveUps = 0;
    std::optional<double> medianSolveMs;    // over the won attempts
    std::optional<double> medianLogSeconds; // ln(seconds) over the won attempts (1 ms at least)
    double completionRate() const { return attempts > 0 ? double(completed) / attempts : 0.0; }
    bool played() const { return attempts > 0; }
    bool unsolved() const { return attempts > 0 && completed == 0; }
    // The value the levels are ranked by: medianLogSeconds, +infinity when unsolved, none when not played.
    std::optional<double> humanDifficulty() const;
};

struct ModuleCorrelation {
    std::string module;
    stats::RankCorrelation correlation;
};

// A level whose human rank is far from its predicted rank (ranks 1..n among the levels with both,
// ties averaged; a positive shift: players found it harder than predicted).
struct RankDisagreement {
    std::string id;
    std::string title;
    double predictedRank = 0;
    double humanRank = 0;
    double shift() const { return humanRank - predictedRank; }
};

struct TraceCounts {
    std::size_t read = 0;       // traces read (the sidecar's and new ones, a repeated line once)
    std::size_t counted = 0;    // replayed: the figures are theirs
    std::size_t refused = 0;    // lines that are not a trace, and traces that do not replay
    std::size_t duplicates = 0; // new lines already stored, or repeated among the new files
    std::size_t stored = 0;     // new traces added to the sidecar
};

struct TraceReport {
    std::string packHash;
    std::vector<LevelFigures> levels;       // every level, in pack order
    std::vector<ModuleCorrelation> modules; // in order of first appearance in the pack
    stats::RankCorrelation pack;
    std::vector<RankDisagreement> disagreements; // largest |shift| first
    std::vector<TraceIssue> issues;
    TraceCounts counts;
    stats::BootstrapOptions bootstrap;
    bool cancelled = false;
    // The level's figures, or null.
    const LevelFigures *find(const std::string &id) const;
    bool hasTraces() const { return counts.counted > 0; }
    std::size_t errors() const;
};

struct TraceReportOptions {
    stats::BootstrapOptions bootstrap;
    std::size_t disagreements = 5;
};

// The figures and correlations of the counted attempts over the pack's levels (issues and counts are
// the caller's).
TraceReport makeTraceReport(const LevelPack &pack, const std::vector<TracedAttempt> &attempts,
                            const TraceReportOptions &options = {});

// A solve time for people: "0:07", "1:42", "1:02:03" (rounded to the second).
std::string solveTimeText(double ms);

// One JSON object: pack hash, counts, levels (figures; null where there is none), correlations per
// module and for the pack (n, rho, low, high), the disagreeing levels, the issues ("file:line: ...").
OrderedJson traceReportToJson(const TraceReport &report);

} // namespace tessera::pack
