#include "ui/common/moduleui.h"

#include "common/module.h"

namespace tessera::ui {

namespace {
std::vector<ModuleUi> &registry() {
    static std::vector<ModuleUi> list;
    return list;
}
} // namespace

ModuleUi moduleUiFor(const char *coreId, const QString &icon,
                     std::function<ModulePage *(StudioContext &context, QWidget *parent)> createPage) {
    registerModules(); // idempotent: the core's registry is the source of the identity
    ModuleUi module;
    module.id = QString::fromLatin1(coreId);
    const ModuleBackend *backend = findModule(coreId);
    module.title = backend ? QString::fromStdString(backend->title) : module.id;
    module.icon = icon;
    module.createPage = std::move(createPage);
    return module;
}

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
