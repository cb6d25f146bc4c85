// Runs a harness without libFuzzer, as a plain test: every file of the seed corpus directories given on
// the command line, then the harness's reproducers. An input that makes the loader throw anything but
// tessera::Error fails the test with the input's name; a crash fails it by itself.
#include "tests/fuzz/fuzzing.h"

#include <algorithm>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>

namespace {

bool runOne(const std::string &name, const std::string &input) {
    try {
        LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t *>(input.data()), input.size());
        return true;
    } catch (const std::exception &e) {
        std::cerr << name << ": escaped the loader: " << e.what() << '\n';
    } catch (...) {
        std::cerr << name << ": escaped the loader: not an exception type\n";
    }
    return false;
}

} // namespace

int main(int argc, char **argv) {
    namespace fs = std::filesystem;
    int passed = 0, failed = 0;
    for (int i = 1; i < argc; ++i) {
        std::vector<fs::path> files;
        for (const auto &entry : fs::directory_iterator(argv[i]))
            if (entry.is_regular_file()) files.push_back(entry.path());
        std::sort(files.begin(), files.end());
        for (const fs::path &file : files) {
            std::ifstream in(file, std::ios::binary);
            const std::string input((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
            (runOne(file.string(), input) ? passed : failed)++;
        }
    }
    const std::vector<std::string> repro = fuzzing::reproducers();
    for (std::size_t i = 0; i < repro.size(); ++i)
        (runOne("reproducer " + std::to_string(i), repro[i]) ? passed : failed)++;
    std::cout << passed << " passed, " << failed << " failed\n";
    return failed == 0 && passed > 0 ? 0 : 1;
}
