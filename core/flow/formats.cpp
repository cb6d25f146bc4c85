#include "flow/formats.h"

#include "common/fileio.h"
#include "flow/validator.h"
#include "pack/levelpack.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <functional>
#include <limits>
#include <map>
#include <sstream>

namespace tessera::flow {

namespace {

struct TextLine {
    std::string text;
    int number; // 1-based line number in the file
};

std::vector<TextLine> splitLines(const std::string &text) {
    std::vector<TextLine> lines;
    std::size_t start = 0;
    int number = 1;
    while (start <= text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        std::string line = text.substr(start, end - start);
        if (!line.empty() && line.back() == '\r') line.pop_back();
        lines.push_back({std::move(line), number++});
        if (end == text.size()) break;
        start = end + 1;
    }
    return lines;
}

bool isBlank(const std::string &s) {
    return std::all_of(s.begin(), s.end(), [](unsigned char c) { return std::isspace(c); });
}

// Builds a puzzle from grid rows. strictEmpty: only '.' marks an empty cell (our JSON); otherwise any
// printable non-label character does (the public text formats).
Puzzle puzzleFromRows(const std::vector<std::string> &rows, bool strictEmpty,
                      const std::function<std::string(int)> &rowPlace,
                      const std::function<std::string(int, int)> &cellPlace) {
    if (rows.empty()) throw Error("empty board: no rows", rowPlace(0));
    Puzzle puzzle;
    puzzle.rows = static_cast<int>(rows.size());
    puzzle.cols = static_cast<int>(rows.front().size());
    if (puzzle.cols == 0) throw Error("empty board: the first row has no cells", rowPlace(0));
    if (puzzle.rows > kMaxSide)
        throw Error(std::to_string(puzzle.rows) + " rows; at most " + std::to_string(kMaxSide) +
                        " are supported",
                    rowPlace(kMaxSide));
    if (puzzle.cols > kMaxSide)
        throw Error(std::to_string(puzzle.cols) + " columns; at most " + std::to_string(kMaxSide) +
                        " are supported",
                    rowPlace(0));
    // Each label's occurrences in reading order; colours are numbered by first occurrence.
    std::map<char, std::vector<Point>> seen;
    std::vector<char> order;
    for (int r = 0; r < puzzle.rows; ++r) {
        const std::string &row = rows[static_cast<std::size_t>(r)];
        if (static_cast<int>(row.size()) != puzzle.cols)
            throw Error("ragged rows: this row has " + std::to_string(row.size()) + " cells, the first has " +
                            std::to_string(puzzle.cols),
                        rowPlace(r));
        for (int c = 0; c < puzzle.cols; ++c) {
            const char ch = row[static_cast<std::size_t>(c)];
            const auto u = static_cast<unsigned char>(ch);
            if (isLabel(ch)) {
                auto &list = seen[ch];
                if (list.empty()) order.push_back(ch);
                list.push_back({r, c});
                continue;
            }
            if (strictEmpty ? ch != '.' : (u < 0x20 || u > 0x7e))
                throw Error(std::string("unexpected character ") +
                                (u >= 0x20 && u <= 0x7e ? "'" + std::string(1, ch) + "'"
                                                        : "byte " + std::to_string(static_cast<int>(u))) +
                                (strictEmpty ? " (expected '.' or a letter or digit)"
                                             : " (expected printable ASCII)"),
                            cellPlace(r, c));
        }
    }
    for (char label : order) {
        const auto &list = seen[label];
        if (list.size() == 2) continue;
        std::string where;
        for (std::size_t i = 0; i < list.size() && i < 4; ++i)
            where += (i ? "; " : "") + cellPlace(list[i].row, list[i].col);
        if (list.size() > 4) where += "; ...";
        throw Error(std::string("label '") + label + "' is used " +
                        (list.size() == 1 ? "once" : std::to_string(list.size()) + " times") + " (" + where +
                        "); every label marks exactly two endpoints",
                    cellPlace(list.front().row, list.front().col));
    }
    if (order.empty()) throw Error("empty board: no endpoint pairs", rowPlace(0));
    if (static_cast<int>(order.size()) > kMaxColours)
        throw Error(std::to_string(order.size()) + " colours; at most " + std::to_string(kMaxColours) +
                        " are supported",
                    rowPlace(0));
    for (char label : order) puzzle.pairs.push_back({label, seen[label][0], seen[label][1]});
    return puzzle;
}

std::vector<std::string> gridRows(const Puzzle &puzzle) {
    std::vector<std::string> rows(static_cast<std::size_t>(puzzle.rows), std::string(puzzle.cols, '.'));
    for (const Pair &pair : puzzle.pairs)
        for (Point p : {pair.a, pair.b})
            if (puzzle.inside(p))
                rows[static_cast<std::size_t>(p.row)][static_cast<std::size_t>(p.col)] = pair.label;
    return rows;
}

std::string lineColumn(int line, int column) {
    return "line " + std::to_string(line) + ", column " + std::to_string(column);
}

} // namespace

Json levelToJson(const Puzzle &puzzle) {
    return Json{{"rows", puzzle.rows},
                {"cols", puzzle.cols},
                {"grid", gridRows(puzzle)},
                {"rule", ruleName(puzzle.rule)}};
}

namespace {

// Flow's level data and file refuse members they do not know, as every other format does: a typo such
// as "rulee" must not be solved under the default rule and pass validation.
void refuseUnknownMembers(const JsonCursor &root, std::initializer_list<const char *> known) {
    for (auto it = root.raw().begin(); it != root.raw().end(); ++it) {
        bool ok = false;
        for (const char *k : known) ok = ok || it.key() == k;
        if (!ok) {
            std::string list;
            for (const char *k : known) list += (list.empty() ? "" : ", ") + std::string(k);
            throw Error("unknown member (known: " + list + ")",
                        root.path().empty() ? it.key() : root.path() + "." + it.key());
        }
    }
}

} // namespace

Puzzle levelFromJson(const Json &data) {
    const JsonCursor root(data);
    root.requireObject();
    refuseUnknownMembers(root, {"rows", "cols", "grid", "rule", "solution"});
    const int rows = static_cast<int>(root["rows"].integer(1, kMaxSide));
    const int cols = static_cast<int>(root["cols"].integer(1, kMaxSide));
    const JsonCursor grid = root["grid"];
    if (grid.size() != static_cast<std::size_t>(rows))
        grid.fail("has " + std::to_string(grid.size()) + " rows, \"rows\" says " + std::to_string(rows));
    std::vector<std::string> text;
    for (std::size_t r = 0; r < grid.size(); ++r) {
        text.push_back(grid[r].string());
        if (static_cast<int>(text.back().size()) != cols)
            grid[r].fail("row has " + std::to_string(text.back().size()) + " cells, \"cols\" says " +
                         std::to_string(cols));
    }
    Puzzle puzzle = puzzleFromRows(
        text, true,
        [](int r) { return "grid[" + std::to_string(r) + "] (row " + std::to_string(r + 1) + ")"; },
        // The path for the file, then the cell as the studio and a player count it, from 1.
        [](int r, int c) {
            return "grid[" + std::to_string(r) + "] (row " + std::to_string(r + 1) + ", column " +
                   std::to_string(c + 1) + ")";
        });
    if (root.has("rule")) puzzle.rule = parseRule(root["rule"].string(), "rule");
    return puzzle;
}

std::optional<Solution> levelSolutionFromJson(const Puzzle &puzzle, const Json &data) {
    const JsonCursor root(data);
    if (!root.has("solution")) return std::nullopt;
    Solution solution = solutionFromJson(puzzle, root["solution"]);
    const Verdict verdict = validateSolution(puzzle, solution, puzzle.rule);
    if (!verdict.ok) throw Error("not a valid solution: " + verdict.problem, "solution");
    return solution;
}

OrderedJson fileToJson(const Puzzle &puzzle, const Solution *solution, const std::string &title) {
    OrderedJson doc;
    doc["format"] = kFileFormat;
    doc["version"] = kFileVersion;
    if (!title.empty()) doc["title"] = title;
    doc["rows"] = puzzle.rows;
    doc["cols"] = puzzle.cols;
    doc["grid"] = gridRows(puzzle);
    doc["rule"] = ruleName(puzzle.rule);
    if (solution) doc["solution"] = solutionToJson(puzzle, *solution);
    return doc;
}

std::string toAscii(const Puzzle &puzzle) {
    std::string out;
    for (const std::string &row : gridRows(puzzle)) out += row + "\n";
    return out;
}

namespace {

// A board read from text lines: errors name the file line (numbers[r] is row r's line) and column.
Puzzle puzzleFromTextRows(const std::vector<std::string> &rows, const std::vector<int> &numbers) {
    auto line = [&numbers](int r) {
        return numbers[static_cast<std::size_t>(std::min<int>(r, static_cast<int>(numbers.size()) - 1))];
    };
    return puzzleFromRows(
        rows, false, [&](int r) { return "line " + std::to_string(line(r)); },
        [&](int r, int c) { return lineColumn(line(r), c + 1); });
}

} // namespace

std::vector<Puzzle> parseAscii(const std::string &text, const std::string &file) {
    std::vector<Puzzle> puzzles;
    const std::vector<TextLine> lines = splitLines(text);
    std::size_t i = 0;
    try {
        while (i < lines.size()) {
            while (i < lines.size() && isBlank(lines[i].text)) ++i;
            if (i == lines.size()) break;
            std::vector<std::string> rows;
            std::vector<int> numbers;
            while (i < lines.size() && !isBlank(lines[i].text)) {
                rows.push_back(lines[i].text);
                numbers.push_back(lines[i].number);
                ++i;
            }
            puzzles.push_back(puzzleFromTextRows(rows, numbers));
        }
    } catch (const Error &e) {
        throw e.inFile(file);
    }
    if (puzzles.empty()) throw Error("empty board: no rows", "line 1", file);
    return puzzles;
}

std::string toHeaderStream(const std::vector<Puzzle> &puzzles) {
    std::string out;
    for (const Puzzle &puzzle : puzzles)
        out += std::to_string(puzzle.cols) + " " + std::to_string(puzzle.rows) + "\n" + toAscii(puzzle);
    return out + "0 0\n";
}

namespace {
// A "width height" line: two whole numbers and nothing else. A number too large for a long long reads
// as the largest one, so the size check says the board is too big instead of the line being taken for
// a row of cells.
bool parseTwoInts(const std::string &s, long long &w, long long &h) {
    long long *out[2] = {&w, &h};
    std::size_t i = 0;
    for (long long *value : out) {
        while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) ++i;
        const std::size_t start = i;
        if (i < s.size() && s[i] == '-') ++i;
        while (i < s.size() && std::isdigit(static_cast<unsigned char>(s[i]))) ++i;
        if (i == start || (i == start + 1 && s[start] == '-')) return false;
        const auto [end, ec] = std::from_chars(s.data() + start, s.data() + i, *value);
        (void)end;
        if (ec == std::errc::result_out_of_range)
            *value = s[start] == '-' ? std::numeric_limits<long long>::min()
                                     : std::numeric_limits<long long>::max();
        if (i < s.size() && !std::isspace(static_cast<unsigned char>(s[i]))) return false;
    }
    while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) ++i;
    return i == s.size();
}
} // namespace

