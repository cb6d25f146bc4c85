#pragma once

#include "ui/common/studiobench.h"

#include <vector>

namespace tessera::rooms::ui {

// The room-map interactions `tessera --bench` times: a weight slider step to the painted map.
std::vector<tessera::ui::BenchCase> benchCases();

} // namespace tessera::rooms::ui
