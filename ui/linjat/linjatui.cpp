#include "ui/linjat/linjatui.h"

#include "linjat/linjatmodule.h"

#include "ui/linjat/linjatbench.h"
#include "ui/linjat/linjatworkbench.h"

namespace tessera::linjat::ui {

tessera::ui::ModuleUi moduleUi() {
    tessera::ui::ModuleUi ui =
        tessera::ui::moduleUiFor(kModuleId, [](tessera::ui::StudioContext &context, QWidget *parent) {
            return static_cast<tessera::ui::ModulePage *>(new LinjatWorkbench(context, parent));
        });
    ui.benchCases = &benchCases;
    return ui;
}

} // namespace tessera::linjat::ui
