#pragma once

#include "pack/levelpack.h"

#include <QString>

namespace tessera::ui {

// Makes the bundled resources (resources/resources.qrc: sample pack, icons) available. The studio
// is a static library, whose resource initializer a linker may drop; mains and tests call this.
void initResources();

// The bundled sample pack, a resource path.
QString samplePackPath();
// Loads a pack from a file or a resource path (":/..."); throws tessera::Error naming it.
pack::LevelPack loadPackFile(const QString &path);

} // namespace tessera::ui
