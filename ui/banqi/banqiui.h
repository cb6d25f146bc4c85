#pragma once

#include "ui/common/moduleui.h"

namespace tessera::banqi::ui {

// The BanQi studio for the shell's registry (ui/uimodules.cpp).
tessera::ui::ModuleUi moduleUi();

} // namespace tessera::banqi::ui
