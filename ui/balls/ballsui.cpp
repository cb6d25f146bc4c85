#include "ui/balls/ballsui.h"

#include "balls/ballsmodule.h"

#include "ui/balls/ballsbench.h"
#include "ui/balls/ballsworkbench.h"

namespace tessera::balls::ui {

tessera::ui::ModuleUi moduleUi() {
    tessera::ui::ModuleUi ui =
        tessera::ui::moduleUiFor(kModuleId, [](tessera::ui::StudioContext &context, QWidget *parent) {
            return static_cast<tessera::ui::ModulePage *>(new BallsWorkbench(context, parent));
        });
    ui.benchCases = &benchCases;
    return ui;
}

} // namespace tessera::balls::ui
