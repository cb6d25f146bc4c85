#include "ui/linjat/linjatui.h"

#include "ui/linjat/linjatworkbench.h"

namespace tessera::linjat::ui {

tessera::ui::ModuleUi moduleUi() {
    tessera::ui::ModuleUi module;
    module.id = QStringLiteral("linjat");
    module.title = QStringLiteral("Linjat");
    module.icon = QStringLiteral(":/icons/module-linjat.svg");
    module.createWorkbench = [](tessera::ui::StudioContext &context,
                                QWidget *parent) -> tessera::ui::Workbench * {
        return new LinjatWorkbench(context, parent);
    };
    return module;
}

} // namespace tessera::linjat::ui
