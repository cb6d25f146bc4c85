#pragma once

#include <string>
#include <vector>

namespace tessera::cli {
class Args;
struct Context;
} // namespace tessera::cli

namespace tessera::flow {

// "tessera-cli bench flow": one JSON line per case (see benchmarkUsage()).
std::string benchmarkUsage();
std::vector<std::string> benchmarkFlags();
int runBenchmark(const cli::Args &args, cli::Context &ctx);

} // namespace tessera::flow
