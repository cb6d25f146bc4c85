#include "ui/common/moduleui.h"

#include "common/module.h"

namespace tessera::ui {

namespace {
std::vector<ModuleUi> &registry() {
    static std::vector<ModuleUi> list;
    return list;
}
} // namespace

ModuleUi moduleUiFor(const char *coreId,
                     std::function<ModulePage *(StudioContext &context, QWidget *parent)> createPage) {
    registerModules(); // idempotent: the core's registry is the source of the identity
    ModuleUi module;
    module.id = QString::fromLatin1(coreId);
    const ModuleBackend *backend = findModule(coreId);
    module.title = backend ? QString::fromStdString(backend->title) : module.id;
    if (backend) module.icon = moduleIconPath(*backend);
    module.createPage = std::move(createPage);
    return module;
}

QString moduleIconPath(const ModuleBackend &backend) {
    if (backend.icon.empty()) return {};
    return QStringLiteral(":/modules/%1/%2")
        .arg(QString::fromStdString(backend.id), QString::fromStdString(backend.icon));
}

QColor moduleColour(const std::string &id) {
    if (const ModuleBackend *backend = findModule(id)) {
        const QColor described = QColor::fromString(QString::fromStdString(backend->colour));
        if (described.isValid()) return described;
    }
    // A hash that is the same in every run (std::hash need not be), so a pack looks the same each time.
    unsigned hue = 0;
    for (unsigned char c : id) hue = hue * 31 + c;
    return QColor::fromHsv(int(hue % 360), 160, 180);
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
