#include "common/cellname.h"

namespace tessera {

std::string cellName(Point p) {
    std::string letters;
    for (int c = p.col + 1; c > 0; c = (c - 1) / 26)
        letters.insert(letters.begin(), char('a' + (c - 1) % 26));
    letters.append(std::to_string(p.row + 1));
    return letters;
}

std::optional<ParsedCell> parseCellPrefix(const std::string &text) {
    std::size_t i = 0;
    int col = 0;
    while (i < text.size() && text[i] >= 'a' && text[i] <= 'z' && i < 3)
        col = col * 26 + (text[i++] - 'a' + 1);
    if (i == 0 || i >= text.size() || text[i] < '1' || text[i] > '9') return std::nullopt;
    int row = 0;
    const std::size_t digits = i;
    while (i < text.size() && text[i] >= '0' && text[i] <= '9' && i - digits < 3)
        row = row * 10 + (text[i++] - '0');
    return ParsedCell{{row - 1, col - 1}, i};
}

} // namespace tessera
