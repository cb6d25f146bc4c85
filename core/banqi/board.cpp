#include "banqi/board.h"

#include "common/error.h"

#include <algorithm>

namespace tessera::banqi {

namespace {
constexpr char kLetters[] = "KAERHCPkaerhcp";
constexpr const char *kRankNames[7] = {"General", "Advisor", "Elephant", "Chariot",
                                       "Horse",   "Cannon",  "Soldier"};
} // namespace

char pieceChar(Cell piece) {
    return isPiece(piece) && piece <= kTypes ? kLetters[piece - 1] : '?';
}

Cell pieceFromChar(char ch) {
    for (int i = 0; i < kTypes; ++i)
        if (kLetters[i] == ch) return Cell(i + 1);
    return 0;
}

const char *rankName(int rank) {
    return rank >= 0 && rank < 7 ? kRankNames[rank] : "?";
}

const char *colourName(int colour) {
    return colour == 0 ? "red" : "black";
}

const char *variantName(Variant v) {
    return v == Variant::Taiwan ? "taiwan" : "chinese";
}

const char *cannonName(CannonMove c) {
    return c == CannonMove::Slide ? "slide" : "step";
}

Variant parseVariant(const std::string &text) {
    if (text == "taiwan") return Variant::Taiwan;
    if (text == "chinese") return Variant::Chinese;
    throw Error("unknown variant \"" + text + "\" (taiwan or chinese)");
}

CannonMove parseCannon(const std::string &text) {
    if (text == "slide") return CannonMove::Slide;
    if (text == "step") return CannonMove::Step;
    throw Error("unknown cannon move \"" + text + "\" (slide or step)");
}

bool takesByRank(const Rules &rules, int a, int b) {
    const bool taiwan = rules.variant == Variant::Taiwan;
    if (taiwan && a == Cannon) return false; // the Taiwan cannon takes only by its jump
    if (a == Soldier && b == General) return true;
    if (a == General && b == Soldier) return !taiwan;
    return a <= b;
}

std::string cellName(int cell) {
    std::string s;
    s += char('a' + cell % kCols);
    s += char('1' + cell / kCols);
    return s;
}

int parseCellName(const std::string &name) {
    if (name.size() != 2 || name[0] < 'a' || name[0] > 'h' || name[1] < '1' || name[1] > '4') return -1;
    return (name[1] - '1') * kCols + (name[0] - 'a');
}

int Position::hiddenCount() const {
    return int(std::count(board.begin(), board.end(), kHidden));
}

int Position::poolTotal() const {
    int n = 0;
    for (int c : pool) n += c;
    return n;
}

int Position::piecesOf(int colour) const {
    int n = 0;
    for (Cell c : board)
        if (isPiece(c) && colourOf(c) == colour) ++n;
    for (int t = 0; t < 7; ++t) n += pool[std::size_t(colour * 7 + t)];
    return n;
}

std::string Position::key() const {
    std::string k(kCells + 1, ' ');
    for (int i = 0; i < kCells; ++i) k[std::size_t(i)] = char(board[std::size_t(i)] + 'A');
    k[kCells] = char('0' + side + 1);
    return k;
}

Position startPosition() {
    Position p;
    p.board.fill(kHidden);
    for (int colour = 0; colour < 2; ++colour)
        for (int r = 0; r < 7; ++r) p.pool[std::size_t(colour * 7 + r)] = kRankCount[r];
    return p;
}

std::string toNotation(const Position &p) {
    std::string s;
    for (int row = kRows - 1; row >= 0; --row) {
        for (int col = 0; col < kCols; ++col) {
            const Cell c = p.board[std::size_t(row * kCols + col)];
            s += c == kEmpty ? '.' : c == kHidden ? 'x' : pieceChar(c);
        }
        if (row > 0) s += '/';
    }
    s += p.side < 0 ? " -" : p.side == 0 ? " r" : " b";
    s += ' ';
    for (int c : p.pool) s += char('0' + c);
    s += ' ' + std::to_string(p.quiet);
    return s;
}

Position parsePosition(const std::string &text) {
    std::vector<std::string> fields;
    std::string word;
    for (char ch : text + " ") {
        if (ch == ' ') {
            if (!word.empty()) fields.push_back(word);
            word.clear();
        } else {
            word += ch;
        }
    }
    if (fields.size() != 4)
        throw Error("expected 4 fields (board, side, pool, plies), found " + std::to_string(fields.size()),
                    "position");
    Position p;
    const std::string &b = fields[0];
    if (b.size() != std::size_t(kRows * (kCols + 1) - 1))
        throw Error("expected 4 rows of 8 cells separated by '/'", "board");
    for (int i = 0; i < kRows; ++i) {
        const int row = kRows - 1 - i;
        const std::string place = "board row " + std::to_string(row + 1);
        if (i > 0 && b[std::size_t(i * 9 - 1)] != '/') throw Error("expected '/' before the row", place);
        for (int col = 0; col < kCols; ++col) {
            const char ch = b[std::size_t(i * 9 + col)];
            Cell c = ch == '.' ? kEmpty : ch == 'x' ? kHidden : pieceFromChar(ch);
            if (ch != '.' && ch != 'x' && c == 0)
                throw Error(std::string("'") + ch + "' is not a cell (KAERHCP kaerhcp x .)", place);
            p.board[std::size_t(row * kCols + col)] = c;
        }
    }
    const std::string &side = fields[1];
    if (side == "r")
        p.side = 0;
    else if (side == "b")
        p.side = 1;
    else if (side == "-")
        p.side = -1;
    else
        throw Error("\"" + side + "\" is not r, b or -", "side");
    const std::string &pool = fields[2];
    if (pool.size() != std::size_t(kTypes) || pool.find_first_not_of("0123456789") != std::string::npos)
        throw Error("expected 14 digits (counts of K A E R H C P k a e r h c p)", "pool");
    for (int t = 0; t < kTypes; ++t) p.pool[std::size_t(t)] = pool[std::size_t(t)] - '0';
    const std::string &plies = fields[3];
    if (plies.empty() || plies.size() > 5 || plies.find_first_not_of("0123456789") != std::string::npos)
        throw Error("\"" + plies + "\" is not a number of plies", "plies");
    p.quiet = std::stoi(plies);
    // The pool and the board together are at most the 32 pieces of a set.
    std::array<int, kTypes> seen = p.pool;
    for (Cell c : p.board)
        if (isPiece(c)) ++seen[std::size_t(c - 1)];
    for (int t = 0; t < kTypes; ++t)
        if (seen[std::size_t(t)] > kRankCount[t % 7])
            throw Error(std::string("more ") + colourName(t / 7) + " " + rankName(t % 7) +
                            "s than a set has (" + std::to_string(kRankCount[t % 7]) + ")",
                        "pool");
    if (p.poolTotal() != p.hiddenCount())
        throw Error("the pool holds " + std::to_string(p.poolTotal()) + " pieces but the board has " +
                        std::to_string(p.hiddenCount()) + " hidden cells",
                    "pool");
    bool revealed = false;
    for (Cell c : p.board) revealed = revealed || isPiece(c);
    if (p.side < 0 && (revealed || p.hiddenCount() != kCells))
        throw Error("'-' (no colours yet) needs a board with nothing flipped", "side");
    if (p.side >= 0 && !revealed && p.hiddenCount() == kCells)
        throw Error("a board with nothing flipped has no side to move yet: '-'", "side");
    return p;
}

int stepCell(int cell, int dir) {
    const int row = cell / kCols, col = cell % kCols;
    switch (dir) {
    case 0:
        return row + 1 < kRows ? cell + kCols : -1;
    case 1:
        return col + 1 < kCols ? cell + 1 : -1;
    case 2:
        return row > 0 ? cell - kCols : -1;
    default:
        return col > 0 ? cell - 1 : -1;
    }
}

namespace {

bool taiwanCannon(const Rules &rules, Cell piece) {
    return rules.variant == Variant::Taiwan && rankOf(piece) == Cannon;
}

// The cell a Taiwan cannon at from hits in direction dir (over exactly one screen), or -1.
int cannonTarget(const Position &p, int from, int dir) {
    int c = stepCell(from, dir);
    while (c >= 0 && p.board[std::size_t(c)] == kEmpty) c = stepCell(c, dir);
    if (c < 0) return -1; // no screen
    c = stepCell(c, dir);
    while (c >= 0 && p.board[std::size_t(c)] == kEmpty) c = stepCell(c, dir);
    return c;
}

void piecesMoves(const Position &p, const Rules &rules, int colour, bool capturesOnly,
                 std::vector<Move> &out) {
    for (int from = 0; from < kCells; ++from) {
        const Cell piece = p.board[std::size_t(from)];
        if (!isPiece(piece) || colourOf(piece) != colour) continue;
        const bool cannon = taiwanCannon(rules, piece);
        for (int dir = 0; dir < 4; ++dir) {
            int to = stepCell(from, dir);
            if (cannon) {
                if (!capturesOnly)
                    while (to >= 0 && p.board[std::size_t(to)] == kEmpty) {
                        out.push_back({std::int8_t(from), std::int8_t(to)});
                        if (rules.cannon == CannonMove::Step) break;
                        to = stepCell(to, dir);
                    }
                const int hit = cannonTarget(p, from, dir);
                if (hit >= 0 && isPiece(p.board[std::size_t(hit)]) &&
                    colourOf(p.board[std::size_t(hit)]) != colour)
                    out.push_back({std::int8_t(from), std::int8_t(hit)});
                continue;
            }
            if (to < 0) continue;
            const Cell t = p.board[std::size_t(to)];
            if (t == kEmpty) {
                if (!capturesOnly) out.push_back({std::int8_t(from), std::int8_t(to)});
            } else if (isPiece(t) && colourOf(t) != colour && takesByRank(rules, rankOf(piece), rankOf(t))) {
                out.push_back({std::int8_t(from), std::int8_t(to)});
            }
        }
    }
}

} // namespace

void legalMoves(const Position &p, const Rules &rules, std::vector<Move> &out) {
    out.clear();
    for (int c = 0; c < kCells; ++c)
        if (p.board[std::size_t(c)] == kHidden) out.push_back({std::int8_t(c), std::int8_t(c)});
    if (p.side < 0) return;
    const std::size_t flips = out.size();
    piecesMoves(p, rules, p.side, false, out);
    std::sort(out.begin() + std::ptrdiff_t(flips), out.end(),
              [](Move a, Move b) { return a.from != b.from ? a.from < b.from : a.to < b.to; });
}

std::vector<Move> legalMoves(const Position &p, const Rules &rules) {
    std::vector<Move> out;
    legalMoves(p, rules, out);
    return out;
}

void captureMoves(const Position &p, const Rules &rules, int colour, std::vector<Move> &out) {
    out.clear();
    if (colour >= 0) piecesMoves(p, rules, colour, true, out);
}

bool canTake(const Position &p, const Rules &rules, int from, int to) {
    const Cell a = p.board[std::size_t(from)], b = p.board[std::size_t(to)];
    if (!isPiece(a) || !isPiece(b) || colourOf(a) == colourOf(b)) return false;
    if (taiwanCannon(rules, a)) {
        for (int dir = 0; dir < 4; ++dir)
            if (cannonTarget(p, from, dir) == to) return true;
        return false;
    }
    for (int dir = 0; dir < 4; ++dir)
        if (stepCell(from, dir) == to) return takesByRank(rules, rankOf(a), rankOf(b));
    return false;
}

std::string moveName(const Position &p, Move m) {
    if (m.isFlip()) return cellName(m.from);
    return cellName(m.from) + (p.board[std::size_t(m.to)] == kEmpty ? "-" : "x") + cellName(m.to);
}

Move parseMove(const Position &p, const Rules &rules, const std::string &text) {
    Move m;
    if (text.size() == 2) {
        const int c = parseCellName(text);
        if (c < 0) throw Error("\"" + text + "\" is not a move (b3, b3-b4 or b3xb4)");
        m = {std::int8_t(c), std::int8_t(c)};
    } else if (text.size() == 5 && (text[2] == '-' || text[2] == 'x')) {
        const int a = parseCellName(text.substr(0, 2)), b = parseCellName(text.substr(3));
        if (a < 0 || b < 0 || a == b) throw Error("\"" + text + "\" is not a move (b3, b3-b4 or b3xb4)");
        m = {std::int8_t(a), std::int8_t(b)};
        const bool take = p.board[std::size_t(b)] != kEmpty;
        if (take != (text[2] == 'x'))
            throw Error("\"" + text + "\": " + cellName(b) +
                        (take ? " is occupied (use x)" : " is empty (use -)"));
    } else {
        throw Error("\"" + text + "\" is not a move (b3, b3-b4 or b3xb4)");
    }
    const std::vector<Move> legal = legalMoves(p, rules);
    if (std::find(legal.begin(), legal.end(), m) == legal.end())
        throw Error("\"" + text + "\" is not legal in " + toNotation(p));
    return m;
}

void applyMove(Position &p, Move m) {
    Cell &to = p.board[std::size_t(m.to)];
    const bool take = to != kEmpty;
    to = p.board[std::size_t(m.from)];
    p.board[std::size_t(m.from)] = kEmpty;
    p.quiet = take ? 0 : p.quiet + 1;
    p.side = 1 - p.side;
}

void applyFlip(Position &p, int cell, Cell piece) {
    p.board[std::size_t(cell)] = piece;
    --p.pool[std::size_t(piece - 1)];
    p.quiet = 0;
    p.side = p.side < 0 ? 1 - colourOf(piece) : 1 - p.side;
}

} // namespace tessera::banqi
