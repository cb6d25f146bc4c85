#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace tessera {

// One benchmark case as one JSON line: {"case","items","wall_s","per_item_us","peak_rss_kb", ...extra}.
// extraJson, when set, is a JSON object whose members are appended (module-specific figures).
struct BenchResult {
    std::string name;
    long long items = 0;
    double wallSeconds = 0;
    std::string extraJson;
};
void printBenchLine(std::ostream &out, const BenchResult &result);
// Peak resident set size of this process so far, in KiB.
long peakRssKb();
// Monotonic seconds, for timing.
double nowSeconds();
// CPU seconds of the calling thread: on a shared machine wall time also counts other processes' turns.
double threadCpuSeconds();
// Median of a list of samples (copied, then partially sorted).
double median(std::vector<double> samples);

} // namespace tessera
