#include "linjat/levelio.h"

#include "common/fileio.h"
#include "pack/levelpack.h"

#include <algorithm>
#include <sstream>

namespace tessera::linjat {

namespace {

std::vector<std::string> rowStrings(const JsonCursor &rows) {
    rows.requireArray();
    std::vector<std::string> out;
    for (std::size_t i = 0; i < rows.size(); ++i) out.push_back(rows[i].string());
    return out;
}

Puzzle puzzleFromRowsAt(const JsonCursor &rows) {
    return puzzleFromRows(rowStrings(rows), rows.path());
}

std::string cellName(int row, int col) {
    return "row " + std::to_string(row) + ", col " + std::to_string(col);
}

} // namespace

Puzzle puzzleFromData(const Json &data) {
    const JsonCursor c(data);
    c.requireObject();
    for (auto it = data.begin(); it != data.end(); ++it)
        if (it.key() != "rows" && it.key() != "solution") throw Error("unknown field", it.key());
    Puzzle puzzle = puzzleFromRowsAt(c["rows"]);
    if (c.has("solution")) {
        const std::vector<Line> lines = solutionFromJson(c["solution"], puzzle);
        if (const std::string why = checkSolution(puzzle, lines); !why.empty()) c["solution"].fail(why);
    }
    return puzzle;
}

OrderedJson puzzleToData(const Puzzle &puzzle) {
    OrderedJson j;
    j["rows"] = puzzleToRows(puzzle);
    return j;
}

OrderedJson solutionToJson(const Puzzle &puzzle, const std::vector<Line> &lines) {
    OrderedJson out = OrderedJson::array();
    for (int i = 0; i < puzzle.numberCount() && i < int(lines.size()); ++i) {
        const Number &n = puzzle.number(i);
        const Line &l = lines[std::size_t(i)];
        OrderedJson j;
        j["row"] = n.row;
        j["col"] = n.col;
        j["orientation"] = l.horizontal ? "horizontal" : "vertical";
        j["first"] = l.first;
        j["last"] = l.last;
        out.push_back(j);
    }
    return out;
}

std::vector<Line> solutionFromJson(const JsonCursor &cursor, const Puzzle &puzzle) {
    cursor.requireArray();
    if (cursor.size() != std::size_t(puzzle.numberCount()))
        cursor.fail("expected " + std::to_string(puzzle.numberCount()) + " lines (one per number), found " +
                    std::to_string(cursor.size()));
    std::vector<Line> lines;
    for (int i = 0; i < puzzle.numberCount(); ++i) {
        const JsonCursor item = cursor[std::size_t(i)];
        const Number &n = puzzle.number(i);
        if (item["row"].integer(0, kMaxSide) != n.row || item["col"].integer(0, kMaxSide) != n.col)
            item.fail("expected the line of the number at " + cellName(n.row, n.col) +
                      " (numbers in row order)");
        const std::string o = item["orientation"].string();
        if (o != "horizontal" && o != "vertical")
            item["orientation"].fail("expected \"horizontal\" or \"vertical\"");
        Line l;
        l.horizontal = o == "horizontal";
        const int limit = (l.horizontal ? puzzle.cols() : puzzle.rows()) - 1;
        l.first = int(item["first"].integer(0, limit));
        l.last = int(item["last"].integer(0, limit));
        const int own = l.horizontal ? n.col : n.row;
        if (l.last - l.first + 1 != n.value)
            item.fail("a line through " + std::to_string(n.value) + " covers " + std::to_string(n.value) +
                      " cells, found " + std::to_string(l.last - l.first + 1));
        if (own < l.first || own > l.last) item.fail("the line does not pass through its number");
        lines.push_back(l);
    }
    return lines;
}

std::string checkSolution(const Puzzle &puzzle, const std::vector<Line> &lines) {
    if (lines.size() != std::size_t(puzzle.numberCount())) return "expected one line per number";
    std::vector<int> coveredBy(std::size_t(puzzle.cellCount()), -1);
    for (int i = 0; i < puzzle.numberCount(); ++i) {
        const Line &l = lines[std::size_t(i)];
        for (int k = l.first; k <= l.last; ++k) {
            const Number &n = puzzle.number(i);
            const int r = l.horizontal ? n.row : k, c = l.horizontal ? k : n.col;
            if (r < 0 || c < 0 || r >= puzzle.rows() || c >= puzzle.cols())
                return "the line of the number at " + cellName(n.row, n.col) + " leaves the board";
            const int on = puzzle.numberAt(r, c);
            if (on >= 0 && on != i)
                return "the line of the number at " + cellName(n.row, n.col) + " covers the number at " +
                       cellName(r, c);
            int &cov = coveredBy[std::size_t(puzzle.cellIndex(r, c))];
            if (cov >= 0) {
                const Number &o = puzzle.number(cov);
                return "the lines of the numbers at " + cellName(o.row, o.col) + " and " +
                       cellName(n.row, n.col) + " overlap at " + cellName(r, c);
            }
            cov = i;
        }
    }
    for (int r = 0; r < puzzle.rows(); ++r)
        for (int c = 0; c < puzzle.cols(); ++c)
            if (puzzle.isDot(r, c) && coveredBy[std::size_t(puzzle.cellIndex(r, c))] < 0)
                return "the dot at " + cellName(r, c) + " is not covered";
    return {};
}

std::string levelFileText(const Puzzle &puzzle) {
    OrderedJson j;
    j["format"] = kLevelFormat;
    j["version"] = kLevelVersion;
    j["rows"] = puzzleToRows(puzzle);
    return j.dump(2) + "\n";
}

namespace {

LevelEntry entryFromOriginal(const JsonCursor &obj, const std::string &name) {
    obj.requireObject();
    LevelEntry e{name, puzzleFromRowsAt(obj["puzzle"]), std::nullopt};
    if (obj.has("classification")) {
        obj["classification"].requireObject();
        e.original = obj["classification"].raw();
    }
    return e;
}

std::vector<LevelEntry> fromPack(const Json &doc, const std::string &file) {
    const pack::LevelPack p = pack::fromJson(doc, file);
    std::vector<LevelEntry> out;
    for (std::size_t i = 0; i < p.levels.size(); ++i) {
        const pack::Level &level = p.levels[i];
        if (level.module != "linjat") continue;
        try {
            out.push_back({level.id, puzzleFromData(level.data), std::nullopt});
        } catch (const Error &e) {
            throw e.under("levels[" + std::to_string(i) + "].data").inFile(file);
        }
    }
    return out;
}

std::vector<LevelEntry> fromReference(const JsonCursor &doc) {
    requireVersion(doc, 1);
    const JsonCursor puzzles = doc["puzzles"];
    std::vector<LevelEntry> out;
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        const JsonCursor p = puzzles[i];
        p.requireObject();
        LevelEntry e{puzzles.path() + "[" + std::to_string(i) + "]", puzzleFromRowsAt(p["rows"]),
                     std::nullopt};
        if (p.has("classification")) {
            p["classification"].requireObject();
            e.original = p["classification"].raw();
        }
        out.push_back(std::move(e));
    }
    return out;
}

// The published collection: tiers in file order (hence ordered JSON), each a list of puzzles. The text
// has been read as JSON already, so this second read of it cannot fail or nest too deep.
std::vector<LevelEntry> fromCollection(const std::string &text) {
    const OrderedJson ordered = OrderedJson::parse(text);
    std::vector<LevelEntry> out;
    for (auto tier = ordered.begin(); tier != ordered.end(); ++tier) {
        const Json list = Json::parse(tier.value().dump());
        const JsonCursor c(list, tier.key());
        c.requireArray();
        for (std::size_t i = 0; i < c.size(); ++i) {
            const JsonCursor item = c[i];
            item.requireObject();
            if (item.has("puzzle") && item["puzzle"].raw().is_null() && item.has("message")) continue;
            out.push_back(entryFromOriginal(item, c.path() + "[" + std::to_string(i) + "]"));
        }
    }
    return out;
}

bool looksLikeCollection(const Json &doc) {
    if (!doc.is_object() || doc.empty()) return false;
    for (auto it = doc.begin(); it != doc.end(); ++it) {
        if (!it.value().is_array()) return false;
        for (const Json &item : it.value())
            if (!item.is_object() || !item.contains("puzzle")) return false;
    }
    return true;
}

std::vector<LevelEntry> fromJsonLines(const std::string &text) {
    std::vector<LevelEntry> out;
    std::istringstream in(text);
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        if (std::all_of(line.begin(), line.end(),
                        [](char ch) { return ch == ' ' || ch == '\t' || ch == '\r'; }))
            continue;
        const std::string place = "line " + std::to_string(number);
        const Json obj = parseJson(line, {}, number);
        if (!obj.is_object() || !obj.contains("puzzle"))
            throw Error("expected an object with a \"puzzle\" array of rows", place);
        try {
            out.push_back(entryFromOriginal(JsonCursor(obj), place));
        } catch (const Error &e) {
            throw e.under(place);
        }
    }
    return out;
}

} // namespace

