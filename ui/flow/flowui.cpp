#include "ui/flow/flowui.h"

#include "ui/flow/flowworkbench.h"

namespace tessera::flow::ui {

tessera::ui::ModuleUi moduleUi() {
    tessera::ui::ModuleUi module;
    module.id = QStringLiteral("flow");
    module.title = QStringLiteral("Flow");
    module.icon = QStringLiteral(":/icons/module-flow.svg");
    module.createWorkbench = [](tessera::ui::StudioContext &context,
                                QWidget *parent) -> tessera::ui::Workbench * {
        return new FlowWorkbench(context, parent);
    };
    return module;
}

} // namespace tessera::flow::ui
