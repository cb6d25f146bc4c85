#pragma once

#include "balls/analyser.h"
#include "balls/generator.h"
#include "common/progress.h"

#include <cstdint>
#include <optional>
#include <string>

namespace tessera::balls {

// The generator on top of the seed's: construct, analyse, keep a level whose random-win probability
// and difficulty (0-10) are in their bands (and, when asked, that has exactly one solution).
struct BandOptions {
    GeneratorOptions generator;
    double minRandomWin = 0;
    double maxRandomWin = 1;
    double minDifficulty = 0;
    double maxDifficulty = 10;
    bool unique = false;
    int tries = 20000;    // constructions per level before the level is given up
    bool endless = false; // each level starts where the black ball ended the one before
};
void checkBandOptions(const BandOptions &options);
// As a level's provenance records them (the generator's members, then the band's; camelCase), and
// back: missing members keep their defaults, the snake_case keys written before are still read.
Json bandOptionsToJson(const BandOptions &options);
BandOptions bandOptionsFromJson(const Json &json);

struct BandLevel {
    Construction construction;
    Analysis analysis;
    int tries = 0;
};

// One level from seed (its own Rng), or nullopt with the reason in why when tries ran out or the
// token was cancelled.
std::optional<BandLevel> generateInBand(const BandOptions &options, std::uint64_t seed, std::string &why,
                                        const CancelToken *cancel = nullptr);

struct BandRun {
    struct Entry {
        int index; // level index in the whole run; its seed is seed + index
        BandLevel level;
    };
    std::vector<Entry> levels;
    int failed = 0;
    std::string lastFailure;
    bool cancelled = false;
};

// Levels 0..count-1 with index % shards == shard, level i from seed + i. In endless mode level i
// starts where level i-1 ended, so every shard walks the chain and keeps its own levels. Progress is
// the fraction done; cancel returns the finished levels.
BandRun generateBand(const BandOptions &options, std::uint64_t seed, int count, int shard = 0, int shards = 1,
                     ProgressSink *progress = nullptr, const CancelToken *cancel = nullptr);

} // namespace tessera::balls
