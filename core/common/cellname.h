#pragma once

#include "common/point.h"

#include <optional>
#include <string>

// Cell names as every play notation spells them: column letters, then the row number counted from 1 at
// the top ("a1" is the top-left cell, "c4" column 3 of row 4). Columns after z go on as spreadsheets
// do: aa, ab, ..., az, ba, ... (boards are at most 64 wide).
namespace tessera {

std::string cellName(Point p);
// The cell named at the start of text (letters, then digits), and how many characters the name took;
// nothing when text does not start with a cell name. Refuses leading zeros and rows or columns past 999.
struct ParsedCell {
    Point cell;
    std::size_t length = 0;
};
std::optional<ParsedCell> parseCellPrefix(const std::string &text);

} // namespace tessera
