#include "ui/flow/flowui.h"

#include "flow/flowmodule.h"

#include "ui/flow/flowworkbench.h"

namespace tessera::flow::ui {

tessera::ui::ModuleUi moduleUi() {
    return tessera::ui::moduleUiFor(kModuleId, [](tessera::ui::StudioContext &context, QWidget *parent) {
        return static_cast<tessera::ui::ModulePage *>(new FlowWorkbench(context, parent));
    });
}

} // namespace tessera::flow::ui
