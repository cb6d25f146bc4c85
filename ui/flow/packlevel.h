#pragma once

#include "flow/grader.h"
#include "flow/puzzle.h"
#include "flow/solution.h"
#include "pack/levelpack.h"

#include <string>

namespace tessera::flow::ui {

// A Flow puzzle as a pack level: data from the core's level JSON, the solution when known, statistics
// (size, colours, solution count, grader depths) and the grader's difficulty. The id is left empty:
// whoever inserts the level picks a fresh one.
pack::Level makePackLevel(const Puzzle &puzzle, const std::string &title, const Solution *solution,
                          int solutionCount, const GradeResult *grade, pack::Provenance provenance);
// "tessera <version>" for provenance.
std::string studioVersion();

} // namespace tessera::flow::ui
