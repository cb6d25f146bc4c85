#pragma once

#include <QColor>
#include <QString>

#include <functional>
#include <string>
#include <vector>

class QWidget;

namespace tessera {
struct ModuleBackend;
}

namespace tessera::ui {

class ModulePage;
class StudioContext;
struct BenchCase;

// One module's studio as the shell sees it. Each ui/<module>/ library returns one of these from
// tessera::<module>::ui::moduleUi() (made by moduleUiFor, so the identity is the core's); the generated
// registry (ui/uimodules.cpp) adds them all. Menus, the switcher, page titles and messages read it here.
struct ModuleUi {
    QString id;    // the core module id ("linjat"): levels with this module open in this page
    QString title; // the core module's title, for people ("Linjat")
    // A resource path (":/modules/linjat/linjat.svg"); a plain path, so registering needs no QApplication.
    QString icon;
    std::function<ModulePage *(StudioContext &context, QWidget *parent)> createPage;
    // The interactions `tessera --bench` times on this page (studiobench.h); none when empty.
    std::function<std::vector<BenchCase>()> benchCases;
};

// A module studio whose id, title and icon are those the core module with this id describes (core/
// <module>/<module>module.cpp, the one place they are written); the id itself when the core has no such
// module.
ModuleUi moduleUiFor(const char *coreId,
                     std::function<ModulePage *(StudioContext &context, QWidget *parent)> createPage);

// The resource path of the icon a module's description names: ui/CMakeLists.txt puts the icons of the
// module's studio folder under :/modules/<id>/. Empty when it names none.
QString moduleIconPath(const ModuleBackend &backend);
// The module's accent colour from its description (difficulty chart, overview); a colour made from the id
// when the module is not registered or names none, the same one every time.
QColor moduleColour(const std::string &id);

// The registered module studios, in registration order (the order of TESSERA_UI_MODULES).
const std::vector<ModuleUi> &moduleUis();
const ModuleUi *findModuleUi(const QString &id);
// Adds or replaces (same id) a module studio.
void addModuleUi(ModuleUi module);
// Registers every module studio compiled into tessera_ui, with what they stand on (the bundled
// resources and the core's modules): the one set-up call of mains and tests; idempotent. Defined in
// the generated ui/uimodules.cpp, so it is only available when linking tessera_ui (not
// tessera_ui_common alone).
void registerUiModules();

} // namespace tessera::ui
