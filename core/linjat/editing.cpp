#include "linjat/editing.h"

#include <algorithm>

namespace tessera::linjat {

namespace {

EditResult refuse(EditRefusal why) {
    EditResult r;
    r.refusal = why;
    return r;
}

EditResult accept(Puzzle after, EditKind kind, int oldValue = 0, int dropped = 0) {
    EditResult r;
    r.edit = Edit{std::move(after), kind, oldValue, dropped};
    return r;
}

bool inside(const Puzzle &p, int row, int col) {
    return row >= 0 && col >= 0 && row < p.rows() && col < p.cols();
}

} // namespace

EditResult toggleDot(const Puzzle &puzzle, int row, int col) {
    if (!inside(puzzle, row, col)) return refuse(EditRefusal::OffBoard);
    if (puzzle.numberAt(row, col) >= 0) return refuse(EditRefusal::NumberInTheWay);
    Puzzle after = puzzle;
    const bool dot = !puzzle.isDot(row, col);
    after.setDot(row, col, dot);
    return accept(after, dot ? EditKind::AddDot : EditKind::RemoveDot);
}

EditResult addDot(const Puzzle &puzzle, int row, int col) {
    if (!inside(puzzle, row, col)) return refuse(EditRefusal::OffBoard);
    if (puzzle.numberAt(row, col) >= 0 || puzzle.isDot(row, col)) return refuse(EditRefusal::NotEmpty);
    Puzzle after = puzzle;
    after.setDot(row, col, true);
    return accept(after, EditKind::AddDot);
}

EditResult setNumber(const Puzzle &puzzle, int row, int col, int value) {
    if (!inside(puzzle, row, col)) return refuse(EditRefusal::OffBoard);
    if (value < kMinValue || value > kMaxValue) return refuse(EditRefusal::ValueOutOfRange);
    Puzzle after = puzzle;
    if (const int index = puzzle.numberAt(row, col); index >= 0) {
        const int old = puzzle.number(index).value;
        if (old == value) return refuse(EditRefusal::SameValue);
        after.setValue(index, value);
        return accept(after, EditKind::ChangeNumber, old);
    }
    if (puzzle.numberCount() >= kMaxNumbers) return refuse(EditRefusal::TooManyNumbers);
    after.addNumber(row, col, value);
    return accept(after, EditKind::AddNumber);
}

EditResult clearCell(const Puzzle &puzzle, int row, int col) {
    if (!inside(puzzle, row, col)) return refuse(EditRefusal::OffBoard);
    Puzzle after = puzzle;
    if (const int index = puzzle.numberAt(row, col); index >= 0) {
        const int old = puzzle.number(index).value;
        after.removeNumber(index);
        return accept(after, EditKind::RemoveNumber, old);
    }
    if (!puzzle.isDot(row, col)) return refuse(EditRefusal::AlreadyEmpty);
    after.setDot(row, col, false);
    return accept(after, EditKind::RemoveDot);
}

EditResult moveNumber(const Puzzle &puzzle, int fromRow, int fromCol, int toRow, int toCol) {
    if (!inside(puzzle, fromRow, fromCol) || !inside(puzzle, toRow, toCol))
        return refuse(EditRefusal::OffBoard);
    const int index = puzzle.numberAt(fromRow, fromCol);
    if (index < 0) return refuse(EditRefusal::NoNumber);
    if (fromRow == toRow && fromCol == toCol) return refuse(EditRefusal::SameCell);
    if (puzzle.numberAt(toRow, toCol) >= 0) return refuse(EditRefusal::TargetHasNumber);
    Puzzle after = puzzle;
    after.moveNumber(index, toRow, toCol);
    return accept(after, EditKind::MoveNumber, puzzle.number(index).value);
}

int droppedByResize(const Puzzle &puzzle, int rows, int cols) {
    int dropped = 0;
    for (const Number &n : puzzle.numbers()) dropped += (n.row >= rows || n.col >= cols) ? 1 : 0;
    for (int r = 0; r < puzzle.rows(); ++r)
        for (int c = 0; c < puzzle.cols(); ++c)
            if (puzzle.isDot(r, c) && (r >= rows || c >= cols)) ++dropped;
    return dropped;
}

EditResult resize(const Puzzle &puzzle, int rows, int cols) {
    if (rows < kMinSide || cols < kMinSide || rows > kMaxSide || cols > kMaxSide)
        return refuse(EditRefusal::SideOutOfRange);
    if (rows == puzzle.rows() && cols == puzzle.cols()) return refuse(EditRefusal::SameSize);
    Puzzle after(rows, cols);
    for (const Number &n : puzzle.numbers())
        if (n.row < rows && n.col < cols) after.addNumber(n.row, n.col, n.value);
    for (int r = 0; r < std::min(rows, puzzle.rows()); ++r)
        for (int c = 0; c < std::min(cols, puzzle.cols()); ++c)
            if (puzzle.isDot(r, c)) after.setDot(r, c, true);
    return accept(after, EditKind::Resize, 0, droppedByResize(puzzle, rows, cols));
}

} // namespace tessera::linjat
