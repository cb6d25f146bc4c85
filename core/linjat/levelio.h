#pragma once

#include "common/jsonutil.h"
#include "linjat/placement.h"
#include "linjat/puzzle.h"

#include <optional>
#include <string>
#include <vector>

namespace tessera::linjat {

inline constexpr const char *kLevelFormat = "tessera-linjat-level";
inline constexpr int kLevelVersion = 1;

// Level data as packs store it: {"rows": ["  .3  ", ...]}, optionally with "solution". Throws Error
// naming the place inside the data object ("rows[1][3]: ...").
Puzzle puzzleFromData(const Json &data);
OrderedJson puzzleToData(const Puzzle &puzzle);

// A solution as JSON: one object per number, in puzzle order:
// {"row": 2, "col": 3, "orientation": "horizontal", "first": 1, "last": 4} (first/last are columns of
// a horizontal line, rows of a vertical one).
OrderedJson solutionToJson(const Puzzle &puzzle, const std::vector<Line> &lines);
std::vector<Line> solutionFromJson(const JsonCursor &cursor, const Puzzle &puzzle);
// Empty when the lines solve the puzzle; otherwise why not ("lines of 3 (row 2) and 4 (row 5) overlap
// at row 3, col 2").
std::string checkSolution(const Puzzle &puzzle, const std::vector<Line> &lines);

// A level file: {"format": "tessera-linjat-level", "version": 1, "rows": [...]}.
std::string levelFileText(const Puzzle &puzzle);

// One puzzle read from any supported input, with where it came from.
struct LevelEntry {
    std::string name; // a pack level's id, "puzzles[3]", "expert[2]", "line 5", or the file
    Puzzle puzzle;
    std::optional<Json> original; // the original solver's "classification", when the input has one
};

// Reads every Linjat puzzle of a file, in file order, recognising: a tessera pack (its linjat levels),
// a level file, the original generator's output (JSON lines, one {"puzzle": [rows], "classification":
// {...}} per line), the reference sample ({"format": "linjat-reference", "puzzles": [{"rows": ...}]})
// and the published collection ({"<tier>": [{"puzzle": [rows]}, ...], ...}; an entry whose "puzzle" is
// null is the collection's end-of-tier message and is passed over). Anything else is refused with the
// file, the place and the problem.
std::vector<LevelEntry> parseLevelEntries(const std::string &text, const std::string &file);
std::vector<LevelEntry> readLevelEntries(const std::string &path);

} // namespace tessera::linjat
