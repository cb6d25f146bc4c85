#include "common/module.h"

#include "common/builtmodules.h"

#include <algorithm>
#include <iterator>

namespace tessera {

namespace {
std::vector<ModuleBackend> &backends() {
    static std::vector<ModuleBackend> list;
    return list;
}
} // namespace

std::vector<std::string> knownModuleIds() {
    std::vector<std::string> ids(std::begin(kBuiltModuleIds), std::end(kBuiltModuleIds));
    for (const auto &b : backends())
        if (std::find(ids.begin(), ids.end(), b.id) == ids.end()) ids.push_back(b.id);
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
