// BanQi challenges: the challenge reader, then the challenge written back and read again (the same).
#include "tests/fuzz/fuzzing.h"

#include "banqi/challenge.h"
#include "common/jsonutil.h"

#include <stdexcept>

void fuzzing::load(const std::string &text) {
    using namespace tessera::banqi;
    const Challenge c = challengeFromJson(tessera::parseJson(text, "fuzz.json"));
    if (c.opponent.nodes > kMaxChallengeNodes) throw std::logic_error("a node budget above the bound");
    if (!(challengeFromJson(challengeToJson(c)) == c))
        throw std::logic_error("the challenge does not round-trip");
}

std::vector<std::string> fuzzing::reproducers() {
    const std::string fresh = R"("position":"xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx - 12222251222225 0")";
    return {
        "{" + fresh + R"(,"opponent":"search","nodes":100000000})",
        "{" + fresh + R"(,"opponent":"search","nodes":-5})",
        "{" + fresh + R"(,"opponent":"search","nodes":1e400})",
        "{" + fresh + R"(,"opponent":"search","nodes":18446744073709551615})",
        "{" + fresh + R"(,"goal":"survive","plies":0})",
        "{" + fresh + R"(,"side":")" + std::string(100000, 'q') + "\"}",
        R"({"position":"xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx - 12225251222525 0"})",
        "{" + fresh + R"(,"variant":)" + nested(200000) + "}",
    };
}
