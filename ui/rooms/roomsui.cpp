#include "ui/rooms/roomsui.h"

#include "ui/rooms/roomsworkbench.h"

namespace tessera::rooms::ui {

tessera::ui::ModuleUi moduleUi() {
    tessera::ui::ModuleUi module;
    module.id = QStringLiteral("rooms");
    module.title = QStringLiteral("Room Maps");
    module.icon = QStringLiteral(":/icons/module-rooms.svg");
    module.createWorkbench = [](tessera::ui::StudioContext &context,
                                QWidget *parent) -> tessera::ui::Workbench * {
        return new RoomsWorkbench(context, parent);
    };
    return module;
}

} // namespace tessera::rooms::ui
