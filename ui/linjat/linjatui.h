#pragma once

#include "ui/common/moduleui.h"

namespace tessera::linjat::ui {

// The Linjat studio for the shell's registry (ui/uimodules.cpp).
tessera::ui::ModuleUi moduleUi();

} // namespace tessera::linjat::ui
