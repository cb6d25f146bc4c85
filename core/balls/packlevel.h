#pragma once

#include "balls/analyser.h"
#include "balls/bandgenerator.h"
#include "balls/board.h"
#include "pack/levelsource.h"

namespace tessera::balls {

// The statistics object of a pack level (README.md defines each member).
Json statisticsJson(const Board &board, const Analysis &analysis);

// The one way a ball-push level becomes a pack level (CLI generate, the studio's editor and generator
// panel): data {"rows"}, solution (the intended pushes when given and winning, else the analyser's
// canonical shortest line; none when unsolvable), statistics, difficulty (the analysis's), tags
// (balls, blocks, unique or several-solutions, unsolvable, chain), default title "RxC, N balls".
pack::Level packLevel(const Board &board, const std::vector<Dir> *intended, const pack::LevelSource &source);
// A generated level: title "RxC, N balls, seed S", provenance (seed, options, "balls generate").
pack::Level generatedPackLevel(const BandLevel &level, std::uint64_t seed, const BandOptions &options);
// The module backend's packLevel: from the data object alone (the canonical solution).
pack::Level packLevelFromData(const Json &data, const pack::LevelSource &source);

} // namespace tessera::balls
