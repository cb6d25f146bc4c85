#include "balls/formats.h"

#include "balls/ballsmodule.h"
#include "common/fileio.h"
#include "pack/levelpack.h"

namespace tessera::balls {

Json levelToJson(const Board &board) {
    return Json{{"rows", boardRows(board)}};
}

Board boardFromRows(const std::vector<std::string> &rows, const std::string &rowsPlace) {
    auto rowPlace = [&](std::size_t r) { return rowsPlace + "[" + std::to_string(r) + "]"; };
    if (rows.size() < std::size_t(kMinSide) || rows.size() > std::size_t(kMaxSide))
        throw Error("expected " + std::to_string(kMinSide) + " to " + std::to_string(kMaxSide) +
                        " rows, found " + std::to_string(rows.size()),
                    rowsPlace);
    const std::size_t cols = rows[0].size();
    if (cols < std::size_t(kMinSide) || cols > std::size_t(kMaxSide))
        throw Error("expected " + std::to_string(kMinSide) + " to " + std::to_string(kMaxSide) +
                        " cells per row, found " + std::to_string(cols),
                    rowPlace(0));
    Board board = emptyBoard(static_cast<int>(rows.size()), static_cast<int>(cols));
    std::optional<Point> black;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        if (rows[r].size() != cols)
            throw Error("ragged rows: this row has " + std::to_string(rows[r].size()) + " cells, row 0 has " +
                            std::to_string(cols),
                        rowPlace(r));
        for (std::size_t c = 0; c < cols; ++c) {
            const Point p{static_cast<int>(r), static_cast<int>(c)};
            const int i = board.index(p);
            switch (rows[r][c]) {
            case '.':
                break;
            case 'o':
                board.start.whites.set(i);
                break;
            case '#':
                board.blocks.set(i);
                break;
            case '@':
                if (black)
                    throw Error(cellName(p) + ": a second black ball (the first is at " + cellName(*black) +
                                    ")",
                                rowPlace(r));
                black = p;
                board.start.black = i;
                break;
            default:
                throw Error(cellName(p) + ": unknown character '" + std::string(1, rows[r][c]) +
                                "' (expected '.', 'o', '@' or '#')",
                            rowPlace(r));
            }
        }
    }
    if (!black) throw Error("no black ball ('@') on the field", rowsPlace);
    return board;
}

Board levelFromJson(const Json &data) {
    const JsonCursor root(data);
    root.requireObject();
    for (auto it = data.begin(); it != data.end(); ++it)
        if (it.key() != "rows") root[it.key()].fail("unknown key (level data holds \"rows\" only)");
    const JsonCursor rows = root["rows"];
    std::vector<std::string> text;
    for (std::size_t r = 0; r < rows.size(); ++r) text.push_back(rows[r].string());
    return boardFromRows(text, "rows");
}

std::vector<Dir> parsePushes(const std::string &text, const std::string &place) {
    std::vector<Dir> out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const std::optional<Dir> d = dirOfMove(text[i]);
        if (!d)
            throw Error("push " + std::to_string(i + 1) + ": '" + std::string(1, text[i]) +
                            "' is not a push (expected U, D, L or R)",
                        place);
        out.push_back(*d);
    }
    return out;
}

std::string pushString(const std::vector<Dir> &pushes) {
    std::string s;
    for (Dir d : pushes) s += moveChar(d);
    return s;
}

bool pushesWin(const Board &board, const std::vector<Dir> &pushes) {
    State s = board.start;
    for (Dir d : pushes) {
        if (s.whites.empty()) return false; // pushes after the win
        if (push(board, s, d) == PushOutcome::Lost) return false;
    }
    return s.whites.empty();
}

OrderedJson fileToJson(const Board &board, const std::vector<Dir> *solution, const std::string &title) {
    OrderedJson doc;
    doc["format"] = kFileFormat;
    doc["version"] = kFileVersion;
    if (!title.empty()) doc["title"] = title;
    doc["rows"] = boardRows(board);
    if (solution) doc["solution"] = pushString(*solution);
    return doc;
}

std::vector<Dir> solutionFromJson(const JsonCursor &cursor, const Board &board) {
    std::vector<Dir> pushes = parsePushes(cursor.string(), cursor.path());
    if (!pushesWin(board, pushes)) cursor.fail("these pushes do not win the level");
    return pushes;
}

namespace {

std::vector<LoadedLevel> parseLevelFile(const Json &doc) {
    const JsonCursor root(doc);
    root.requireObject();
    requireFormat(root, kFileFormat, std::string("\"") + pack::kFormat + "\"");
    requireVersion(root, kFileVersion);
    for (auto it = doc.begin(); it != doc.end(); ++it)
        if (it.key() != "format" && it.key() != "version" && it.key() != "rows" && it.key() != "title" &&
            it.key() != "solution")
            root[it.key()].fail("unknown key");
    LoadedLevel level;
    level.name = root.stringOr("title", "#1");
    level.board = levelFromJson(Json{{"rows", root["rows"].raw()}}); // "rows: missing" when absent
    if (root.has("solution")) level.solution = solutionFromJson(root["solution"], level.board);
    return {std::move(level)};
}

} // namespace

std::vector<LoadedLevel> parseLevels(const std::string &text, const std::string &file) {
    const Json doc = parseJson(text, file);
    std::vector<LoadedLevel> out;
    try {
        if (doc.is_object() && doc.contains("format") && doc["format"] == pack::kFormat) {
            const pack::LevelPack levels = pack::fromJson(doc, file);
            for (std::size_t i = 0; i < levels.levels.size(); ++i) {
                const pack::Level &l = levels.levels[i];
                if (l.module != kModuleId) continue;
                const std::string place = "levels[" + std::to_string(i) + "]";
                LoadedLevel level;
                level.name = l.id;
                level.place = place;
                try {
                    level.board = levelFromJson(l.data);
                } catch (const Error &e) {
                    throw e.under(place + ".data");
                }
                if (l.solution) {
                    const Json wrapper = *l.solution;
                    level.solution = solutionFromJson(JsonCursor(wrapper, place + ".solution"), level.board);
                }
                out.push_back(std::move(level));
            }
            if (out.empty()) throw Error("the pack holds no balls levels", "levels");
        } else {
            out = parseLevelFile(doc);
        }
    } catch (const Error &e) {
        throw e.inFile(file);
    }
    return out;
}

std::vector<LoadedLevel> loadLevels(const std::string &path) {
    return parseLevels(readTextFile(path), path);
}

} // namespace tessera::balls
