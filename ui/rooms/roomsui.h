#pragma once

#include "ui/common/moduleui.h"

namespace tessera::rooms::ui {

// The room-map studio for the shell's registry (ui/uimodules.cpp).
tessera::ui::ModuleUi moduleUi();

} // namespace tessera::rooms::ui
