#pragma once

#include "common/point.h"
#include "common/rng.h"

#include <optional>
#include <vector>

namespace tessera::flow {

struct CoverOptions {
    int minPaths = 2;
    int maxPaths = 2;
    int minLength = 3;         // cells per path, endpoints included
    int maxStraight = 0;       // longest straight run of a path in cells; 0 = no limit
    int minBends = 0;          // turns per path
    double shortFirst = 0.5;   // chance that a merge grows the shortest path (even lengths) vs any path
    bool separateEnds = false; // no two ends of different paths side by side
};

// Random paths covering a rows x cols board with a path count in [minPaths, maxPaths]. No path
// touches itself (two orthogonal neighbours on one path are consecutive on it), which is what makes a
// cover a candidate for a strict-rule level. Built by tiling the board with dominoes (randomised by
// flips), then merging paths whose ends meet while the merged path stays self-avoiding, down to a
// random target count. nullopt when this attempt got stuck or broke a quality option; the caller
// retries with the same generator.
std::optional<std::vector<std::vector<Point>>> randomPathCover(int rows, int cols,
                                                               const CoverOptions &options, Rng &rng);

// Quality figures of one path.
int longestStraight(const std::vector<Point> &path);
int bendCount(const std::vector<Point> &path);
// Whether some two orthogonal neighbours on the path are not consecutive on it.
bool touchesItself(const std::vector<Point> &path);

} // namespace tessera::flow
