#include "pack/tracefile.h"

#include "common/error.h"
#include "common/fileio.h"
#include "common/jsonutil.h"

#include <algorithm>

namespace tessera::pack {

std::string TraceIssue::text() const {
    std::string out = cutLongWords(printableText(file), 1000); // as Error names files: paths stay whole
    if (line > 0) out.append(":").append(std::to_string(line));
    out.append(": ");
    if (event >= 0) out.append("events[").append(std::to_string(event)).append("]: ");
    out.append(boundedText(message));
    return out;
}

namespace {

void addIssue(TraceFile &out, TraceIssue issue) {
    ++out.refused;
    if (out.issues.size() < kMaxTraceIssuesPerFile) out.issues.push_back(std::move(issue));
}

// The line's problem as the issue tells it: a syntax error's column (the issue has the line), or a
// trace's place with the event it is in taken out ("events[3].t" -> event 3, "t: ...").
void describeLineError(TraceIssue &issue, const Error &e) {
    std::string place = e.place();
    if (place.rfind("line 1, ", 0) == 0) place.erase(0, 8);
    if (place.rfind("events[", 0) == 0) {
        const std::size_t close = place.find(']');
        const std::string digits = place.substr(7, close == std::string::npos ? 0 : close - 7);
        if (!digits.empty() && digits.size() < 9 &&
            std::all_of(digits.begin(), digits.end(), [](char c) { return c >= '0' && c <= '9'; })) {
            issue.event = std::stoi(digits);
            place.erase(0, close + 1);
            if (!place.empty() && place.front() == '.') place.erase(0, 1);
        }
    }
    issue.message = place.empty() ? e.message() : place + ": " + e.message();
}

} // namespace

TraceFile parseTraceLines(const std::string &text, const std::string &file) {
    TraceFile out;
    std::size_t at = 0;
    // A byte order mark some editors write is not part of the first trace.
    if (text.compare(0, 3, "\xEF\xBB\xBF") == 0) at = 3;
    for (std::size_t number = 1; at < text.size(); ++number) {
        const std::size_t end = std::min(text.find('\n', at), text.size());
        std::size_t stop = end;
        if (stop > at && text[stop - 1] == '\r') --stop;
        const std::size_t start = at;
        at = end + 1;
        const auto blank = [](char c) { return c == ' ' || c == '\t'; };
        if (std::all_of(text.begin() + std::ptrdiff_t(start), text.begin() + std::ptrdiff_t(stop), blank))
            continue;
        TraceIssue issue{TraceIssue::Kind::Error, file, number, -1, {}, {}};
        if (stop - start > kMaxTraceLineBytes) {
            issue.message = "a line of " + std::to_string(stop - start) +
                            " bytes is longer than a trace may be (" +
                            std::to_string(kMaxTraceLineBytes >> 20) + " MiB)";
            addIssue(out, std::move(issue));
            continue;
        }
        TraceRecord record{file, number, text.substr(start, stop - start), {}};
        try {
            const Json doc = parseJson(record.text);
            if (doc.is_object() && doc.contains("level") && doc["level"].is_string())
                issue.level = doc["level"].get<std::string>().substr(0, play::kMaxTraceText);
            record.trace = play::traceFromJson(JsonCursor(doc));
        } catch (const Error &e) {
            describeLineError(issue, e);
            addIssue(out, std::move(issue));
            continue;
        } catch (const std::exception &e) {
            // The JSON library's own exceptions (none expected): still one refused line, not a crash.
            issue.message = std::string("not a trace: ") + e.what();
            addIssue(out, std::move(issue));
            continue;
        }
        out.records.push_back(std::move(record));
    }
    if (out.refused > out.issues.size()) {
        TraceIssue more{TraceIssue::Kind::Error, file, 0, -1, {}, {}};
        more.message = std::to_string(out.refused - out.issues.size()) + " more lines refused (not shown)";
        out.issues.push_back(std::move(more));
    }
    return out;
}

TraceFile readTraceFile(const std::string &path) {
    return parseTraceLines(readTextFile(path), path);
}

} // namespace tessera::pack
