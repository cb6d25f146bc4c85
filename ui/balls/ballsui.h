#pragma once

#include "ui/common/moduleui.h"

namespace tessera::balls::ui {

// The ball-push studio for the shell's registry (ui/uimodules.cpp).
tessera::ui::ModuleUi moduleUi();

} // namespace tessera::balls::ui
