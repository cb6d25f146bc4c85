// BanQi's position notation: parse, write back, parse again (the same position), and list the legal
// moves under both variants.
#include "tests/fuzz/fuzzing.h"

#include "banqi/board.h"

#include <stdexcept>

void fuzzing::load(const std::string &text) {
    using namespace tessera::banqi;
    const Position p = parsePosition(text);
    if (!(parsePosition(toNotation(p)) == p)) throw std::logic_error("the notation does not round-trip");
    for (Variant v : {Variant::Taiwan, Variant::Chinese}) {
        Rules rules;
        rules.variant = v;
        for (Move m : legalMoves(p, rules)) (void)moveName(p, m);
    }
}

std::vector<std::string> fuzzing::reproducers() {
    return {
        "xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx - 12222251222225 0",
        "xxxxxxxx/xxxxxxxx/xxxxxxxx/xxxxxxxx - 12225251222525 0", // more Horses than a set has
        "......../......../......../C..x...p r 00000001000000 0",
        "......../......../......../C..x...p r 00000001000000 99999999999999999999999",
        "......../......../......../C..x...p r 00000001000000 -1",
        std::string(1 << 20, 'x'),
        "",
    };
}