std::vector<Puzzle> parseHeaderStream(const std::string &text, const std::string &file) {
    std::vector<Puzzle> puzzles;
    const std::vector<TextLine> lines = splitLines(text);
    std::size_t i = 0;
    try {
        while (true) {
            while (i < lines.size() && isBlank(lines[i].text)) ++i;
            if (i == lines.size()) break;
            const TextLine &header = lines[i];
            long long w = 0, h = 0;
            if (!parseTwoInts(header.text, w, h))
                throw Error("expected a \"width height\" line, found \"" + header.text + "\"",
                            "line " + std::to_string(header.number));
            if (w == 0 && h == 0) break;
            if (w < 1 || h < 1 || w > kMaxSide || h > kMaxSide)
                throw Error("board " + std::to_string(w) + "x" + std::to_string(h) + " is outside 1.." +
                                std::to_string(kMaxSide),
                            "line " + std::to_string(header.number));
            ++i;
            std::vector<std::string> rows;
            std::vector<int> numbers;
            while (static_cast<long long>(rows.size()) < h) {
                if (i == lines.size() || lines[i].text.empty())
                    throw Error(
                        "the board ends after " + std::to_string(rows.size()) + " of " + std::to_string(h) +
                            " rows",
                        "line " + std::to_string(i == lines.size() ? lines.back().number : lines[i].number));
                if (static_cast<long long>(lines[i].text.size()) != w)
                    throw Error("ragged rows: this row has " + std::to_string(lines[i].text.size()) +
                                    " cells, the header says " + std::to_string(w),
                                "line " + std::to_string(lines[i].number));
                rows.push_back(lines[i].text);
                numbers.push_back(lines[i].number);
                ++i;
            }
            puzzles.push_back(puzzleFromTextRows(rows, numbers));
        }
    } catch (const Error &e) {
        throw e.inFile(file);
    }
    if (puzzles.empty()) throw Error("no puzzles before the \"0 0\" line", "line 1", file);
    return puzzles;
}

