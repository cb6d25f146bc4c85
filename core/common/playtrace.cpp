#include "common/playtrace.h"

#include <array>

namespace tessera::play {

namespace {
constexpr std::array<const char *, 8> kNames{"start", "move",   "undo", "restart",
                                             "hint",  "giveup", "won",  "lost"};

std::string boundedString(const JsonCursor &c) {
    std::string s = c.string();
    if (s.size() > kMaxTraceText) c.fail("longer than " + std::to_string(kMaxTraceText) + " characters");
    return s;
}
} // namespace

const char *traceEventName(TraceEventKind kind) {
    return kNames[std::size_t(kind)];
}

bool Trace::finished() const {
    if (events.empty()) return false;
    const TraceEventKind k = events.back().kind;
    return k == TraceEventKind::Won || k == TraceEventKind::Lost || k == TraceEventKind::GiveUp;
}

OrderedJson traceToJson(const Trace &trace) {
    OrderedJson j;
    j["format"] = kTraceFormat;
    j["version"] = kTraceVersion;
    j["module"] = trace.module;
    j["level"] = trace.level;
    if (!trace.player.empty()) j["player"] = trace.player;
    if (!trace.pack.empty()) j["pack"] = trace.pack;
    if (trace.seed != 0) j["seed"] = trace.seed;
    OrderedJson events = OrderedJson::array();
    for (const TraceEvent &e : trace.events) {
        OrderedJson o;
        o["t"] = e.ms;
        o["event"] = traceEventName(e.kind);
        if (!e.move.empty()) o["move"] = e.move;
        if (!e.why.empty()) o["why"] = e.why;
        o["hash"] = e.hash;
        events.push_back(std::move(o));
    }
    j["events"] = std::move(events);
    return j;
}

Trace traceFromJson(const JsonCursor &c) {
    c.requireObject();
    requireFormat(c, kTraceFormat);
    requireVersion(c, kTraceVersion);
    Trace t;
    t.module = boundedString(c["module"]);
    t.level = boundedString(c["level"]);
    if (c.has("player")) t.player = boundedString(c["player"]);
    if (c.has("pack")) t.pack = boundedString(c["pack"]);
    if (c.has("seed")) {
        const JsonCursor seed = c["seed"];
        if (!seed.raw().is_number_unsigned() &&
            !(seed.raw().is_number_integer() && seed.raw().get<long long>() >= 0))
            seed.fail("a seed is a non-negative integer");
        t.seed = seed.raw().get<std::uint64_t>();
    }
    const JsonCursor events = c["events"];
    if (events.size() > kMaxTraceEvents)
        events.fail("more than " + std::to_string(kMaxTraceEvents) + " events");
    for (std::size_t i = 0; i < events.size(); ++i) {
        const JsonCursor e = events[i];
        e.requireObject();
        TraceEvent ev;
        ev.ms = e["t"].integer(0, 366LL * 24 * 3600 * 1000);
        if (!t.events.empty() && ev.ms < t.events.back().ms) e["t"].fail("earlier than the event before");
        const std::string name = e["event"].string();
        std::size_t k = 0;
        while (k < kNames.size() && name != kNames[k]) ++k;
        if (k == kNames.size()) {
            // Appended, not "\"" + name: GCC 12 at -O3 warns (-Wrestrict) on that string concatenation.
            std::string what(1, '"');
            what.append(name, 0, 40).append("\" is not a trace event");
            e["event"].fail(what);
        }
        ev.kind = TraceEventKind(k);
        if ((i == 0) != (ev.kind == TraceEventKind::Start))
            e["event"].fail(i == 0 ? "a trace starts with \"start\"" : "\"start\" only comes first");
        if (e.has("move")) ev.move = boundedString(e["move"]);
        if ((ev.kind == TraceEventKind::Move || ev.kind == TraceEventKind::Hint) && ev.move.empty())
            e.fail("a " + name + " event needs its move");
        if (e.has("why")) ev.why = boundedString(e["why"]);
        ev.hash = boundedString(e["hash"]);
        t.events.push_back(std::move(ev));
    }
    if (t.events.empty()) events.fail("a trace has at least its start");
    return t;
}

} // namespace tessera::play
