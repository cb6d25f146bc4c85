#include "ui/foxhunt/foxhuntui.h"

#include "foxhunt/foxhuntmodule.h"

#include "ui/foxhunt/foxhuntworkbench.h"

namespace tessera::foxhunt::ui {

tessera::ui::ModuleUi moduleUi() {
    return tessera::ui::moduleUiFor(kModuleId, [](tessera::ui::StudioContext &context, QWidget *parent) {
        return static_cast<tessera::ui::ModulePage *>(new FoxhuntWorkbench(context, parent));
    });
}

} // namespace tessera::foxhunt::ui
