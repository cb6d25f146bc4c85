#include "ui/rooms/roomsui.h"

#include "rooms/roomsmodule.h"

#include "ui/rooms/roomsbench.h"
#include "ui/rooms/roomsworkbench.h"

namespace tessera::rooms::ui {

tessera::ui::ModuleUi moduleUi() {
    tessera::ui::ModuleUi ui =
        tessera::ui::moduleUiFor(kModuleId, [](tessera::ui::StudioContext &context, QWidget *parent) {
            return static_cast<tessera::ui::ModulePage *>(new RoomsWorkbench(context, parent));
        });
    ui.benchCases = &benchCases;
    return ui;
}

} // namespace tessera::rooms::ui
