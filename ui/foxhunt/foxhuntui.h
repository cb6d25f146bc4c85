#pragma once

#include "ui/common/moduleui.h"

namespace tessera::foxhunt::ui {

// The Fox Hunt studio for the shell's registry (ui/uimodules.cpp).
tessera::ui::ModuleUi moduleUi();

} // namespace tessera::foxhunt::ui
