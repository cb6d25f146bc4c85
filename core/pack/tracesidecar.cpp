#include "pack/tracesidecar.h"

#include "common/fileio.h"

#include <filesystem>
#include <system_error>
#include <unordered_set>

namespace tessera::pack {

namespace {
const std::string kPackSuffix = ".json";
const std::string kSidecarSuffix = ".traces.jsonl";
} // namespace

std::string traceSidecarPath(const std::string &packPath) {
    const bool json =
        packPath.size() > kPackSuffix.size() &&
        packPath.compare(packPath.size() - kPackSuffix.size(), kPackSuffix.size(), kPackSuffix) == 0;
    return (json ? packPath.substr(0, packPath.size() - kPackSuffix.size()) : packPath) + kSidecarSuffix;
}

TraceFile readTraceSidecar(const std::string &sidecarPath) {
    std::error_code ec;
    if (!std::filesystem::exists(sidecarPath, ec)) return {};
    return readTraceFile(sidecarPath);
}

std::size_t appendToTraceSidecar(const std::string &sidecarPath, const std::vector<TraceRecord> &records) {
    std::error_code ec;
    std::string content =
        std::filesystem::exists(sidecarPath, ec) ? readTextFile(sidecarPath) : std::string();
    std::unordered_set<std::string> lines;
    for (std::size_t at = 0; at < content.size();) {
        const std::size_t end = std::min(content.find('\n', at), content.size());
        std::size_t stop = end;
        if (stop > at && content[stop - 1] == '\r') --stop;
        lines.insert(content.substr(at, stop - at));
        at = end + 1;
    }
    std::size_t added = 0;
    for (const TraceRecord &r : records) {
        if (!lines.insert(r.text).second) continue;
        if (!content.empty() && content.back() != '\n') content.push_back('\n');
        content.append(r.text).push_back('\n');
        ++added;
    }
    if (added > 0) writeFileAtomic(sidecarPath, content);
    return added;
}

} // namespace tessera::pack
