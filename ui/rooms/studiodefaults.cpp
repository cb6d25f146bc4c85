#include "ui/rooms/studiodefaults.h"

namespace tessera::rooms::ui {

GeneratorOptions studioDefaultOptions() {
    return GeneratorOptions{};
}

} // namespace tessera::rooms::ui
