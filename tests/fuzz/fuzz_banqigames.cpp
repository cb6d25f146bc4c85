// The BanQi games file behind banqi match-merge (banqi/match.h: readGamesFile, mergeMatchShards): JSON
// Lines from match shards. What the reader takes must merge or be refused with an Error, and written
// back it must read back to the same text; anything else is a finding.
#include "tests/fuzz/fuzzing.h"

#include "banqi/match.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <unistd.h>

namespace {

std::string scratch(const char *what) {
    const char *dir = std::getenv("TMPDIR");
    return std::string(dir && *dir ? dir : "/tmp") + "/tessera-fuzz-banqigames-" +
           std::to_string(::getpid()) + what;
}

struct Scratch {
    std::string in = scratch(".jsonl"), again = scratch("-again.jsonl");
    ~Scratch() {
        std::remove(in.c_str());
        std::remove(again.c_str());
    }
};

} // namespace

void fuzzing::load(const std::string &text) {
    using namespace tessera::banqi;
    const Scratch files;
    std::ofstream(files.in, std::ios::binary) << text;
    const GamesFile file = readGamesFile(files.in);
    MatchResult result;
    result.records = file.records;
    const std::string written = gamesFileText(file.options, result);
    std::ofstream(files.again, std::ios::binary) << written;
    const GamesFile again = readGamesFile(files.again);
    MatchResult back;
    back.records = again.records;
    if (gamesFileText(again.options, back) != written) std::abort();
    (void)mergeMatchShards({file}, {files.in});
}

std::vector<std::string> fuzzing::reproducers() {
    const std::string header =
        R"({"format":"tessera-banqi-games","version":1,"match":{"a":"random","b":"greedy","games":4,"seed":1},"shard":0,"shards":1})";
    return {header + "\n" + nested(200000),
            header + "\n{\"game\":3,\"a_first\":true,\"result\":1,\"end\":\"x\",\"plies\":1,\"moves_a\":1," +
                "\"moves_b\":0,\"seconds_a\":1e400,\"seconds_b\":0}",
            header + "\n" + header, R"({"format":"tessera-banqi-games","version":2})",
            header + "\n{\"game\":0}\n{\"game\":0}"};
}
