#pragma once

#include "foxhunt/hunt.h"

#include <string>
#include <vector>

namespace tessera::foxhunt {

// The words of a probe list: "c3=1,d4=0" or "c3 d4", split at commas and spaces.
std::vector<std::string> splitProbeList(const std::string &text);

// Puts one word on the view: "CELL=N" (reading true: an empty cell probed, N foxes on its rays) or
// "CELL" (reading false: a probe found a fox there). Throws Error starting with place and the word
// ("--probe k1=0: k1 is outside the 3x3 field") for a bad cell, a cell given twice or a reading that is
// not a number of at most three digits. Whether the readings agree is the tracker's question.
void putProbe(View &view, const std::string &word, bool reading, const std::string &place);

} // namespace tessera::foxhunt
