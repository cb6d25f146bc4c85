#pragma once

#include "common/module.h"

#include "rooms/generatoroptions.h"

#include <iosfwd>
#include <string>
#include <vector>

namespace tessera::rooms {

// One benchmark case: a square-room set like the seed's experiments and generator options.
struct RoomsBenchCase {
    std::string name;
    int prefabs = 8;
    int side = 8;
    int instances = 8;
    GeneratorOptions options;
    double targetSeconds = 0;   // the target, 0 when there is none
    double originalSeconds = 0; // the seed's Java implementation on this machine kind, 0 when unmeasured
    // Thesis-fitness cases: seeds 0..seeds-1, one run each; the line reports the median over the seeds of
    // the final map's thesis fitness (measured from scratch with the case's weights) and of the CPU
    // time per map, against the thesis's own median (0 = none).
    int seeds = 0;
    double thesisMedian = 0;
};

// The seed's cases: 64 rooms (8 prefabs x 8, 8x8, 24 doors each) exact, with the always cache and with
// its tuned settings; 100 rooms (50 prefabs x 2, 6x6) exact and tuned; plus loop closing and the
// adaptive combinator with a fixed start; then the thesis-fitness cases (10 seeds, weights 1,1,1 and
// 5.8,1,1: greedy with both tie rules, restarts, lookahead, and the thesis's tuned settings like for like).
std::vector<RoomsBenchCase> roomsBenchCases();

// Runs the cases whose name contains filter, each `repeat` times (one thread), and prints one JSON line
// per case (median wall time, plus min_s and the median thread CPU time cpu_s; the moves evaluated with
// exact fitness as the items). Returns 0, or 1 when
// a case failed to place every room. With a summary stream, the thesis-fitness cases that ran are also
// printed there as a table (median, the thesis's median, the ratio, CPU per map, distinct layouts).
int runRoomsBench(std::ostream &out, int repeat, const std::string &filter, std::ostream *summary = nullptr);

// "tessera-cli bench rooms [--repeat N] [--case TEXT]": runRoomsBench from the command line.
ModuleBackend::Bench benchmark();

} // namespace tessera::rooms
