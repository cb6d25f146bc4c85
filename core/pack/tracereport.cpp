#include "pack/tracereport.h"

#include "common/quantile.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <numeric>
#include <set>
#include <unordered_map>

namespace tessera::pack {

std::optional<double> LevelFigures::humanDifficulty() const {
    if (!played()) return std::nullopt;
    if (unsolved()) return std::numeric_limits<double>::infinity();
    return medianLogSeconds;
}

const LevelFigures *TraceReport::find(const std::string &id) const {
    for (const LevelFigures &f : levels)
        if (f.id == id) return &f;
    return nullptr;
}

std::size_t TraceReport::errors() const {
    return std::size_t(std::count_if(issues.begin(), issues.end(),
                                     [](const TraceIssue &i) { return i.kind == TraceIssue::Kind::Error; }));
}

namespace {

LevelFigures figuresOf(const Level &level, const std::vector<const TracedAttempt *> &attempts) {
    LevelFigures f;
    f.id = level.id;
    f.module = level.module;
    f.title = level.title;
    f.difficulty = level.difficulty;
    std::set<std::string> names;
    bool anonymous = false;
    std::vector<double> solveMs, logSeconds;
    for (const TracedAttempt *a : attempts) {
        ++f.attempts;
        if (a->player.empty())
            anonymous = true;
        else
            names.insert(a->player);
        f.restarts += a->restarts;
        f.hints += a->hints;
        f.giveUps += a->gaveUp ? 1 : 0;
        if (!a->won) continue;
        ++f.completed;
        solveMs.push_back(double(a->solveMs));
        // A solve faster than a millisecond (a recorded test) counts as one: ln(0) is no time.
        logSeconds.push_back(std::log(double(std::max(a->solveMs, 1LL)) / 1000.0));
    }
    f.players = int(names.size()) + (anonymous ? 1 : 0);
    f.medianSolveMs = stats::median(solveMs);
    f.medianLogSeconds = stats::median(logSeconds);
    return f;
}

// The levels of one group (a module, or the whole pack) that have both a predicted and a human
// difficulty, as indices into levels.
std::vector<std::size_t> comparable(const std::vector<LevelFigures> &levels, const std::string &module) {
    std::vector<std::size_t> out;
    for (std::size_t i = 0; i < levels.size(); ++i)
        if ((module.empty() || levels[i].module == module) && levels[i].difficulty &&
            levels[i].humanDifficulty())
            out.push_back(i);
    return out;
}

void pairsOf(const std::vector<LevelFigures> &levels, const std::vector<std::size_t> &group,
             std::vector<double> &predicted, std::vector<double> &human) {
    predicted.clear();
    human.clear();
    for (std::size_t i : group) {
        predicted.push_back(*levels[i].difficulty);
        human.push_back(*levels[i].humanDifficulty());
    }
}

std::vector<RankDisagreement> disagreementsOf(const std::vector<LevelFigures> &levels,
                                              const std::vector<std::size_t> &group, std::size_t count) {
    std::vector<double> predicted, human;
    pairsOf(levels, group, predicted, human);
    std::vector<RankDisagreement> out;
    if (group.size() < 3) return out;
    const std::vector<double> p = stats::averageRanks(predicted), h = stats::averageRanks(human);
    for (std::size_t k = 0; k < group.size(); ++k)
        if (p[k] != h[k]) out.push_back({levels[group[k]].id, levels[group[k]].title, p[k], h[k]});
    // Largest shift first; equal shifts in pack order (the group is in pack order).
    std::stable_sort(out.begin(), out.end(), [](const RankDisagreement &a, const RankDisagreement &b) {
        return std::abs(a.shift()) > std::abs(b.shift());
    });
    if (out.size() > count) out.resize(count);
    return out;
}

} // namespace

TraceReport makeTraceReport(const LevelPack &pack, const std::vector<TracedAttempt> &attempts,
                            const TraceReportOptions &options) {
    TraceReport report;
    report.packHash = packHash(pack);
    report.bootstrap = options.bootstrap;
    std::unordered_map<std::string, std::vector<const TracedAttempt *>> byLevel;
    for (const TracedAttempt &a : attempts) byLevel[a.level].push_back(&a);
    std::vector<std::string> modules;
    for (const Level &level : pack.levels) {
        const auto it = byLevel.find(level.id);
        report.levels.push_back(
            figuresOf(level, it == byLevel.end() ? std::vector<const TracedAttempt *>{} : it->second));
        if (std::find(modules.begin(), modules.end(), level.module) == modules.end())
            modules.push_back(level.module);
    }
    std::vector<double> predicted, human;
    for (const std::string &module : modules) {
        pairsOf(report.levels, comparable(report.levels, module), predicted, human);
        report.modules.push_back({module, stats::spearmanWithInterval(predicted, human, options.bootstrap)});
    }
    const std::vector<std::size_t> all = comparable(report.levels, {});
    pairsOf(report.levels, all, predicted, human);
    report.pack = stats::spearmanWithInterval(predicted, human, options.bootstrap);
    report.disagreements = disagreementsOf(report.levels, all, options.disagreements);
    return report;
}

std::string solveTimeText(double ms) {
    const long long total = std::llround(std::max(ms, 0.0) / 1000.0);
    const long long h = total / 3600, m = total / 60 % 60, sec = total % 60;
    char text[48];
    if (h > 0)
        std::snprintf(text, sizeof text, "%lld:%02lld:%02lld", h, m, sec);
    else
        std::snprintf(text, sizeof text, "%lld:%02lld", m, sec);
    return text;
}

namespace {

// Rounded for people and for stable bytes; null when there is no value.
OrderedJson roundedOrNull(std::optional<double> value, int digits) {
    if (!value || !std::isfinite(*value)) return nullptr;
    const double scale = std::pow(10.0, digits);
    const double r = std::round(*value * scale) / scale;
    return r == 0 ? 0.0 : r; // no "-0.0"
}

OrderedJson correlationJson(const stats::RankCorrelation &c) {
    OrderedJson j;
    j["n"] = c.n;
    j["rho"] = roundedOrNull(c.rho, 4);
    j["low"] = roundedOrNull(c.low, 4);
    j["high"] = roundedOrNull(c.high, 4);
    return j;
}

} // namespace

OrderedJson traceReportToJson(const TraceReport &report) {
    OrderedJson j;
    j["packHash"] = report.packHash;
    j["traces"] = {{"read", report.counts.read},
                   {"counted", report.counts.counted},
                   {"refused", report.counts.refused},
                   {"duplicates", report.counts.duplicates},
                   {"stored", report.counts.stored}};
    if (report.cancelled) j["cancelled"] = true;
    OrderedJson levels = OrderedJson::array();
    for (const LevelFigures &f : report.levels) {
        OrderedJson l;
        l["id"] = f.id;
        l["module"] = f.module;
        l["title"] = f.title;
        l["difficulty"] = roundedOrNull(f.difficulty, 2);
        l["players"] = f.players;
        l["attempts"] = f.attempts;
        l["completed"] = f.completed;
        l["completionRate"] = f.played() ? roundedOrNull(f.completionRate(), 4) : OrderedJson(nullptr);
        l["medianSolveMs"] = roundedOrNull(f.medianSolveMs, 1);
        l["medianLogSeconds"] = roundedOrNull(f.medianLogSeconds, 4);
        l["unsolved"] = f.unsolved();
        l["restarts"] = f.restarts;
        l["hints"] = f.hints;
        l["giveUps"] = f.giveUps;
        levels.push_back(std::move(l));
    }
    j["levels"] = std::move(levels);
    OrderedJson modules = OrderedJson::object();
    for (const ModuleCorrelation &m : report.modules) modules[m.module] = correlationJson(m.correlation);
    j["correlation"] = {{"pack", correlationJson(report.pack)}, {"modules", std::move(modules)}};
    j["bootstrap"] = {{"resamples", report.bootstrap.resamples},
                      {"seed", report.bootstrap.seed},
                      {"level", report.bootstrap.level}};
    OrderedJson disagreements = OrderedJson::array();
    for (const RankDisagreement &d : report.disagreements)
        disagreements.push_back({{"id", d.id},
                                 {"title", d.title},
                                 {"predictedRank", d.predictedRank},
                                 {"humanRank", d.humanRank},
                                 {"shift", d.shift()}});
    j["disagreements"] = std::move(disagreements);
    OrderedJson issues = OrderedJson::array();
    for (const TraceIssue &i : report.issues) {
        OrderedJson o;
        o["kind"] = i.kind == TraceIssue::Kind::Error ? "error" : "warning";
        o["file"] = i.file;
        o["line"] = i.line;
        o["event"] = i.event >= 0 ? OrderedJson(i.event) : OrderedJson(nullptr);
        o["level"] = i.level;
        o["message"] = i.message;
        o["text"] = i.text();
        issues.push_back(std::move(o));
    }
    j["issues"] = std::move(issues);
    return j;
}

} // namespace tessera::pack
