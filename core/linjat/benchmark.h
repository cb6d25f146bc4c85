#pragma once

#include <string>
#include <vector>

namespace tessera::cli {
class Args;
struct Context;
} // namespace tessera::cli

namespace tessera::linjat {

// "tessera-cli bench linjat": optimizer throughput on the original's four boards, time to a finished
// expert-grade 13x9 level, exact counter and layered solver on the published 13x9 levels, and the
// two-thread speed-up; one JSON line per case.
std::string benchmarkUsage();
std::vector<std::string> benchmarkFlags();
int runBenchmark(const cli::Args &args, cli::Context &ctx);

} // namespace tessera::linjat
