#include "foxhunt/probelist.h"

#include "common/error.h"

namespace tessera::foxhunt {

std::vector<std::string> splitProbeList(const std::string &text) {
    std::vector<std::string> words;
    std::string word;
    for (char ch : text + ",") {
        if (ch == ',' || ch == ' ') {
            if (!word.empty()) words.push_back(word);
            word.clear();
        } else {
            word += ch;
        }
    }
    return words;
}

void putProbe(View &view, const std::string &word, bool reading, const std::string &place) {
    try {
        const auto eq = word.find('=');
        if (reading != (eq != std::string::npos))
            throw Error(reading ? "expected CELL=N" : "expected a cell name");
        const Point p = parseCell(word.substr(0, eq));
        if (p.row >= view.rows || p.col >= view.cols)
            throw Error(cellName(p) + " is outside the " + std::to_string(view.rows) + "x" +
                        std::to_string(view.cols) + " field");
        if (view.cells.at(p) != kUnknown) throw Error(cellName(p) + " is given twice");
        int value = kFound;
        if (reading) {
            const std::string n = word.substr(eq + 1);
            if (n.empty() || n.size() > 3 || n.find_first_not_of("0123456789") != std::string::npos)
                throw Error("\"" + n + "\" is not a reading");
            value = std::stoi(n);
        }
        view.cells.at(p) = value;
    } catch (const Error &e) {
        throw Error(place + " " + word + ": " + e.message());
    }
}

} // namespace tessera::foxhunt
