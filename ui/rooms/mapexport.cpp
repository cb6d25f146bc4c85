#include "ui/rooms/mapexport.h"

#include "common/fileio.h"
#include "common/png.h"
#include "common/raster.h"
#include "rooms/preview.h"
#include "rooms/tmjexport.h"
#include "ui/rooms/packlevel.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>

namespace tessera::rooms::ui {

void exportPng(const MapResult &result, const QString &path) {
    const Drawing drawing = drawRoomMap(result.generation.map, result.generation.path);
    const int width = std::min(4096, std::max(1, int(drawing.width * 8)));
    writeFileAtomic(QDir::toNativeSeparators(path).toStdString(), encodePng(rasterize(drawing, width)));
}

QStringList exportTmj(const MapResult &result, const QString &path, int tileSize) {
    const QFileInfo info(path);
    TmjOptions options;
    options.tileSize = tileSize;
    options.name = info.completeBaseName().toStdString();
    options.tilesetImage = options.name + "-tiles.png";
    const QString image = info.dir().filePath(QString::fromStdString(options.tilesetImage));
    writeFileAtomic(QDir::toNativeSeparators(path).toStdString(),
                    toTmj(result.generation.map, result.generation.path, options).dump(1) + "\n");
    writeFileAtomic(QDir::toNativeSeparators(image).toStdString(), encodePng(tmjTilesetImage(tileSize)));
    return {path, image};
}

void saveMapFile(const MapResult &result, const QString &path) {
    saveLevel(levelOfResult(result), QDir::toNativeSeparators(path).toStdString());
}

} // namespace tessera::rooms::ui
