#include "common/bench.h"

#include "common/jsonutil.h"

#include <algorithm>
#include <chrono>
#include <ostream>

#include <sys/resource.h>
#include <time.h>

namespace tessera {

void printBenchLine(std::ostream &out, const BenchResult &result) {
    OrderedJson line;
    line["case"] = result.name;
    line["items"] = result.items;
    line["wall_s"] = result.wallSeconds;
    line["per_item_us"] =
        result.items > 0 ? result.wallSeconds * 1e6 / static_cast<double>(result.items) : 0.0;
    line["peak_rss_kb"] = peakRssKb();
    if (!result.extraJson.empty()) {
        const OrderedJson extra = OrderedJson::parse(result.extraJson);
        if (!extra.is_object()) throw Error("bench extra figures must be a JSON object", result.name);
        for (auto it = extra.begin(); it != extra.end(); ++it) line[it.key()] = it.value();
    }
    out << line.dump() << '\n';
    out.flush();
}

long peakRssKb() {
    rusage usage{};
    if (::getrusage(RUSAGE_SELF, &usage) != 0) return 0;
    return usage.ru_maxrss; // Linux reports KiB
}

double nowSeconds() {
    using namespace std::chrono;
    return duration<double>(steady_clock::now().time_since_epoch()).count();
}

double threadCpuSeconds() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

double median(std::vector<double> samples) {
    if (samples.empty()) return 0;
    const std::size_t mid = samples.size() / 2;
    std::nth_element(samples.begin(), samples.begin() + static_cast<std::ptrdiff_t>(mid), samples.end());
    const double upper = samples[mid];
    if (samples.size() % 2 == 1) return upper;
    const double lower =
        *std::max_element(samples.begin(), samples.begin() + static_cast<std::ptrdiff_t>(mid));
    return (lower + upper) / 2;
}

} // namespace tessera
