// The play picture (ModuleBackend::Play::board) of every playable module on the sample pack: its grid
// is the level's board and lies inside the drawing, a move changes it, another module's view is
// refused. Then per module a check that the picture shows what was played, found the way the web
// play-test page finds cells: through the grid fields and common/cellname.h alone, never a module's
// own headers (so this test builds with any list of modules).
// moc needs a standard header (error.h brings <string>) before point.h's <compare>.
#include "common/error.h"

#include "common/cellname.h"
#include "common/drawing.h"
#include "common/module.h"
#include "common/play.h"
#include "pack/levelpack.h"
#include "tests/core/common/playtesting.h"

#include <QtTest>

#include <chrono>
#include <cmath>

using namespace tessera;

namespace {

struct Size {
    int rows = 0;
    int cols = 0;
};

// The level's board size from its data as the modules store it: "rows" and "cols" numbers (Flow, Fox
// Hunt), "rows" as text rows (Linjat, the ball push), or a BanQi position ("xxxxxxxx/.../... r ...").
Size boardSize(const pack::Level &level) {
    const Json &data = level.data;
    if (data.contains("rows") && data["rows"].is_number())
        return {data["rows"].get<int>(), data.value("cols", 0)};
    if (data.contains("rows") && data["rows"].is_array()) {
        Size s{int(data["rows"].size()), 0};
        for (const Json &row : data["rows"]) s.cols = std::max(s.cols, int(row.get<std::string>().size()));
        return s;
    }
    if (data.contains("position") && data["position"].is_string()) {
        const std::string position = data["position"].get<std::string>();
        const std::string board = position.substr(0, position.find(' '));
        Size s;
        std::size_t start = 0;
        for (;;) {
            const std::size_t slash = board.find('/', start);
            const std::string row = board.substr(start, slash - start);
            ++s.rows;
            s.cols = std::max(s.cols, int(row.size()));
            if (slash == std::string::npos) break;
            start = slash + 1;
        }
        return s;
    }
    return {};
}

// The centre of a cell in the picture's drawing units, from the grid fields alone.
struct Spot {
    double x = 0;
    double y = 0;
};
Spot centre(const play::BoardPicture &pic, Point cell) {
    return {pic.x + (cell.col + 0.5) * pic.cell, pic.y + (cell.row + 0.5) * pic.cell};
}
bool near(double a, double b) {
    return std::abs(a - b) < 1e-6;
}
bool at(Spot s, double x, double y) {
    return near(s.x, x) && near(s.y, y);
}
bool insideGrid(const play::BoardPicture &pic, double x, double y) {
    return x >= pic.x && y >= pic.y && x < pic.x + pic.cols * pic.cell && y < pic.y + pic.rows * pic.cell;
}

template <class Shape> std::vector<const Shape *> shapes(const Drawing &d) {
    std::vector<const Shape *> out;
    for (const DrawShape &s : d.shapes)
        if (const auto *x = std::get_if<Shape>(&s)) out.push_back(x);
    return out;
}

// The circles centred on the cell.
std::vector<const DrawCircle *> circlesAt(const play::BoardPicture &pic, Point cell) {
    std::vector<const DrawCircle *> out;
    for (const DrawCircle *c : shapes<DrawCircle>(pic.drawing))
        if (at(centre(pic, cell), c->cx, c->cy)) out.push_back(c);
    return out;
}
std::vector<std::string> textsAt(const play::BoardPicture &pic, Point cell) {
    std::vector<std::string> out;
    for (const DrawText *t : shapes<DrawText>(pic.drawing))
        if (at(centre(pic, cell), t->x, t->y)) out.push_back(t->text);
    return out;
}
// A line between the two cells' centres (either way round).
const DrawLine *lineBetween(const play::BoardPicture &pic, Point a, Point b) {
    const Spot p = centre(pic, a), q = centre(pic, b);
    for (const DrawLine *l : shapes<DrawLine>(pic.drawing))
        if ((at(p, l->x1, l->y1) && at(q, l->x2, l->y2)) || (at(q, l->x1, l->y1) && at(p, l->x2, l->y2)))
            return l;
    return nullptr;
}

Point cellOf(const std::string &name) {
    const std::optional<ParsedCell> parsed = parseCellPrefix(name);
    if (!parsed) throw Error("not a cell: " + name);
    return parsed->cell;
}

std::string svg(const play::BoardPicture &pic) {
    return toSvg(pic.drawing, 640);
}

// A view no module made.
class ForeignView : public play::View {
public:
    int playerCount() const override { return 1; }
    int toMove() const override { return 0; }
    std::vector<std::string> legalMoves() const override { return {}; }
    std::string position() const override { return "?"; }
};

} // namespace

