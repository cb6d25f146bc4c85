#include "cli/traceverbs.h"

#include "cli/registry.h"
#include "cli/stderrprogress.h"
#include "pack/levelpack.h"
#include "pack/traceimport.h"
#include "pack/tracesidecar.h"

#include <cmath>
#include <cstdio>
#include <ostream>

namespace tessera::cli {

namespace {

std::string decimals(double value, int digits) {
    char text[48];
    std::snprintf(text, sizeof text, "%.*f", digits, value);
    return text;
}

std::string leftInColumn(std::string text, std::size_t width) {
    if (text.size() < width) text.append(width - text.size(), ' ');
    return text;
}

std::string rightInColumn(const std::string &text, std::size_t width) {
    return text.size() < width ? std::string(width - text.size(), ' ') + text : text;
}

std::string rankText(double rank) {
    return rank == std::floor(rank) ? std::to_string(long(rank)) : decimals(rank, 1);
}

std::string correlationText(const stats::RankCorrelation &c) {
    std::string out = leftInColumn("n=" + std::to_string(c.n), 6);
    if (!c.rho) return out + "  no correlation (fewer than 3 levels, or all tied)";
    out += "  rho " + decimals(*c.rho, 2);
    if (c.low && c.high) out += "  [" + decimals(*c.low, 2) + ", " + decimals(*c.high, 2) + "]";
    return out;
}

void printTable(const pack::TraceReport &r, std::ostream &out) {
    std::size_t idWidth = 5;
    for (const pack::LevelFigures &f : r.levels)
        idWidth = std::max(idWidth, std::min<std::size_t>(f.id.size(), 40));
    out << leftInColumn("level", idWidth) << "  " << leftInColumn("module", 8) << rightInColumn("diff", 6)
        << rightInColumn("players", 9) << rightInColumn("attempts", 10) << rightInColumn("done", 6)
        << rightInColumn("median", 9) << rightInColumn("ln s", 7) << rightInColumn("restarts", 10)
        << rightInColumn("hints", 7) << rightInColumn("give-ups", 10) << '\n';
    for (const pack::LevelFigures &f : r.levels) {
        out << leftInColumn(f.id, idWidth) << "  " << leftInColumn(f.module, 8)
            << rightInColumn(f.difficulty ? decimals(*f.difficulty, 2) : "-", 6)
            << rightInColumn(std::to_string(f.players), 9) << rightInColumn(std::to_string(f.attempts), 10)
            << rightInColumn(f.played() ? decimals(100 * f.completionRate(), 0) + "%" : "-", 6)
            << rightInColumn(f.medianSolveMs ? pack::solveTimeText(*f.medianSolveMs)
                                             : (f.unsolved() ? "unsolved" : "-"),
                             9)
            << rightInColumn(f.medianLogSeconds ? decimals(*f.medianLogSeconds, 2) : "-", 7)
            << rightInColumn(std::to_string(f.restarts), 10) << rightInColumn(std::to_string(f.hints), 7)
            << rightInColumn(std::to_string(f.giveUps), 10) << '\n';
    }
    out << "\nrank correlation, predicted difficulty against median log solve time (" << r.bootstrap.resamples
        << " bootstrap resamples, " << decimals(100 * r.bootstrap.level, 0) << "% interval):\n";
    out << "  " << leftInColumn("pack", 10) << correlationText(r.pack) << '\n';
    for (const pack::ModuleCorrelation &m : r.modules)
        out << "  " << leftInColumn(m.module, 10) << correlationText(m.correlation) << '\n';
    if (!r.disagreements.empty()) {
        out << "\nlevels players ranked most differently (rank 1 the easiest):\n";
        for (const pack::RankDisagreement &d : r.disagreements)
            out << "  " << d.id << " \"" << d.title << "\": predicted " << rankText(d.predictedRank)
                << ", players " << rankText(d.humanRank)
                << (d.shift() > 0 ? " (harder than predicted)" : " (easier than predicted)") << '\n';
    }
}

int tracesVerb(const Args &args, Context &ctx) {
    const bool json = args.flag("json");
    const bool store = !args.flag("no-store");
    args.rejectUnused();
    if (args.positionals().empty()) throw Error("pack traces needs a pack file, then trace files");
    const std::string &packFile = args.positionals().front();
    const pack::LevelPack p = pack::load(packFile);
    const std::string sidecar = pack::traceSidecarPath(packFile);
    const pack::TraceFile stored = pack::readTraceSidecar(sidecar);
    std::vector<pack::TraceFile> added;
    for (std::size_t i = 1; i < args.positionals().size(); ++i)
        added.push_back(pack::readTraceFile(args.positionals()[i]));

    StderrProgress progress(ctx.err);
    pack::TraceImport result = pack::importTraces(p, stored, added, &progress);
    progress.finish();
    if (store) result.report.counts.stored = pack::appendToTraceSidecar(sidecar, result.accepted);
    const pack::TraceReport &r = result.report;

    if (json) {
        OrderedJson j;
        j["file"] = packFile;
        j["sidecar"] = sidecar;
        const OrderedJson report = pack::traceReportToJson(r); // named: items() refers into it
        for (const auto &[key, value] : report.items()) j[key] = value;
        ctx.out << j.dump(-1, ' ', false, OrderedJson::error_handler_t::replace) << '\n';
    } else {
        for (const pack::TraceIssue &i : r.issues)
            ctx.err << "tessera-cli: " << (i.kind == pack::TraceIssue::Kind::Warning ? "warning: " : "")
                    << i.text() << '\n';
        const pack::TraceCounts &c = r.counts;
        ctx.out << packFile << ": " << c.read << " traces read, " << c.counted << " counted, " << c.refused
                << " refused, " << c.duplicates << " duplicates; ";
        if (store)
            ctx.out << c.stored << " added to " << sidecar << "\n\n";
        else
            ctx.out << "nothing stored (--no-store)\n\n";
        printTable(r, ctx.out);
    }
    return r.errors() > 0 ? 1 : 0;
}

} // namespace

void registerTraceVerbs(Registry &registry) {
    registry.add(
        {"pack",
         "traces",
         "Replay players' traces against a pack, keep them beside it, compare players with the scale",
         "Usage: tessera-cli pack traces PACK [TRACE...] [--no-store] [--json]\n"
         "  TRACE        JSON Lines of play traces (the web play-test page's download)\n"
         "  --no-store   report only: the pack's trace sidecar is not added to\n"
         "  --json       print one JSON object instead of the table\n"
         "Every trace is replayed through the core: a line that is not a trace, a level the pack lacks,\n"
         "another module, a move the core refuses or a position hash that differs is reported with its\n"
         "file and line (and event) and not counted. A trace recorded on another version of the pack\n"
         "that still replays is counted, with a warning. The traces that replay are added to the pack's\n"
         "sidecar, PACK's name with .traces.jsonl for .json (a line already there is not added again),\n"
         "and the report covers every trace in it (and, with --no-store, the new ones too): per level\n"
         "players, attempts, completion, median solve time and its natural log in seconds, restarts,\n"
         "hints, give-ups; Spearman's rank correlation between the 0-10 difficulty and the median log\n"
         "solve time (a level played but never solved ranks hardest) per module and for the pack, with a\n"
         "95% bootstrap interval (2000 resamples, fixed seed); the five levels whose ranks differ most.\n"
         "Exit status 1 when any trace was refused.\n",
         {"json", "no-store"},
         tracesVerb});
}

} // namespace tessera::cli
