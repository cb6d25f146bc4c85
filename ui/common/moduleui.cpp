#include "ui/common/moduleui.h"

namespace tessera::ui {

namespace {
std::vector<ModuleUi> &registry() {
    static std::vector<ModuleUi> list;
    return list;
}
} // namespace

const std::vector<ModuleUi> &moduleUis() {
    return registry();
}

const ModuleUi *findModuleUi(const QString &id) {
    for (const auto &m : registry())
        if (m.id == id) return &m;
    return nullptr;
}

void addModuleUi(ModuleUi module) {
    for (auto &m : registry())
        if (m.id == module.id) {
            m = std::move(module);
            return;
        }
    registry().push_back(std::move(module));
}

} // namespace tessera::ui