class TestBoardPicture : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { registerModules(); }

    void everyPlayableModuleDrawsItsSampleLevels() {
        int modules = 0;
        for (const ModuleBackend &m : moduleBackends()) {
            if (!m.playable()) continue;
            ++modules;
            QVERIFY2(m.play.board, m.id.c_str());
            const std::vector<pack::Level> levels = playtesting::sampleLevels(m.id);
            QVERIFY2(!levels.empty(), m.id.c_str());
            for (const pack::Level &level : levels) {
                const std::string where = m.id + " " + level.id;
                const std::unique_ptr<play::Game> game = m.play.newGame(level.data, 0);
                const play::BoardPicture before = m.play.board(*game->publicView());
                const Size size = boardSize(level);
                QVERIFY2(size.rows > 0 && size.cols > 0, where.c_str());
                QVERIFY2(before.rows == size.rows && before.cols == size.cols, where.c_str());
                QVERIFY2(before.cell > 0 && before.x >= 0 && before.y >= 0, where.c_str());
                QVERIFY2(before.x + before.cols * before.cell <= before.drawing.width + 1e-9, where.c_str());
                QVERIFY2(before.y + before.rows * before.cell <= before.drawing.height + 1e-9, where.c_str());

                const std::vector<std::string> moves = m.play.solution(level, 0);
                QVERIFY2(!moves.empty(), where.c_str());
                game->apply(moves.front());
                const play::BoardPicture after = m.play.board(*game->publicView());
                QVERIFY2(after.rows == before.rows && after.cols == before.cols && after.x == before.x &&
                             after.y == before.y && after.cell == before.cell,
                         where.c_str());
                QVERIFY2(svg(after) != svg(before),
                         (where + ": " + moves.front() + " changed nothing").c_str());
            }
            // Only the module's own position is drawn.
            bool refused = false;
            try {
                (void)m.play.board(ForeignView());
            } catch (const Error &e) {
                refused = std::string(e.what()).find("not a") != std::string::npos;
            }
            QVERIFY2(refused, m.id.c_str());
        }
        QVERIFY(modules >= 1);
    }

    // It runs after every move in the browser: well under a millisecond on the largest sample level of
    // every module, halfway through its solution (the bound here is loose, for sanitizer builds).
    void drawingIsFast() {
        for (const ModuleBackend &m : moduleBackends()) {
            if (!m.playable()) continue;
            const pack::Level *largest = nullptr;
            const std::vector<pack::Level> levels = playtesting::sampleLevels(m.id);
            for (const pack::Level &l : levels) {
                const Size s = boardSize(l), best = largest ? boardSize(*largest) : Size{};
                if (s.rows * s.cols > best.rows * best.cols) largest = &l;
            }
            QVERIFY(largest);
            const std::unique_ptr<play::Game> game = m.play.newGame(largest->data, 0);
            const std::vector<std::string> moves = m.play.solution(*largest, 0);
            for (std::size_t i = 0; i < moves.size() / 2; ++i) game->apply(moves[i]);
            const std::unique_ptr<play::View> view = game->publicView();
            constexpr int kRuns = 200;
            std::size_t shapesDrawn = 0;
            const auto start = std::chrono::steady_clock::now();
            for (int i = 0; i < kRuns; ++i) shapesDrawn += m.play.board(*view).drawing.shapes.size();
            const double ms =
                std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count() /
                kRuns;
            qInfo("%s %s: %zu shapes, %.4f ms", m.id.c_str(), largest->id.c_str(), shapesDrawn / kRuns, ms);
            QVERIFY2(ms < 2.0, m.id.c_str());
        }
    }

    // A Linjat move "c4R2" draws that arm as a line from the number's centre; once the stored solution
    // is played every number above 1 has its line, all in the one full-length colour.
    void linjatLinesAsDrawn() {
        const ModuleBackend *m = findModule("linjat");
        QVERIFY2(m, "no linjat module in this build");
        const pack::Level level = playtesting::sampleLevels("linjat").front();
        const std::unique_ptr<play::Game> game = m->play.newGame(level.data, 0);
        const std::vector<std::string> moves = m->play.solution(level, 0);
        const std::string &first = moves.front(); // "<cell><U|D|L|R><length>"
        const std::optional<ParsedCell> number = parseCellPrefix(first);
        QVERIFY(number && number->length + 2 <= first.size());
        const char arm = first[number->length];
        const int length = std::stoi(first.substr(number->length + 1));
        QVERIFY(length > 0);
        const Point dir = arm == 'U'   ? Point{-1, 0}
                          : arm == 'D' ? Point{1, 0}
                          : arm == 'L' ? Point{0, -1}
                                       : Point{0, 1};
        const Point end{number->cell.row + dir.row * length, number->cell.col + dir.col * length};
        QVERIFY(!lineBetween(m->play.board(*game->publicView()), number->cell, end));
        game->apply(first);
        const play::BoardPicture partial = m->play.board(*game->publicView());
        const DrawLine *line = lineBetween(partial, number->cell, end);
        QVERIFY2(line, first.c_str());
        QVERIFY(line->width >= 0.3 * partial.cell);

        for (std::size_t i = 1; i < moves.size(); ++i) game->apply(moves[i]);
        QCOMPARE(game->status().outcome, play::Outcome::Won);
        const play::BoardPicture won = m->play.board(*game->publicView());
        std::vector<Color> colours;
        for (const DrawLine *l : shapes<DrawLine>(won.drawing))
            if (l->width >= 0.3 * won.cell) colours.push_back(l->color);
        int numbersAboveOne = 0; // the position shows each number as its digit
        for (char ch : game->position()) numbersAboveOne += ch >= '2' && ch <= '9';
        QCOMPARE(int(colours.size()), numbersAboveOne);
        QVERIFY(std::all_of(colours.begin(), colours.end(), [&](Color c) { return c == colours.front(); }));
    }

    // A Flow drag "A:a1-a2-..." is drawn as a pipe from its first cell in the colour of the endpoint disc
    // there, partial as it is; clearing the colour takes it away.
    void flowPathsAsDrawn() {
        const ModuleBackend *m = findModule("flow");
        QVERIFY2(m, "no flow module in this build");
        for (const pack::Level &level : playtesting::sampleLevels("flow")) {
            const std::unique_ptr<play::Game> game = m->play.newGame(level.data, 0);
            const std::string first = m->play.solution(level, 0).front();
            const std::size_t colon = first.find(':');
            QVERIFY(colon != std::string::npos);
            std::vector<Point> cells;
            for (std::size_t i = colon + 1; i < first.size();) {
                const std::optional<ParsedCell> c = parseCellPrefix(first.substr(i));
                QVERIFY2(c, first.c_str());
                cells.push_back(c->cell);
                i += c->length + 1; // the name and its '-'
            }
            QVERIFY(cells.size() >= 2);
            // Only part of the drag: a partial path is drawn too.
            const std::string partialMove =
                first.substr(0, colon + 1) + cellName(cells[0]) + "-" + cellName(cells[1]);
            QVERIFY(!lineBetween(m->play.board(*game->publicView()), cells[0], cells[1]));
            game->apply(partialMove);
            const play::BoardPicture pic = m->play.board(*game->publicView());
            const DrawLine *pipe = lineBetween(pic, cells[0], cells[1]);
            QVERIFY2(pipe, (level.id + " " + partialMove).c_str());
            // The endpoint's disc: the largest circle on its cell.
            const DrawCircle *disc = nullptr;
            for (const DrawCircle *c : circlesAt(pic, cells[0]))
                if (!disc || c->r > disc->r) disc = c;
            QVERIFY(disc);
            QCOMPARE(pipe->color, disc->fill);
            QVERIFY(pipe->width >= 0.3 * pic.cell);
            game->apply(first.substr(0, colon + 1) + "x");
            QVERIFY(!lineBetween(m->play.board(*game->publicView()), cells[0], cells[1]));
        }
    }

    // The balls stand where position() says (a white disc per 'o', the black one at '@', none pushed
    // off); after a lost push the black ball is off the field, past its edge, not on it.
    void ballsWhereThePositionSays() {
        const ModuleBackend *m = findModule("balls");
        QVERIFY2(m, "no balls module in this build");
        const Color white = rgb(250, 250, 250);
        auto check = [&](const play::Game &game, const std::string &where) {
            const play::BoardPicture pic = m->play.board(*game.publicView());
            const std::string position = game.position(); // rows of . o @ #, one a line
            int row = 0, col = 0, whites = 0;
            for (char ch : position) {
                if (ch == '\n') {
                    ++row;
                    col = 0;
                    continue;
                }
                const std::vector<const DrawCircle *> here = circlesAt(pic, {row, col});
                const bool whiteHere =
                    std::any_of(here.begin(), here.end(), [&](auto *c) { return c->fill == white; });
                QVERIFY2(whiteHere == (ch == 'o'), (where + " " + cellName({row, col})).c_str());
                whites += ch == 'o';
                ++col;
            }
            int drawn = 0;
            for (const DrawCircle *c : shapes<DrawCircle>(pic.drawing)) drawn += c->fill == white;
            QCOMPARE(drawn, whites);
        };
        bool sawLoss = false;
        for (const pack::Level &level : playtesting::sampleLevels("balls")) {
            const std::unique_ptr<play::Game> game = m->play.newGame(level.data, 0);
            const std::vector<std::string> moves = m->play.solution(level, 0);
            for (std::size_t i = 0; i <= moves.size(); ++i) {
                check(*game, level.id + " after " + std::to_string(i) + " pushes");
                if (QTest::currentTestFailed()) return;
                // Every push that loses from here: the black ball is drawn off the field.
                for (const std::string &push : game->legalMoves()) {
                    std::unique_ptr<play::Game> lost = game->clone();
                    lost->apply(push);
                    if (lost->status().outcome != play::Outcome::Lost) continue;
                    sawLoss = true;
                    const play::BoardPicture pic = m->play.board(*lost->publicView());
                    int onField = 0, offField = 0;
                    for (const DrawCircle *c : shapes<DrawCircle>(pic.drawing)) {
                        if ((c->fill >> 8) != (rgb(20, 20, 24) >> 8) || c->r < 0.3 * pic.cell) continue;
                        (insideGrid(pic, c->cx, c->cy) ? onField : offField) += 1;
                        QVERIFY(c->cx > 0 && c->cy > 0 && c->cx < pic.drawing.width &&
                                c->cy < pic.drawing.height);
                    }
                    QVERIFY2(onField == 0 && offField == 1, (level.id + " " + push).c_str());
                }
                if (i < moves.size()) game->apply(moves[i]);
            }
        }
        QVERIFY(sawLoss);
    }

    // A Fox Hunt probe's reading is drawn at the probed cell's centre, a fox found is a disc there, and
    // the foxes still hidden are not drawn at all.
    void foxHuntProbesAndFoundFoxes() {
        const ModuleBackend *m = findModule("foxhunt");
        QVERIFY2(m, "no foxhunt module in this build");
        for (const pack::Level &level : playtesting::sampleLevels("foxhunt")) {
            const std::unique_ptr<play::Game> game = m->play.newGame(level.data, 0);
            std::vector<Point> foxes;
            for (const Json &f : level.data["foxes"]) foxes.push_back(cellOf(f.get<std::string>()));
            const play::BoardPicture start = m->play.board(*game->publicView());
            for (Point fox : foxes) QVERIFY2(circlesAt(start, fox).empty(), cellName(fox).c_str());

            // A probe that reads a number: its digits at its centre.
            bool probed = false;
            for (const std::string &probe : game->legalMoves()) {
                std::unique_ptr<play::Game> next = game->clone();
                const play::MoveResult r = next->apply(probe);
                if (r.revealed == "fox") continue;
                const std::vector<std::string> texts =
                    textsAt(m->play.board(*next->publicView()), cellOf(probe));
                QVERIFY2(texts.size() == 1 && texts.front() == r.revealed, (level.id + " " + probe).c_str());
                QVERIFY(textsAt(start, cellOf(probe)).empty());
                probed = true;
                break;
            }
            QVERIFY(probed);

            // The stored solution probes the foxes: each found one is a disc on its cell, the others not.
            const std::vector<std::string> moves = m->play.solution(level, 0);
            game->apply(moves.front());
            const play::BoardPicture found = m->play.board(*game->publicView());
            for (Point fox : foxes) {
                const bool isFound = cellName(fox) == moves.front();
                QVERIFY2(circlesAt(found, fox).size() == (isFound ? 1u : 0u), cellName(fox).c_str());
            }
        }
    }

    // BanQi: each cell as the public position says, found by its name: a face-down piece a disc with no
    // letter, a face-up one its letter, an empty (or captured) one nothing. Row 1 is the picture's top
    // row, so common/cellname.h names the grid's cells as BanQi names them.
    void banqiPiecesWhereThePositionSays() {
        const ModuleBackend *m = findModule("banqi");
        QVERIFY2(m, "no banqi module in this build");
        for (const pack::Level &level : playtesting::sampleLevels("banqi")) {
            const std::unique_ptr<play::Game> game = m->play.newGame(level.data, 0);
            const std::vector<std::string> moves = m->play.solution(level, 0);
            for (std::size_t i = 0; i < 4 && i < moves.size() && !game->status().over(); ++i) {
                const std::unique_ptr<play::View> view = game->publicView();
                const play::BoardPicture pic = m->play.board(*view);
                const std::string position = view->position(); // rows 4..1, files a-h, then the rest
                const std::string board = position.substr(0, position.find(' '));
                int notationRow = 0, file = 0;
                for (char ch : board) {
                    if (ch == '/') {
                        ++notationRow;
                        file = 0;
                        continue;
                    }
                    std::string name(1, char('a' + file)); // appended: GCC 12 flags a false -Wrestrict in +
                    name += std::to_string(4 - notationRow);
                    const Point cell = cellOf(name);
                    const std::vector<const DrawCircle *> discs = circlesAt(pic, cell);
                    const std::vector<std::string> texts = textsAt(pic, cell);
                    const std::string where = level.id + " move " + std::to_string(i) + " " + name;
                    if (ch == '.') {
                        QVERIFY2(discs.empty() && texts.empty(), where.c_str());
                    } else if (ch == 'x') {
                        QVERIFY2(discs.size() == 1 && texts.empty(), where.c_str());
                    } else {
                        QVERIFY2(discs.size() == 1 && texts == std::vector<std::string>{std::string(1, ch)},
                                 where.c_str());
                    }
                    ++file;
                }
                QCOMPARE(notationRow, 3);
                game->apply(moves[i]);
            }
        }
    }
};

QTEST_APPLESS_MAIN(TestBoardPicture)
#include "tst_boardpicture.moc"
