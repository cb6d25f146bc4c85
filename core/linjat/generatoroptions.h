#pragma once

#include "common/jsonutil.h"
#include "linjat/solveroptions.h"
#include "linjat/tiers.h"

#include <optional>

namespace tessera::linjat {

// What the generator makes: board size, how many numbers with which starting values, and the rules
// and weights the levels are judged by.
struct GeneratorOptions {
    int rows = 9;
    int cols = 6;
    int numbers = 8;
    int minValue = 2; // values of the random starting numbers (the original: 2 to 5)
    int maxValue = 5;
    SolverOptions solver;
    // When set, only levels that pass this tier's collection filter (tiers.h) are made or kept: the
    // generator returns none other, the optimizer keeps no other mutant in its pool. The presets set it.
    std::optional<Tier> tier;

    // Throws Error naming the option when the combination is impossible (too many numbers for the board,
    // values outside 1-9, ...).
    void check() const;
    // As a level's provenance records them (camelCase: rows, cols, numbers, minValue, maxValue, solver,
    // tier), and back: missing members keep their defaults, and the snake_case keys written before
    // ("min_value", "max_value", "solver.width_weight") are still read, so older packs keep their meaning.
    OrderedJson toJson() const;
    static GeneratorOptions fromJson(const JsonCursor &cursor);
    friend bool operator==(const GeneratorOptions &, const GeneratorOptions &) = default;
};

} // namespace tessera::linjat