TextFormat detectFormat(const std::string &text) {
    const std::size_t first = text.find_first_not_of(" \t\r\n");
    if (first != std::string::npos && text[first] == '{') {
        // A pack names its format; anything else in JSON is read as our flow file.
        if (text.find(std::string("\"") + pack::kFormat + "\"") != std::string::npos) return TextFormat::Pack;
        return TextFormat::FlowJson;
    }
    for (const TextLine &line : splitLines(text)) {
        if (isBlank(line.text)) continue;
        long long w = 0, h = 0;
        return parseTwoInts(line.text, w, h) ? TextFormat::Header : TextFormat::Ascii;
    }
    return TextFormat::Ascii;
}

std::vector<LoadedPuzzle> parsePuzzles(const std::string &text, const std::string &file) {
    std::vector<LoadedPuzzle> out;
    switch (detectFormat(text)) {
    case TextFormat::FlowJson: {
        const Json doc = parseJson(text, file);
        try {
            const JsonCursor root(doc);
            root.requireObject();
            requireFormat(root, kFileFormat, std::string("\"") + pack::kFormat + "\"");
            requireVersion(root, kFileVersion);
            refuseUnknownMembers(root,
                                 {"format", "version", "title", "rows", "cols", "grid", "rule", "solution"});
            Json level = doc;
            for (const char *key : {"format", "version", "title"}) level.erase(key);
            LoadedPuzzle loaded;
            loaded.puzzle = levelFromJson(level);
            loaded.solution = levelSolutionFromJson(loaded.puzzle, doc);
            loaded.name = root.stringOr("title", "#1");
            out.push_back(std::move(loaded));
        } catch (const Error &e) {
            throw e.inFile(file);
        }
        break;
    }
    case TextFormat::Pack: {
        const pack::LevelPack levels = pack::fromJson(parseJson(text, file), file);
        for (std::size_t i = 0; i < levels.levels.size(); ++i) {
            const pack::Level &level = levels.levels[i];
            if (level.module != "flow") continue;
            const std::string place = "levels[" + std::to_string(i) + "]";
            try {
                LoadedPuzzle loaded;
                loaded.name = level.id;
                loaded.puzzle = levelFromJson(level.data);
                loaded.solution = levelSolutionFromJson(loaded.puzzle, level.data);
                if (!loaded.solution && level.solution) {
                    Json wrapper{{"solution", *level.solution}};
                    try {
                        loaded.solution = levelSolutionFromJson(loaded.puzzle, wrapper);
                    } catch (const Error &e) {
                        throw e.under(place);
                    }
                }
                out.push_back(std::move(loaded));
            } catch (const Error &e) {
                if (e.place().rfind(place, 0) == 0) throw e.inFile(file);
                throw e.under(place + ".data").inFile(file);
            }
        }
        if (out.empty()) throw Error("the pack holds no flow levels", "levels", file);
        break;
    }
    case TextFormat::Header: {
        const auto puzzles = parseHeaderStream(text, file);
        for (std::size_t i = 0; i < puzzles.size(); ++i)
            out.push_back({"#" + std::to_string(i + 1), puzzles[i], std::nullopt});
        break;
    }
    case TextFormat::Ascii: {
        const auto puzzles = parseAscii(text, file);
        for (std::size_t i = 0; i < puzzles.size(); ++i)
            out.push_back({"#" + std::to_string(i + 1), puzzles[i], std::nullopt});
        break;
    }
    }
    return out;
}

std::vector<LoadedPuzzle> loadPuzzles(const std::string &path) {
    return parsePuzzles(readTextFile(path), path);
}

} // namespace tessera::flow
