#include "ui/rooms/studiodefaults.h"

namespace tessera::rooms::ui {

GeneratorOptions studioDefaultOptions() {
    GeneratorOptions o;
    o.combinator.weights = {1.0, 1.0, 1.0, 0.25, 0.0, 0.0};
    return o;
}

} // namespace tessera::rooms::ui
