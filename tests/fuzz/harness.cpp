// The libFuzzer entry point every harness shares: run the loader, accept its refusals.
#include "tests/fuzz/fuzzing.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size) {
    try {
        fuzzing::load(std::string(reinterpret_cast<const char *>(data), size));
    } catch (const tessera::Error &) {
    }
    return 0;
}
