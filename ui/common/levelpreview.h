#pragma once

#include "common/drawing.h"
#include "pack/levelpack.h"

#include <QImage>
#include <QRectF>
#include <QString>

#include <optional>
#include <vector>

class QPainter;

namespace tessera::ui {

// A level's preview as its core module draws it, or why there is none (module not in this build,
// or the module refused the data). Never throws: a broken level must still show up in the pack.
struct LevelPreview {
    std::optional<Drawing> drawing;
    QString problem; // empty when drawing is set

    static LevelPreview of(const pack::Level &level);

    // The drawing fitted into target, or a neutral placeholder naming the module (and a warning mark
    // when the module refused the level).
    void paint(QPainter &painter, const QRectF &target, const QString &module) const;
    QImage image(const QSize &size, const QString &module, qreal devicePixelRatio = 1.0) const;
    // image(), drawn once per size and pixel ratio and then kept: the pack list and the overview's
    // gallery repaint their rows far more often than a level changes. For one thread (the GUI's).
    const QImage &thumbnail(const QSize &size, const QString &module, qreal devicePixelRatio) const;
    // The thumbnail drawn into target (whole pixels, so it lands pixel for pixel).
    void paintThumbnail(QPainter &painter, const QRect &target, const QString &module) const;
    // Writes the drawing, 1024 px wide, as PNG (a path ending in .png) or SVG, replacing the file only
    // once the new one is complete. Throws tessera::Error naming the file; the drawing must be set.
    void save(const QString &path) const;

private:
    struct Thumbnail {
        QSize size;
        qreal ratio;
        QImage image;
    };
    static constexpr std::size_t kMaxThumbnails = 3; // the list's, the gallery's, the model's icon
    mutable std::vector<Thumbnail> mThumbnails;
};

} // namespace tessera::ui
