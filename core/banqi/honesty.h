#pragma once

#include "banqi/bots.h"

#include <cstdint>
#include <string>
#include <vector>

namespace tessera::banqi {

// The honesty test: sample public positions (seeded games of random moves, stopped at a seeded ply
// with hidden pieces left), re-deal their hidden pieces in reshuffles other ways consistent with the
// public information (same revealed pieces, same pool, same history), and ask the bot for its move with
// the same seed each time. An honest bot cannot tell the deals apart: changed is 0.
struct HonestyResult {
    int positions = 0;
    int reshuffles = 0;
    int changed = 0;                   // positions where some re-deal changed the move
    std::vector<std::string> examples; // up to 5 of them: "position: move vs move"
};

// The sampled positions as referee games (with their true deal).
std::vector<Game> honestyPositions(const Rules &rules, int positions, std::uint64_t seed);
HonestyResult honestyTest(const BotOptions &bot, const Rules &rules, int positions, int reshuffles,
                          std::uint64_t seed);

} // namespace tessera::banqi
