#pragma once

#include "balls/board.h"
#include "balls/physics.h"
#include "common/jsonutil.h"

#include <optional>
#include <string>
#include <vector>

namespace tessera::balls {

// Our own level file: {"format": "tessera-balls", "version": 1, "rows": [...], optional "title" and
// "solution"}. A pack level's data is {"rows": [...]} alone; its intended pushes are the pack level's
// "solution" string.
inline constexpr const char *kFileFormat = "tessera-balls";
inline constexpr int kFileVersion = 1;

// Level data: {"rows": ["....", ".o..", "..@."]}.
Json levelToJson(const Board &board);
// Throws Error whose place is relative to the data object ("rows[2]") and whose message names the cell:
// ragged rows, a side outside kMinSide..kMaxSide, an unknown character, no or two black balls, unknown
// keys.
Board levelFromJson(const Json &data);
// The same from rows of text; rowPlace names row r for messages ("rows[2]").
Board boardFromRows(const std::vector<std::string> &rows, const std::string &rowsPlace = "rows");

// A level's intended solution: a push string that wins board; throws Error at the cursor's place
// otherwise (not a string, a character that is not a push, pushes that do not win).
std::vector<Dir> solutionFromJson(const JsonCursor &cursor, const Board &board);

// A push string ("ULDR"); throws Error at place naming the first bad character.
std::vector<Dir> parsePushes(const std::string &text, const std::string &place = "solution");
std::string pushString(const std::vector<Dir> &pushes);

// Whether the pushes, played from the start, win the level (every white ball off, the black ball on).
bool pushesWin(const Board &board, const std::vector<Dir> &pushes);

struct LoadedLevel {
    std::string name;  // the level id in a pack, the title (or file name) of a level file
    std::string place; // "levels[3]" in a pack, empty for a level file
    Board board;
    std::optional<std::vector<Dir>> solution;
};
// A level file or a pack (its balls levels); errors name the file and the JSON path.
std::vector<LoadedLevel> parseLevels(const std::string &text, const std::string &file = {});
std::vector<LoadedLevel> loadLevels(const std::string &path);
OrderedJson fileToJson(const Board &board, const std::vector<Dir> *solution = nullptr,
                       const std::string &title = {});

} // namespace tessera::balls
