#pragma once

#include "pack/levelpack.h"

#include <string>

// The web play-test page of a pack: one self-contained HTML file (the page, its scripts and the core
// compiled to WebAssembly, all inlined) that plays the pack from file:// with no network. The build
// makes the page's template when Emscripten is installed (web/, tessera-playtest.html); this fills the
// pack into it. "tessera-cli pack export-web" and the studio's Pack > Export Play-Test Page both call it.
namespace tessera::pack {

// Where the template is: given (when not empty), else $TESSERA_PLAYTEST_TEMPLATE, else the one this
// build made. Throws Error saying how to get one when none exists.
std::string findPlayTestTemplate(const std::string &given = {});

// The page: the template with the pack's JSON in place. Throws Error when the template is not one
// (its pack placeholder is missing).
std::string playTestPage(const LevelPack &pack, const std::string &templateText);

} // namespace tessera::pack
