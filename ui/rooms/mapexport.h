#pragma once

#include "ui/rooms/mapresult.h"

#include <QString>
#include <QStringList>

namespace tessera::rooms::ui {

// Writing the finished map, through the core as the command line does (same pictures, same files).
// Every function writes atomically and throws tessera::Error naming the file on failure.

// The map as a PNG (the core's preview drawing; 8 pixels per tile, at most 4096 wide).
void exportPng(const MapResult &result, const QString &path);
// The map as a Tiled map (.tmj) plus its tileset image "<name>-tiles.png" beside it; returns both paths.
QStringList exportTmj(const MapResult &result, const QString &path, int tileSize = 16);
// The map document (tessera-rooms-map, the prefab set inline).
void saveMapFile(const MapResult &result, const QString &path);

} // namespace tessera::rooms::ui
