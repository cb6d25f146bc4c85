#pragma once

#include <QString>

#include <functional>
#include <vector>

class QWidget;

namespace tessera::ui {

class StudioContext;
class Workbench;

// One module's studio as the shell sees it. Each ui/<module>/ library returns one of these from
// tessera::<module>::ui::moduleUi(); the generated registry (ui/uimodules.cpp) adds them all.
struct ModuleUi {
    QString id;    // the core module id ("linjat"): levels with this module open in this workbench
    QString title; // for people ("Linjat")
    QString
        icon; // a resource path (":/icons/linjat.svg"); a plain path, so registering needs no QApplication
    std::function<Workbench *(StudioContext &context, QWidget *parent)> createWorkbench;
};

// The registered module studios, in registration order (the order of TESSERA_UI_MODULES).
const std::vector<ModuleUi> &moduleUis();
const ModuleUi *findModuleUi(const QString &id);
// Adds or replaces (same id) a module studio.
void addModuleUi(ModuleUi module);
// Registers every module studio compiled into tessera_ui; idempotent. Defined in the generated
// ui/uimodules.cpp, so it is only available when linking tessera_ui (not tessera_ui_common alone).
void registerUiModules();

} // namespace tessera::ui
