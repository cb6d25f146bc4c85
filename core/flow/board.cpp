#include "flow/board.h"

namespace tessera::flow {

Board::Board(const Puzzle &puzzle, Rule r)
    : rows(puzzle.rows)
    , cols(puzzle.cols)
    , cells(puzzle.rows * puzzle.cols)
    , colours(puzzle.colourCount())
    , rule(r)
    , allColours(colours >= 64 ? ~std::uint64_t{0} : ((std::uint64_t{1} << colours) - 1))
    , neighbour(static_cast<std::size_t>(cells))
    , need(static_cast<std::size_t>(cells), 2)
    , endpointColour(static_cast<std::size_t>(cells), -1)
    , initialShapes(static_cast<std::size_t>(cells), 0)
    , diagonal(static_cast<std::size_t>(cells)) {
    for (int i = 0; i < cells; ++i) {
        const Point p = point(i);
        for (Dir d : kAllDirs) {
            const Point q = step(p, d);
            neighbour[static_cast<std::size_t>(i)][static_cast<std::size_t>(d)] =
                puzzle.inside(q) ? index(q) : -1;
        }
    }
    for (int c = 0; c < colours; ++c) {
        const Pair &pair = puzzle.pairs[static_cast<std::size_t>(c)];
        endA.push_back(index(pair.a));
        endB.push_back(index(pair.b));
        for (int e : {endA.back(), endB.back()}) {
            need[static_cast<std::size_t>(e)] = 1;
            endpointColour[static_cast<std::size_t>(e)] = c;
        }
    }
    // The corner lemma of the strict rule: if an inner cell turns, say right + down, the cell on its
    // down-right diagonal touches both of its path neighbours, so it is on another path and cannot
    // link back up or left: it is the same corner or an endpoint. Following the diagonal, a corner
    // needs an endpoint on it with only inner cells between.
    for (int i = 0; i < cells; ++i) {
        const Point p = point(i);
        for (int k = 0; k < 4; ++k) {
            Point diag{0, 0};
            for (Dir d : kAllDirs)
                if (kShapeDirs[k] & (1u << static_cast<int>(d))) diag = diag + delta(d);
            const Point q = p + diag;
            diagonal[static_cast<std::size_t>(i)][static_cast<std::size_t>(k)] =
                puzzle.inside(q) ? index(q) : -1;
        }
    }
    for (int i = 0; i < cells; ++i) {
        if (endpointColour[static_cast<std::size_t>(i)] >= 0) continue;
        std::uint8_t shapes = 0b110000;
        for (int k = 0; k < 4; ++k) {
            int q = diagonal[static_cast<std::size_t>(i)][static_cast<std::size_t>(k)];
            while (q >= 0 && endpointColour[static_cast<std::size_t>(q)] < 0)
                q = diagonal[static_cast<std::size_t>(q)][static_cast<std::size_t>(k)];
            if (q >= 0) shapes |= static_cast<std::uint8_t>(1u << k);
        }
        initialShapes[static_cast<std::size_t>(i)] = r == Rule::Strict ? shapes : kAllShapes;
    }
}

} // namespace tessera::flow
