#pragma once

#include "common/progress.h"
#include "common/rng.h"
#include "linjat/generatoroptions.h"
#include "linjat/layeredsolver.h"
#include "linjat/solutioncounter.h"
#include "linjat/verifier.h"

#include <array>
#include <optional>

namespace tessera::linjat {

// The dot-adding generator. Numbers go on the board first; then solver layers alternate with adding
// dots: whenever the solver is stuck, one dot goes on the open cell the most lines could cover (lines
// possible at the start plus lines possible now, ties broken by the Rng), so each dot gives away as
// little as possible. Before every layer, a number showing the uncontested-no-cover leak gets a dot
// within its reach, which removes the pattern. The uniqueness leaks are never used as deductions here,
// so a puzzle this finishes is solvable without them.
class Generator {
public:
    explicit Generator(const GeneratorOptions &options);

    const GeneratorOptions &options() const { return mOptions; }

    // options().numbers numbers with values in [minValue, maxValue] on distinct random cells, no dots.
    Puzzle randomNumbers(Rng &rng) const;
    // Replaces the puzzle's dots by generated ones. Returns false when it fails: a contradiction, or no
    // open cell left to put a dot on while the solver is stuck.
    bool addDots(Puzzle &puzzle, Rng &rng);
    // The last addDots' solver layers and dots added.
    int lastLayers() const { return mLayers; }

    // Random puzzles until one passes verify() and, when options().tier is set, that tier's filter (on
    // the leak-free classification). With requireAdvanced, a level must also use at least one
    // square, dependency or one-of layer (what the original demanded when those rules carry weight);
    // after maxAttempts tries without such a level, the first valid one is returned instead. Nothing
    // when cancelled or when no attempt at all produced a valid level.
    struct Result {
        Puzzle puzzle;
        Verdict verdict;
        int attempts = 0;
    };
    std::optional<Result> generate(Rng &rng, bool requireAdvanced, int maxAttempts,
                                   const CancelToken *cancel = nullptr);

    // Shared with the optimizer, which reuses the same solver and counter for verification.
    LayeredSolver &verificationSolver() { return mVerifier; }
    // The generator's own solver (leaks off); free to use between addDots calls. After a successful
    // addDots its board is the finished puzzle, and startState() the state before any dot or layer.
    LayeredSolver &leakFreeSolver() { return mSolver; }
    const SolverState &startState() const { return mStart; }
    SolutionCounter &counter() { return mCounter; }

private:
    bool addBestDot(std::uint64_t numbers, Rng &rng);
    bool pickTie(int best, int ties, Rng &rng);

    GeneratorOptions mOptions;
    LayeredSolver mSolver;   // leaks off
    LayeredSolver mVerifier; // the options' rules
    SolverState mStart;
    SolutionCounter mCounter;
    Deductions mLeak;
    std::array<std::uint8_t, kMaxCells> mStartReach{};
    std::array<std::int16_t, kMaxCells> mTies{};
    std::array<std::int16_t, kMaxCells> mOrder{}; // open cells by falling start reach
    // The next entry of mOrder still worth a look; the last slot holds the first.
    static constexpr std::size_t kOrderHead = kMaxCells;
    std::array<std::int16_t, kMaxCells + 1> mOrderNext{};
    int mOrderCount = 0;
    int mLayers = 0;
    std::uint64_t mLeakCheckedAt = 0; // 1 + state version of the last check that found nothing
};

} // namespace tessera::linjat
