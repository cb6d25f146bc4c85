#include "ui/foxhunt/foxhuntui.h"

#include "foxhunt/foxhuntmodule.h"

#include "ui/foxhunt/foxhuntbench.h"
#include "ui/foxhunt/foxhuntworkbench.h"

namespace tessera::foxhunt::ui {

tessera::ui::ModuleUi moduleUi() {
    tessera::ui::ModuleUi ui =
        tessera::ui::moduleUiFor(kModuleId, [](tessera::ui::StudioContext &context, QWidget *parent) {
            return static_cast<tessera::ui::ModulePage *>(new FoxhuntWorkbench(context, parent));
        });
    ui.benchCases = &benchCases;
    return ui;
}

} // namespace tessera::foxhunt::ui
