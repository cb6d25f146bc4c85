#pragma once

#include "ui/common/moduleui.h"

namespace tessera::flow::ui {

// The Flow / Numberlink studio for the shell's registry (ui/uimodules.cpp).
tessera::ui::ModuleUi moduleUi();

} // namespace tessera::flow::ui
