#pragma once

#include "common/jsonutil.h"
#include "common/progress.h"
#include "flow/puzzle.h"
#include "flow/solution.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace tessera::flow {

enum class GeneratorMethod {
    Constructive,   // cover the board with paths, endpoints at their ends, keep if unique
    RandomEndpoints // the seed's way: random endpoint pairs, keep if unique (small boards only)
};
const char *methodName(GeneratorMethod method); // "constructive", "random-endpoints"

struct GeneratorOptions {
    int rows = 9;
    int cols = 9;
    int minColours = 9;
    int maxColours = 9;
    Rule rule = Rule::Strict;
    GeneratorMethod method = GeneratorMethod::Constructive;
    int minPathLength = 3;              // cells per path, endpoints included
    int maxStraight = 0;                // longest straight run of a path in cells; 0 = any
    int minBends = 0;                   // turns per path
    bool allowSquares = false;          // a 2x2 block of one colour (possible only under any-filling)
    bool allowAdjacentPair = false;     // a colour's two endpoints side by side
    bool allowTouchingEndpoints = true; // endpoints of different colours side by side
    int maxAttempts = 2000;             // covers or endpoint sets tried per level
    long long solverNodes = 50000;      // budget of one uniqueness check; over it the attempt is dropped
    int repairs = 4;                    // splits tried on a cover that has a second solution
    double shortFirst = 0.5;            // merge bias toward the shortest path (even path lengths)
};

// Throws Error naming the option when it is out of range.
void checkGeneratorOptions(const GeneratorOptions &options);
// The options as recorded in a level's provenance, and back (missing members keep their defaults).
Json generatorOptionsToJson(const GeneratorOptions &options);
GeneratorOptions generatorOptionsFromJson(const Json &json);

struct GeneratedLevel {
    Puzzle puzzle;
    Solution solution;         // the only one, proven by the counter
    int attempts = 0;          // covers or endpoint sets tried for this level
    int repairs = 0;           // splits applied to the accepted cover
    long long solverNodes = 0; // search nodes of the accepted level's uniqueness proof
};

// The seed of level `index` of a run, seed + index: levels are independent, so a run can be split into
// shards, and `--seed <levelSeed> --count 1` makes one level again.
std::uint64_t levelSeed(std::uint64_t seed, int index);

// One level with exactly one solution under options.rule, or nullopt when maxAttempts ran out or the
// token was cancelled. Same options and seed give the same level.
std::optional<GeneratedLevel> generateLevel(const GeneratorOptions &options, std::uint64_t seed,
                                            ProgressSink *progress = nullptr,
                                            const CancelToken *cancel = nullptr);

struct GenerationRun {
    struct Entry {
        int index; // position in the whole run (the level seed is levelSeed(seed, index))
        GeneratedLevel level;
    };
    std::vector<Entry> levels;
    int failed = 0;         // indices that ran out of attempts
    bool cancelled = false; // stopped early; levels holds the finished ones
};

// Levels 0..count-1 of a run, those with index % shardCount == shardIndex. Progress reports the
// fraction of this shard's levels done; cancel returns the levels finished so far.
GenerationRun generateLevels(const GeneratorOptions &options, std::uint64_t seed, int count,
                             int shardIndex = 0, int shardCount = 1, ProgressSink *progress = nullptr,
                             const CancelToken *cancel = nullptr);

} // namespace tessera::flow
