#include "ui/flow/palette.h"

#include "flow/preview.h"
#include "flow/puzzle.h"
#include "ui/common/drawingpainter.h"

namespace tessera::flow::ui {

QColor labelColour(char label) {
    const int slot = paletteSlot(label);
    return tessera::ui::DrawingPainter::toQColor(flowColour(slot < 0 ? 0 : slot));
}

char paletteLabel(int slot) {
    return slot >= 0 && slot < paletteSize() ? kLabelOrder[std::size_t(slot)] : 0;
}

int paletteSlot(char label) {
    const auto pos = kLabelOrder.find(label);
    return pos == std::string_view::npos ? -1 : int(pos);
}

int paletteSize() {
    return int(kLabelOrder.size());
}

} // namespace tessera::flow::ui
