#include "ui/rooms/settingsedit.h"

#include "rooms/editing.h"
#include "ui/rooms/commands/setsettingscommand.h"
#include "ui/rooms/roomsdocument.h"

#include <QUndoStack>

namespace tessera::rooms::ui {

void editSettings(RoomsDocument &document, QUndoStack &undoStack, const QString &text,
                  const QString &mergeKey,
                  const std::function<void(GeneratorOptions &options, std::uint64_t &seed)> &edit) {
    GeneratorOptions options = document.options();
    std::uint64_t seed = document.seed();
    edit(options, seed);
    if (sameSettings(options, seed, document.options(), document.seed())) return; // nothing changed
    undoStack.push(new SetSettingsCommand(document, options, seed, text, mergeKey));
}

} // namespace tessera::rooms::ui
