#pragma once

// What every loader harness shares. A harness feeds bytes to one loader: a refusal (tessera::Error)
// is the loader doing its job; anything else escaping (the JSON library's own exceptions, bad_alloc,
// a crash, a sanitizer report) is a finding.
#include "common/error.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace fuzzing {

// The harness's loader, run on one input; defined by each fuzz_<name>.cpp.
void load(const std::string &text);

// Inputs that broke the loaders before (reproducers), built in code because some are megabytes of
// nesting; defined by each fuzz_<name>.cpp. The corpus runner feeds them after the seed corpus.
std::vector<std::string> reproducers();

// `depth` nested arrays, as a JSON value.
inline std::string nested(std::size_t depth) {
    return std::string(depth, '[') + std::string(depth, ']');
}

} // namespace fuzzing

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size);
