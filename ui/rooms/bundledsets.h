#pragma once

#include "rooms/prefabset.h"

#include <QString>
#include <QVector>

namespace tessera::rooms::ui {

// A prefab set that ships inside the studio (resources/rooms, embedded by ui/rooms/rooms.qrc).
struct BundledSet {
    QString path;  // resource path, ":/rooms/sets/dungeon.json"
    QString title; // "Dungeon"
    QString description;
};

// Makes the embedded sets available; the ui is a static library whose resource initializer a linker
// may drop, so everything that lists the sets calls this first. Idempotent.
void initRoomsResources();

// The bundled sets, the default one (the mansion) first.
QVector<BundledSet> bundledSets();
QString defaultSetPath();

// Reads a prefab set from a file or a resource path; throws tessera::Error naming it.
PrefabSet readPrefabSet(const QString &path);
// The short title of a set: its name up to a colon ("Dungeon: halls, ..." -> "Dungeon").
QString setTitle(const std::string &name);

} // namespace tessera::rooms::ui
