#pragma once

#include <QString>

namespace tessera::ui {

class PackDocument;

// Where the studio's file dialogs open: the folder last chosen in any of them (while it exists), else
// the open pack's folder, else the user's documents, else (no such folder) the home folder.
QString dialogFolder(const PackDocument &pack);
// A suggested path for a save dialog: fileName in dialogFolder (characters no file name may hold are
// replaced).
QString dialogPath(const PackDocument &pack, const QString &fileName);
// Remembers the folder of a path a dialog returned (a file's folder, or the folder itself).
void rememberDialogPath(const QString &path);

} // namespace tessera::ui
