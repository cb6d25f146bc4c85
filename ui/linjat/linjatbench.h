#pragma once

#include "ui/common/studiobench.h"

#include <vector>

namespace tessera::linjat::ui {

// The interactions `tessera --bench` times on this module's page (studiobench.h).
std::vector<tessera::ui::BenchCase> benchCases();

} // namespace tessera::linjat::ui
