#include "ui/banqi/banqiui.h"

#include "banqi/banqimodule.h"

#include "ui/banqi/banqibench.h"
#include "ui/banqi/banqiworkbench.h"

namespace tessera::banqi::ui {

tessera::ui::ModuleUi moduleUi() {
    tessera::ui::ModuleUi ui =
        tessera::ui::moduleUiFor(kModuleId, [](tessera::ui::StudioContext &context, QWidget *parent) {
            return static_cast<tessera::ui::ModulePage *>(new BanqiWorkbench(context, parent));
        });
    ui.benchCases = &benchCases;
    return ui;
}

} // namespace tessera::banqi::ui
