#pragma once

#include "common/jsonutil.h"
#include "flow/puzzle.h"
#include "flow/solution.h"

#include <optional>
#include <string>
#include <vector>

namespace tessera::flow {

// Our own file: {"format": "tessera-flow", "version": 1, "rows", "cols", "grid": ["A.B", ...],
// "rule": "strict", optional "title" and "solution"}. A pack level's data is the same object without
// format and version.
inline constexpr const char *kFileFormat = "tessera-flow";
inline constexpr int kFileVersion = 1;

// Level data (pack "data"): rows, cols, grid rows ('.' empty, a letter or digit per endpoint), rule.
Json levelToJson(const Puzzle &puzzle);
// Throws Error whose place is relative to the data object ("grid[2]").
Puzzle levelFromJson(const Json &data);
// The optional "solution" member of level data or a file, checked against the rules; nullopt when
// absent. Throws Error when present but malformed or not a valid solution.
std::optional<Solution> levelSolutionFromJson(const Puzzle &puzzle, const Json &data);

OrderedJson fileToJson(const Puzzle &puzzle, const Solution *solution = nullptr,
                       const std::string &title = {});

// The common ASCII format: one row per line, a letter or digit per endpoint, '.' or any other
// character for an empty cell. Several puzzles may follow each other separated by blank lines.
std::string toAscii(const Puzzle &puzzle);
std::vector<Puzzle> parseAscii(const std::string &text, const std::string &file = {});

// The "W H" header stream: a line "width height", then height rows as in ASCII; repeated; a "0 0"
// line (or the end of the text) ends the stream.
std::string toHeaderStream(const std::vector<Puzzle> &puzzles);
std::vector<Puzzle> parseHeaderStream(const std::string &text, const std::string &file = {});

enum class TextFormat { FlowJson, Pack, Header, Ascii };
// JSON when the text starts with '{' (a pack when its format says so), the header stream when the
// first non-blank line is two integers, ASCII otherwise.
TextFormat detectFormat(const std::string &text);

struct LoadedPuzzle {
    std::string name; // "#3" in a stream, the level id in a pack, the title of a JSON file
    Puzzle puzzle;
    std::optional<Solution> solution;
};
// Any supported format; a pack yields its flow levels. Errors name the file and the place.
std::vector<LoadedPuzzle> parsePuzzles(const std::string &text, const std::string &file = {});
std::vector<LoadedPuzzle> loadPuzzles(const std::string &path);

} // namespace tessera::flow
