// DrawingPainter: a core Drawing painted with QPainter keeps its aspect ratio, is centred in the
// target, and puts shapes where the drawing says.
#include "common/drawing.h"
#include "ui/common/drawingpainter.h"

#include <QImage>
#include <QPainter>
#include <QTest>

using namespace tessera;
using namespace tessera::ui;

class TestDrawingPainter : public QObject {
    Q_OBJECT

private slots:
    void fitsKeepingAspect();
    void paintsShapesInPlace();
    void colorsConvert();
};

void TestDrawingPainter::fitsKeepingAspect() {
    Drawing d;
    d.width = 200;
    d.height = 100;
    const QRectF fit = DrawingPainter::fitRect(d, QRectF(0, 0, 100, 100));
    QCOMPARE(fit, QRectF(0, 25, 100, 50));
    const QImage image = DrawingPainter::render(d, QSize(300, 300));
    QCOMPARE(image.size(), QSize(300, 150));
    QVERIFY(DrawingPainter::fitRect(Drawing{}, QRectF(0, 0, 10, 10)).isEmpty());
}

void TestDrawingPainter::paintsShapesInPlace() {
    // A 2:1 drawing: white background, a red square in the left half, a blue dot in the right half.
    Drawing d;
    d.width = 20;
    d.height = 10;
    d.background = rgb(255, 255, 255);
    d.rect(1, 1, 8, 8, rgb(255, 0, 0));
    d.circle(15, 5, 3, rgb(0, 0, 255));
    QImage image(200, 200, QImage::Format_ARGB32);
    image.fill(Qt::black);
    {
        QPainter painter(&image);
        DrawingPainter::paint(painter, d, QRectF(0, 0, 200, 200));
    }
    // Letterboxed: the drawing occupies y 50..150, the rest is untouched.
    QCOMPARE(image.pixelColor(100, 20), QColor(Qt::black));
    QCOMPARE(image.pixelColor(100, 180), QColor(Qt::black));
    QCOMPARE(image.pixelColor(5, 55), QColor(Qt::white));
    QCOMPARE(image.pixelColor(50, 100), QColor(Qt::red));    // centre of the square (5, 5) * 10 + (0, 50)
    QCOMPARE(image.pixelColor(150, 100), QColor(Qt::blue));  // centre of the dot (15, 5)
    QCOMPARE(image.pixelColor(150, 135), QColor(Qt::white)); // below the dot's radius
}

void TestDrawingPainter::colorsConvert() {
    QCOMPARE(DrawingPainter::toQColor(rgb(0x12, 0x34, 0x56, 0x78)), QColor(0x12, 0x34, 0x56, 0x78));
    QCOMPARE(DrawingPainter::toQColor(kTransparent).alpha(), 0);
}

QTEST_MAIN(TestDrawingPainter)
#include "tst_drawingpainter.moc"
