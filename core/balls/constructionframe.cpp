#include "balls/constructionframe.h"

#include <cstddef>

namespace tessera::balls {

ConstructionFrame constructionFrame(const Construction &construction, int step) {
    ConstructionFrame frame;
    frame.board = construction.board;
    frame.board.start.whites = CellSet{};
    std::size_t accepted = 0;
    for (int i = 0; i < step && i < static_cast<int>(construction.steps.size()); ++i) {
        const ConstructionStep &s = construction.steps[static_cast<std::size_t>(i)];
        if (s.kind != ConstructionStep::Kind::Accept) continue;
        frame.board.start.whites.set(frame.board.index(s.to));
        ++accepted;
    }
    if (step > 0 && step <= static_cast<int>(construction.steps.size()))
        frame.marker = construction.steps[static_cast<std::size_t>(step - 1)];
    // Each accepted ball is one move of the history, in the order they were built.
    frame.history.assign(construction.history.begin(),
                         construction.history.begin() + static_cast<std::ptrdiff_t>(accepted));
    return frame;
}

} // namespace tessera::balls
