#include "ui/banqi/banqiui.h"

#include "banqi/banqimodule.h"

#include "ui/banqi/banqiworkbench.h"

namespace tessera::banqi::ui {

tessera::ui::ModuleUi moduleUi() {
    return tessera::ui::moduleUiFor(kModuleId, [](tessera::ui::StudioContext &context, QWidget *parent) {
        return static_cast<tessera::ui::ModulePage *>(new BanqiWorkbench(context, parent));
    });
}

} // namespace tessera::banqi::ui
