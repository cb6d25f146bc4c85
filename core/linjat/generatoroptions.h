#pragma once

#include "common/jsonutil.h"
#include "linjat/solveroptions.h"

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

    // Throws Error naming the option when the combination is impossible (too many numbers for the board,
    // values outside 1-9, ...).
    void check() const;
    OrderedJson toJson() const;
    friend bool operator==(const GeneratorOptions &, const GeneratorOptions &) = default;
};

} // namespace tessera::linjat
