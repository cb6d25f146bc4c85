#pragma once

// QtTest first: moc cannot parse <compare> when it is the first standard header it meets.
#include <QtTest>

#include "balls/formats.h"
#include "balls/physics.h"

#include <string>
#include <vector>

namespace ballstest {

using namespace tessera;
using namespace tessera::balls;

// A board from rows separated by '/': "..o/.@./...".
inline Board board(const std::string &text) {
    std::vector<std::string> rows;
    std::string row;
    for (char c : text) {
        if (c == '/') {
            rows.push_back(row);
            row.clear();
        } else {
            row += c;
        }
    }
    rows.push_back(row);
    return boardFromRows(rows);
}

inline std::string rowsOf(const Board &b, const State &s) {
    Board copy = b;
    copy.start = s;
    std::string out;
    for (const std::string &r : boardRows(copy)) out += (out.empty() ? "" : "/") + r;
    return out;
}

} // namespace ballstest
