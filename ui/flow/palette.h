#pragma once

#include <QColor>

namespace tessera::flow::ui {

// The colour of an endpoint label: the core's preview colour of the label's position in kLabelOrder,
// so the editor, the pipes and the pack thumbnails agree.
QColor labelColour(char label);
// The label of palette slot i (kLabelOrder), or 0 when out of range.
char paletteLabel(int slot);
int paletteSlot(char label);
int paletteSize();

} // namespace tessera::flow::ui
