#pragma once

#include "flow/generator.h"
#include "flow/grader.h"
#include "pack/levelpack.h"

#include <cstdint>
#include <string>

namespace tessera::flow {

// A generated level as a pack level with a fresh id: data, its solution, the grade as statistics
// (with colours, attempts, repairs, solver nodes), difficulty, tags, and provenance (seed, options,
// "flow generate", version). What the CLI and the studio's generator panel both add to packs.
pack::Level generatedPackLevel(const pack::LevelPack &pack, const GeneratedLevel &level, std::uint64_t seed,
                               const GeneratorOptions &options, const GradeResult &grade);

// A hand-made level (the editor's "add to pack"): counted and graded; the solution is stored when it
// is unique, and statistics say how many solutions were found (up to 2).
pack::Level handMadePackLevel(const pack::LevelPack &pack, const Puzzle &puzzle,
                              const std::string &title = {});

} // namespace tessera::flow
