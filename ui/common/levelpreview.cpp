#include "ui/common/levelpreview.h"

#include "common/error.h"
#include "common/fileio.h"
#include "common/module.h"
#include "ui/common/drawingpainter.h"

#include <QCoreApplication>
#include <QFile>
#include <QPainter>
#include <QPainterPath>

#include <exception>

namespace tessera::ui {

LevelPreview LevelPreview::of(const pack::Level &level) {
    LevelPreview result;
    const ModuleBackend *backend = findModule(level.module);
    if (!backend || !backend->preview) {
        result.problem =
            QCoreApplication::translate("tessera::ui",
                                        "The %1 module is not part of this build, so there is no preview.")
                .arg(QString::fromStdString(level.module));
        return result;
    }
    try {
        result.drawing = backend->preview(level.data);
        if (result.drawing->width <= 0 || result.drawing->height <= 0) {
            result.drawing.reset();
            result.problem = QCoreApplication::translate("tessera::ui", "The preview is empty.");
        }
    } catch (const std::exception &e) {
        result.problem = QString::fromStdString(e.what());
    }
    return result;
}

void LevelPreview::paint(QPainter &painter, const QRectF &target, const QString &module) const {
    if (drawing) {
        DrawingPainter::paint(painter, *drawing, target);
        return;
    }
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    const double side = std::min(target.width(), target.height());
    const QRectF box(target.center() - QPointF(side / 2, side / 2), QSizeF(side, side));
    QPainterPath path;
    path.addRoundedRect(box.adjusted(1, 1, -1, -1), side * 0.12, side * 0.12);
    painter.fillPath(path, QColor(0xe8, 0xea, 0xee));
    painter.setPen(QPen(QColor(0xb8, 0xbd, 0xc6), 1));
    painter.drawPath(path);
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(std::max(6, int(side * 0.42)));
    painter.setFont(font);
    painter.setPen(QColor(0x7a, 0x80, 0x8c));
    painter.drawText(box, Qt::AlignCenter, module.isEmpty() ? QStringLiteral("?") : module.left(1).toUpper());
    if (!problem.isEmpty() && findModule(module.toStdString())) {
        // The module exists but refused the level: mark it so the designer looks at the tooltip.
        const double r = side * 0.16;
        const QPointF c(box.right() - r - 2, box.top() + r + 2);
        painter.setBrush(QColor(0xd0, 0x3a, 0x2f));
        painter.setPen(Qt::NoPen);
        painter.drawEllipse(c, r, r);
        font.setPixelSize(std::max(5, int(r * 1.5)));
        painter.setFont(font);
        painter.setPen(Qt::white);
        painter.drawText(QRectF(c - QPointF(r, r), QSizeF(2 * r, 2 * r)), Qt::AlignCenter,
                         QStringLiteral("!"));
    }
    painter.restore();
}

QImage LevelPreview::image(const QSize &size, const QString &module, qreal devicePixelRatio) const {
    QImage image((QSizeF(size) * devicePixelRatio).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(devicePixelRatio);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    paint(painter, QRectF(QPointF(0, 0), QSizeF(size)), module);
    return image;
}

const QImage &LevelPreview::thumbnail(const QSize &size, const QString &module,
                                      qreal devicePixelRatio) const {
    for (const Thumbnail &t : mThumbnails)
        if (t.size == size && t.ratio == devicePixelRatio) return t.image;
    if (mThumbnails.size() >= kMaxThumbnails) mThumbnails.erase(mThumbnails.begin());
    mThumbnails.push_back({size, devicePixelRatio, image(size, module, devicePixelRatio)});
    return mThumbnails.back().image;
}

void LevelPreview::paintThumbnail(QPainter &painter, const QRect &target, const QString &module) const {
    const qreal ratio = painter.device() ? painter.device()->devicePixelRatioF() : 1.0;
    painter.drawImage(target, thumbnail(target.size(), module, ratio));
}

void LevelPreview::save(const QString &path) const {
    if (!path.endsWith(QStringLiteral(".png"), Qt::CaseInsensitive)) {
        writeFileAtomic(path.toStdString(), toSvg(*drawing, 1024));
        return;
    }
    QImage image = DrawingPainter::render(*drawing, QSize(1024, 1024));
    // Written beside the target and renamed, like every other save.
    const QString temp = path + QStringLiteral(".part");
    if (image.isNull() || !image.save(temp, "PNG") || (QFile::exists(path) && !QFile::remove(path)) ||
        !QFile::rename(temp, path)) {
        QFile::remove(temp);
        throw Error("could not write the PNG file", {}, path.toStdString());
    }
}

} // namespace tessera::ui