std::vector<LevelEntry> parseLevelEntries(const std::string &text, const std::string &file) {
    try {
        checkJsonNesting(text, file);
        Json doc;
        bool whole = true;
        try {
            doc = parseJson(text, file);
        } catch (const Error &) {
            whole = false;
        }
        if (!whole) {
            // Several JSON values, one per line, is the original generator's output.
            const auto firstLineEnd = text.find('\n');
            if (firstLineEnd != std::string::npos) {
                bool firstIsObject = false;
                try {
                    firstIsObject = parseJson(text.substr(0, firstLineEnd)).is_object();
                } catch (const Error &) {
                }
                if (firstIsObject) return fromJsonLines(text);
            }
            parseJson(text, file); // throws the syntax error with line and column
        }
        const JsonCursor c(doc);
        if (!doc.is_object()) throw Error(std::string("expected a JSON object, found ") + jsonTypeName(doc));
        if (doc.contains("format")) {
            const std::string format = c["format"].string();
            if (format == pack::kFormat) return fromPack(doc, file);
            if (format == kLevelFormat) {
                requireVersion(c, kLevelVersion);
                for (auto it = doc.begin(); it != doc.end(); ++it)
                    if (it.key() != "format" && it.key() != "version" && it.key() != "rows")
                        throw Error("unknown field", it.key());
                return {LevelEntry{file, puzzleFromRowsAt(c["rows"]), std::nullopt}};
            }
            if (format == "linjat-reference") return fromReference(c);
            c["format"].fail("unknown format '" + format + "' (expected " + pack::kFormat + ", " +
                             kLevelFormat + " or linjat-reference)");
        }
        if (doc.contains("puzzle")) return fromJsonLines(text);
        if (looksLikeCollection(doc)) return fromCollection(text);
        throw Error("not a Linjat level, pack, reference file, published collection or JSON-lines file");
    } catch (const Error &e) {
        throw e.inFile(file);
    }
}

std::vector<LevelEntry> readLevelEntries(const std::string &path) {
    return parseLevelEntries(readTextFile(path), path);
}

} // namespace tessera::linjat
