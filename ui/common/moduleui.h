#pragma once

#include <QString>

#include <functional>
#include <vector>

class QWidget;

namespace tessera::ui {

class ModulePage;
class StudioContext;

// One module's studio as the shell sees it. Each ui/<module>/ library returns one of these from
// tessera::<module>::ui::moduleUi() (made by moduleUiFor, so the identity is the core's); the generated
// registry (ui/uimodules.cpp) adds them all. Menus, the switcher, page titles and messages read it here.
struct ModuleUi {
    QString id;    // the core module id ("linjat"): levels with this module open in this page
    QString title; // the core module's title, for people ("Linjat")
    // A resource path (":/icons/linjat.svg"); a plain path, so registering needs no QApplication.
    QString icon;
    std::function<ModulePage *(StudioContext &context, QWidget *parent)> createPage;
};

// A module studio whose id and title are those of the core module with this id (core/<module>/
// <module>module.cpp, the one place they are written); the id itself when the core has no such module.
ModuleUi moduleUiFor(const char *coreId, const QString &icon,
                     std::function<ModulePage *(StudioContext &context, QWidget *parent)> createPage);

// The registered module studios, in registration order (the order of TESSERA_UI_MODULES).
const std::vector<ModuleUi> &moduleUis();
const ModuleUi *findModuleUi(const QString &id);
// Adds or replaces (same id) a module studio.
void addModuleUi(ModuleUi module);
// Registers every module studio compiled into tessera_ui; idempotent. Defined in the generated
// ui/uimodules.cpp, so it is only available when linking tessera_ui (not tessera_ui_common alone).
void registerUiModules();

} // namespace tessera::ui
