// The streaming pack reader and writer behind pack merge (pack/packreader.h, pack/packwriter.h): the
// bytes go to a file, are read a level at a time and written back a level at a time. Whatever the
// reader takes, the whole-file loader must take too, and the writer must write save()'s very bytes
// for it; anything else (a crash, an escape other than Error, differing bytes) is a finding.
#include "tests/fuzz/fuzzing.h"

#include "common/module.h"
#include "pack/levelpack.h"
#include "pack/packreader.h"
#include "pack/packwriter.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <unistd.h>

namespace {

std::string scratch(const char *what) {
    const char *dir = std::getenv("TMPDIR");
    return std::string(dir && *dir ? dir : "/tmp") + "/tessera-fuzz-packstream-" +
           std::to_string(::getpid()) + what;
}

std::string readAll(const std::string &path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

// Removes the scratch files however the run ends.
struct Scratch {
    std::string in = scratch(".json"), streamed = scratch("-streamed.json"), saved = scratch("-saved.json");
    ~Scratch() {
        std::remove(in.c_str());
        std::remove(streamed.c_str());
        std::remove(saved.c_str());
    }
};

} // namespace

void fuzzing::load(const std::string &text) {
    using namespace tessera;
    registerModules();
    const Scratch files;
    std::ofstream(files.in, std::ios::binary) << text;
    {
        pack::PackReader reader(files.in);
        pack::PackWriter writer(files.streamed, reader.header());
        while (const std::optional<pack::Level> level = reader.next()) writer.add(*level);
        writer.finish();
    }
    // The reader took it: so must the loader, and both writers must agree byte for byte.
    pack::LevelPack whole;
    try {
        whole = pack::load(files.in);
    } catch (const Error &e) {
        // An id given twice is the one thing load() refuses that a reader a level at a time cannot see.
        if (std::string(e.what()).find("duplicate level id") == std::string::npos) std::abort();
        return;
    }
    pack::save(whole, files.saved);
    if (readAll(files.saved) != readAll(files.streamed)) std::abort();
}

std::vector<std::string> fuzzing::reproducers() {
    const std::string head = R"({"format":"tessera-pack","version":1,"name":"n","levels":[)";
    std::vector<std::string> out;
    out.push_back(head + nested(200000) + "]}");
    out.push_back(head +
                  R"({"id":"a","module":"linjat","title":"t","data":{"rows":["2.","  "]},"solution":)" +
                  nested(200000) + "}]}");
    out.push_back(head + "]" + std::string(100000, ' ') + R"(,"description":")" + std::string(70000, 'x') +
                  "\"}");
    out.push_back(R"({"levels":[],"format":"tessera-pack","version":1,"name":"late header"})");
    out.push_back(head + R"({"id":"a","module":"linjat","title":"t","data":{"rows":["2.","  "]}},)");
    out.push_back(std::string(R"({"format":"tessera-pack","version":1,"name":"\u0000)") + "\x1b[2J\xff" +
                  R"(","levels":[]})");
    return out;
}
