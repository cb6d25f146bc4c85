#pragma once

#include "rooms/generatoroptions.h"

#include <QString>

#include <cstdint>
#include <functional>

class QUndoStack;

namespace tessera::rooms::ui {

class RoomsDocument;

// Applies an edit to a copy of the document's settings and pushes it as one undoable command (none
// when nothing changed). Edits with the same merge key in a row become one undo step.
void editSettings(RoomsDocument &document, QUndoStack &undoStack, const QString &text,
                  const QString &mergeKey,
                  const std::function<void(GeneratorOptions &options, std::uint64_t &seed)> &edit);

} // namespace tessera::rooms::ui
