#pragma once

// Read by moc before every studio header (tessera_ui_module in ui/CMakeLists.txt): moc cannot parse
// <compare> when it is the first standard header it meets, and one standard header read first gives it
// the library's configuration macros. A file of ours, so the build's dependency on it exists.
#include <cstddef>
