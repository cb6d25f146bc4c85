#include "common/module.h"

namespace tessera {

namespace {
std::vector<ModuleBackend> &backends() {
    static std::vector<ModuleBackend> list;
    return list;
}
} // namespace

const std::vector<std::string> &knownModuleIds() {
    static const std::vector<std::string> ids{"linjat", "flow", "rooms", "balls", "banqi", "foxhunt"};
    return ids;
}

const std::vector<ModuleBackend> &moduleBackends() { return backends(); }

const ModuleBackend *findModule(std::string_view id) {
    for (const auto &b : backends())
        if (b.id == id) return &b;
    return nullptr;
}

void addModuleBackend(ModuleBackend backend) {
    for (auto &b : backends())
        if (b.id == backend.id) {
            b = std::move(backend);
            return;
        }
    backends().push_back(std::move(backend));
}

} // namespace tessera
