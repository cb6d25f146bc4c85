#pragma once

// Helpers shared by the flow tests: puzzles from text, and a brute-force counter that shares no code
// with the solvers (it enumerates link sets cell by cell and asks only the validator).
#include "flow/formats.h"
#include "flow/validator.h"

#include <QString>

#include <cstdint>
#include <string>
#include <vector>

namespace flowtest {

using namespace tessera;
using namespace tessera::flow;

inline Puzzle ascii(const std::string &text, Rule rule = Rule::Strict) {
    Puzzle p = parseAscii(text).at(0);
    p.rule = rule;
    return p;
}

// The bundled sample pack's 14x14 level (resources/samples/sample-pack.json, "flow-5"): unique under
// the strict rule and, as the clauses prove, under the any-filling rule too.
inline const char *const kSample14 = "...A........B.\n"
                                     ".C........B...\n"
                                     "......D.......\n"
                                     "......E.D.F.A.\n"
                                     "G.....C.......\n"
                                     "...G..F..H.IJ.\n"
                                     ".K...L........\n"
                                     "..M........M..\n"
                                     "..N.....I..H..\n"
                                     ".......J......\n"
                                     "..............\n"
                                     "KL............\n"
                                     "............E.\n"
                                     "N.............\n";

inline std::string dataPath(const std::string &name) {
    // Appended, not chained with +: GCC 12 warns falsely about the chained form.
    std::string path = TESSERA_TEST_DATA;
    path += "/flow/";
    path += name;
    return path;
}

inline std::vector<Puzzle> dataSet(const std::string &name) {
    std::vector<Puzzle> out;
    for (const LoadedPuzzle &l : loadPuzzles(dataPath(name))) out.push_back(l.puzzle);
    return out;
}

// Every set of links in which each cell has exactly its degree (1 at endpoints, 2 elsewhere), built
// cell by cell in reading order (each cell decides its right and down links); each full set is traced
// and kept when the validator accepts it and the trace uses every link (no stray loop).
class BruteForce {
public:
    BruteForce(const Puzzle &puzzle, Rule rule, int limit)
        : mPuzzle(puzzle)
        , mRule(rule)
        , mLimit(limit)
        , mLinks(puzzle.rows, puzzle.cols, 0) {
        const Grid<int> ends = puzzle.endpointGrid();
        for (int i = 0; i < ends.size(); ++i) mNeed.push_back(ends[i] >= 0 ? 1 : 2);
    }
    int count() {
        visit(0);
        return mCount;
    }

private:
    int degree(int i) const { return __builtin_popcount(mLinks[i]); }
    void visit(int i) {
        if (mCount >= mLimit) return;
        if (i == mPuzzle.cellCount()) {
            const Solution s = solutionFromLinks(mPuzzle, mLinks);
            if (validateSolution(mPuzzle, s, mRule).ok && linkGrid(mPuzzle, s) == mLinks) ++mCount;
            return;
        }
        const int r = i / mPuzzle.cols, c = i % mPuzzle.cols;
        const bool canRight = c + 1 < mPuzzle.cols, canDown = r + 1 < mPuzzle.rows;
        for (int choice = 0; choice < 4; ++choice) {
            const bool right = choice & 1, down = choice & 2;
            if ((right && !canRight) || (down && !canDown)) continue;
            if (degree(i) + right + down != mNeed[static_cast<std::size_t>(i)]) continue;
            if (right && degree(i + 1) + 1 > mNeed[static_cast<std::size_t>(i + 1)]) continue;
            if (down && degree(i + mPuzzle.cols) + 1 > mNeed[static_cast<std::size_t>(i + mPuzzle.cols)])
                continue;
            const auto saved = std::make_tuple(mLinks[i], canRight ? mLinks[i + 1] : 0,
                                               canDown ? mLinks[i + mPuzzle.cols] : 0);
            if (right) {
                mLinks[i] |= 1u << static_cast<int>(Dir::Right);
                mLinks[i + 1] |= 1u << static_cast<int>(Dir::Left);
            }
            if (down) {
                mLinks[i] |= 1u << static_cast<int>(Dir::Down);
                mLinks[i + mPuzzle.cols] |= 1u << static_cast<int>(Dir::Up);
            }
            visit(i + 1);
            mLinks[i] = std::get<0>(saved);
            if (canRight) mLinks[i + 1] = std::get<1>(saved);
            if (canDown) mLinks[i + mPuzzle.cols] = std::get<2>(saved);
        }
    }

    const Puzzle &mPuzzle;
    Rule mRule;
    int mLimit;
    Grid<std::uint8_t> mLinks;
    std::vector<int> mNeed;
    int mCount = 0;
};

inline int bruteForceCount(const Puzzle &puzzle, Rule rule, int limit = 1000) {
    return BruteForce(puzzle, rule, limit).count();
}

inline QString q(const std::string &s) {
    return QString::fromStdString(s);
}

} // namespace flowtest
