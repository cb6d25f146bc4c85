#pragma once

#include "linjat/puzzle.h"

#include <optional>

namespace tessera::linjat {

// The edits a designer makes to a level, as pure functions: each returns the edited puzzle or says why
// the edit is refused, so the studio only words the refusal and wraps the change in an undo command.

// Why an edit is refused; the studio turns it into a sentence with the cell it was asked about.
enum class EditRefusal {
    OffBoard,        // a cell outside the board
    NumberInTheWay,  // a dot cannot go on a number
    NotEmpty,        // the cell holds a number or a dot
    AlreadyEmpty,    // nothing to clear
    NoNumber,        // nothing to move
    SameCell,        // a move onto its own cell
    TargetHasNumber, // a move onto another number
    ValueOutOfRange, // outside kMinValue..kMaxValue
    SameValue,       // the number already has that value
    TooManyNumbers,  // kMaxNumbers reached
    SideOutOfRange,  // a side outside kMinSide..kMaxSide
    SameSize,        // a resize to the current size
};

// What an accepted edit did, for the undo history's wording.
enum class EditKind { AddDot, RemoveDot, AddNumber, ChangeNumber, RemoveNumber, MoveNumber, Resize };

struct Edit {
    Puzzle after;
    EditKind kind = EditKind::AddDot;
    int oldValue = 0; // the number's value before (ChangeNumber, RemoveNumber, MoveNumber)
    int dropped = 0;  // numbers and dots a resize removed
};

// Either an edit or a refusal.
struct EditResult {
    std::optional<Edit> edit;
    EditRefusal refusal = EditRefusal::OffBoard; // meaningful only without an edit

    bool accepted() const { return edit.has_value(); }
};

// A click: a dot appears on an empty cell and goes from a dot. Refused on a number.
EditResult toggleDot(const Puzzle &puzzle, int row, int col);
// A dot on an empty cell only (the generator's suggestion). Refused on a number or a dot.
EditResult addDot(const Puzzle &puzzle, int row, int col);
// A digit: a new number (replacing a dot there) or a new value for the number there.
EditResult setNumber(const Puzzle &puzzle, int row, int col, int value);
// Delete: the number or dot on the cell goes. Refused on an empty cell.
EditResult clearCell(const Puzzle &puzzle, int row, int col);
// A drag: the number moves to a cell without a number (a dot there goes).
EditResult moveNumber(const Puzzle &puzzle, int fromRow, int fromCol, int toRow, int toCol);
// A new size; the top-left corner stays, numbers and dots outside the new size go.
EditResult resize(const Puzzle &puzzle, int rows, int cols);
// How many numbers and dots resize(puzzle, rows, cols) would drop.
int droppedByResize(const Puzzle &puzzle, int rows, int cols);

} // namespace tessera::linjat
