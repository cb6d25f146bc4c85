#include "ui/flow/flowui.h"

#include "flow/flowmodule.h"

#include "ui/flow/flowbench.h"
#include "ui/flow/flowworkbench.h"

namespace tessera::flow::ui {

tessera::ui::ModuleUi moduleUi() {
    tessera::ui::ModuleUi ui =
        tessera::ui::moduleUiFor(kModuleId, [](tessera::ui::StudioContext &context, QWidget *parent) {
            return static_cast<tessera::ui::ModulePage *>(new FlowWorkbench(context, parent));
        });
    ui.benchCases = &benchCases;
    return ui;
}

} // namespace tessera::flow::ui
