#include "common/drawing.h"
#include "common/error.h"
#include "common/png.h"
#include "common/raster.h"

#include <QByteArray>
#include <QXmlStreamReader>
#include <QtTest>

#include <map>

using namespace tessera;

namespace {

constexpr Color kWhite = rgb(255, 255, 255);
constexpr Color kRed = rgb(220, 0, 0);
constexpr Color kBlue = rgb(0, 0, 200);
constexpr Color kGreen = rgb(0, 160, 0);
constexpr Color kBlack = rgb(0, 0, 0);

// A 10 x 10 unit scene; at 100 pixels wide one unit is 10 pixels.
Drawing scene() {
    Drawing d;
    d.width = 10;
    d.height = 10;
    d.rect(1, 1, 3, 3, kRed);
    d.line(1, 7, 9, 7, kBlue, 0.4);
    d.line(1, 9, 9, 9, kBlack, 0.4, true);
    d.circle(7, 3, 1.5, kGreen);
    return d;
}

// Bitwise CRC-32 (no table), independent of the encoder's.
quint32 crc32(const QByteArray &bytes) {
    quint32 crc = 0xffffffffu;
    for (char ch : bytes) {
        crc ^= static_cast<quint8>(ch);
        for (int k = 0; k < 8; ++k) crc = (crc >> 1) ^ (0xedb88320u & (0u - (crc & 1u)));
    }
    return ~crc;
}

quint32 be32(const QByteArray &b, qsizetype at) {
    return (quint32(quint8(b[at])) << 24) | (quint32(quint8(b[at + 1])) << 16) |
           (quint32(quint8(b[at + 2])) << 8) | quint32(quint8(b[at + 3]));
}

struct Chunk {
    QByteArray type, data;
};

// Splits a PNG into chunks, checking the signature and every CRC on the way.
std::vector<Chunk> pngChunks(const std::string &png) {
    const QByteArray bytes(png.data(), static_cast<qsizetype>(png.size()));
    std::vector<Chunk> chunks;
    if (!bytes.startsWith(QByteArray("\x89PNG\r\n\x1a\n", 8))) return chunks;
    qsizetype at = 8;
    while (at + 12 <= bytes.size()) {
        const quint32 length = be32(bytes, at);
        if (at + 12 + qsizetype(length) > bytes.size()) break;
        const QByteArray typed = bytes.mid(at + 4, 4 + qsizetype(length));
        if (crc32(typed) != be32(bytes, at + 8 + qsizetype(length))) return {};
        chunks.push_back({typed.left(4), typed.mid(4)});
        at += 12 + qsizetype(length);
    }
    if (at != bytes.size()) return {};
    return chunks;
}

// Decodes what encodePng writes (RGBA, 8 bits, filter type per row) with zlib via Qt, independently.
Image decodePng(const std::string &png) {
    const auto chunks = pngChunks(png);
    Image image;
    if (chunks.empty() || chunks.front().type != "IHDR") return image;
    const QByteArray &ihdr = chunks.front().data;
    const int width = int(be32(ihdr, 0)), height = int(be32(ihdr, 4));
    QByteArray z;
    for (const auto &c : chunks)
        if (c.type == "IDAT") z += c.data;
    // qUncompress wants the expected size as a 4-byte big-endian prefix, then a zlib stream.
    const quint32 rawSize = quint32(height) * (1 + 4 * quint32(width));
    QByteArray prefixed;
    for (int shift = 24; shift >= 0; shift -= 8) prefixed += char((rawSize >> shift) & 0xff);
    const QByteArray raw = qUncompress(prefixed + z);
    if (raw.size() != qsizetype(rawSize)) return image;
    image.width = width;
    image.height = height;
    for (int y = 0; y < height; ++y) {
        const qsizetype row = qsizetype(y) * (1 + 4 * width);
        if (raw[row] != 0) return {}; // the encoder only writes filter type 0
        for (int x = 0; x < width; ++x) {
            const qsizetype p = row + 1 + 4 * x;
            image.rgba.push_back((quint32(quint8(raw[p])) << 24) | (quint32(quint8(raw[p + 1])) << 16) |
                                 (quint32(quint8(raw[p + 2])) << 8) | quint32(quint8(raw[p + 3])));
        }
    }
    return image;
}

int count(const std::string &haystack, const std::string &needle) {
    int n = 0;
    for (auto at = haystack.find(needle); at != std::string::npos; at = haystack.find(needle, at + 1)) ++n;
    return n;
}

} // namespace

class TestDrawing : public QObject {
    Q_OBJECT
private slots:
    void gridHelper() {
        Drawing d;
        d.grid(3, 4, 10, kBlack);
        QCOMPARE(d.width, 40.0);
        QCOMPARE(d.height, 30.0);
        QCOMPARE(d.shapes.size(), std::size_t(4 + 5));
        const auto &first = std::get<DrawLine>(d.shapes.front());
        QCOMPARE(first.x2, 40.0);
        // A drawing that already has a size keeps it.
        Drawing sized;
        sized.width = 100;
        sized.height = 50;
        sized.grid(2, 2, 10, kBlack);
        QCOMPARE(sized.width, 100.0);
    }

    void appendScalesAndMoves() {
        Drawing inner;
        inner.width = 10;
        inner.height = 5;
        inner.background = kRed;
        inner.line(0, 0, 10, 5, kBlue, 1, true);
        inner.circle(5, 2, 1, kGreen, kBlack, 0.5);
        inner.text(5, 2, 2, "A", kBlack);
        Drawing outer;
        outer.width = 100;
        outer.height = 100;
        outer.append(inner, 20, 30, 2);
        QCOMPARE(outer.shapes.size(), std::size_t(4));
        const auto &bg = std::get<DrawRect>(outer.shapes[0]);
        QCOMPARE(bg.x, 20.0);
        QCOMPARE(bg.w, 20.0);
        QCOMPARE(bg.fill, kRed);
        const auto &l = std::get<DrawLine>(outer.shapes[1]);
        QCOMPARE(l.x2, 40.0);
        QCOMPARE(l.y2, 40.0);
        QCOMPARE(l.width, 2.0);
        QVERIFY(l.dashed);
        const auto &c = std::get<DrawCircle>(outer.shapes[2]);
        QCOMPARE(c.cx, 30.0);
        QCOMPARE(c.r, 2.0);
        QCOMPARE(c.strokeWidth, 1.0);
        QCOMPARE(std::get<DrawText>(outer.shapes[3]).size, 4.0);
    }

    void svgIsWellFormedAndHasTheShapes() {
        Drawing d = scene();
        d.circle(2, 8, 0.5, kTransparent, kRed, 0.2);
        d.text(5, 5, 2, "A<&>\"7", rgb(0, 0, 0, 128));
        const std::string svg = toSvg(d, 200);
        QXmlStreamReader xml(QByteArray::fromStdString(svg));
        std::map<QString, int> elements;
        QXmlStreamAttributes root;
        QString text, ns;
        while (!xml.atEnd()) {
            if (xml.readNext() == QXmlStreamReader::StartElement) {
                ++elements[xml.name().toString()];
                if (xml.name() == u"svg") {
                    root = xml.attributes();
                    ns = xml.namespaceUri().toString();
                }
                if (xml.name() == u"text") text = xml.readElementText();
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QCOMPARE(root.value("version").toString(), QString("1.1"));
        QCOMPARE(root.value("width").toString(), QString("200"));
        QCOMPARE(root.value("height").toString(), QString("200"));
        QCOMPARE(root.value("viewBox").toString(), QString("0 0 10 10"));
        QCOMPARE(ns, QString("http://www.w3.org/2000/svg"));
        QCOMPARE(elements[QString("rect")], 2); // background + the red square
        QCOMPARE(elements[QString("line")], 2);
        QCOMPARE(elements[QString("circle")], 2);
        QCOMPARE(elements[QString("text")], 1);
        QCOMPARE(text, QString("A<&>\"7"));
        QCOMPARE(count(svg, "stroke-dasharray=\"1.2 0.8\""), 1);
        QVERIFY(svg.find("fill=\"#dc0000\"") != std::string::npos);
        QVERIFY(svg.find("font-family=\"sans-serif\"") != std::string::npos);
        QVERIFY(svg.find("text-anchor=\"middle\"") != std::string::npos);
        QVERIFY(svg.find("fill-opacity=\"0.502\"") != std::string::npos);
        // The stroked-only circle has no fill.
        QVERIFY(svg.find("<circle cx=\"2\" cy=\"8\" r=\"0.5\" fill=\"none\" stroke=\"#dc0000\"") !=
                std::string::npos);
    }

    void svgRefusesEmptyDrawings() {
        QVERIFY_THROWS_EXCEPTION(Error, toSvg(Drawing{}, 100));
        QVERIFY_THROWS_EXCEPTION(Error, toSvg(scene(), 0));
    }

    void rasterSizeFollowsAspect() {
        Drawing d;
        d.width = 10;
        d.height = 5;
        const Image image = rasterize(d, 100);
        QCOMPARE(image.width, 100);
        QCOMPARE(image.height, 50);
        QCOMPARE(image.rgba.size(), std::size_t(5000));
        QCOMPARE(image.pixel(99, 49), kWhite);
        QVERIFY_THROWS_EXCEPTION(Error, rasterize(Drawing{}, 100));
        QVERIFY_THROWS_EXCEPTION(Error, rasterize(d, -1));
        QVERIFY_THROWS_EXCEPTION(Error, rasterize(d, 1 << 20));
    }

    void rasterPixels() {
        const Image image = rasterize(scene(), 100);
        QCOMPARE(image.pixel(5, 5), kWhite);
        // Rect [10, 40) in both axes.
        QCOMPARE(image.pixel(10, 10), kRed);
        QCOMPARE(image.pixel(39, 39), kRed);
        QCOMPARE(image.pixel(40, 20), kWhite);
        QCOMPARE(image.pixel(9, 20), kWhite);
        // A 4-pixel line centred on y = 70: rows 68..71, with square caps reaching 2 pixels past its ends.
        QCOMPARE(image.pixel(50, 68), kBlue);
        QCOMPARE(image.pixel(50, 71), kBlue);
        QCOMPARE(image.pixel(50, 67), kWhite);
        QCOMPARE(image.pixel(50, 72), kWhite);
        QCOMPARE(image.pixel(8, 70), kBlue);
        QCOMPARE(image.pixel(7, 70), kWhite);
        // Dashes of 12 pixels, gaps of 8, from x = 10.
        QCOMPARE(image.pixel(15, 90), kBlack);
        QCOMPARE(image.pixel(25, 90), kWhite);
        QCOMPARE(image.pixel(35, 90), kBlack);
        QCOMPARE(image.pixel(9, 90), kWhite); // butt caps
        // Filled circle of radius 15 around (70, 30).
        QCOMPARE(image.pixel(70, 30), kGreen);
        QCOMPARE(image.pixel(70, 16), kGreen);
        QCOMPARE(image.pixel(70, 46), kWhite);
        QCOMPARE(image.pixel(81, 41), kWhite); // outside the circle, inside its box
    }

    void strokesAndHairlines() {
        Drawing d;
        d.width = 20;
        d.height = 20;
        d.rect(2, 2, 10, 10, kTransparent, kRed, 1);
        d.circle(15, 15, 3, kTransparent, kBlue, 1);
        d.line(0, 19, 20, 19, kBlack, 0.01);  // far thinner than a pixel, still drawn
        const Image image = rasterize(d, 40); // 2 pixels per unit
        // Rect stroke: 2 pixels wide, centred on the edge at x = 4.
        QCOMPARE(image.pixel(3, 10), kRed);
        QCOMPARE(image.pixel(4, 10), kRed);
        QCOMPARE(image.pixel(5, 10), kWhite);
        QCOMPARE(image.pixel(2, 10), kWhite);
        QCOMPARE(image.pixel(12, 12), kWhite); // unfilled inside
        // Ring of radius 6 pixels around (30, 30).
        QCOMPARE(image.pixel(30, 24), kBlue);
        QCOMPARE(image.pixel(30, 30), kWhite);
        QCOMPARE(image.pixel(30, 20), kWhite);
        for (int x = 0; x < 40; ++x) QCOMPARE(image.pixel(x, 37), kBlack);
    }

    void edgeLinesStayInside() {
        // The border of a grid lies on the drawing's edge; its pixels must still be painted.
        Drawing d;
        d.grid(2, 2, 10, kBlack);
        const Image image = rasterize(d, 20);
        QCOMPARE(image.pixel(10, 0), kBlack);
        QCOMPARE(image.pixel(10, 19), kBlack);
        QCOMPARE(image.pixel(0, 10), kBlack);
        QCOMPARE(image.pixel(19, 10), kBlack);
        QCOMPARE(image.pixel(5, 5), kWhite);
    }

    void reversedLineCoversSamePixels() {
        Drawing a, b;
        a.width = b.width = 10;
        a.height = b.height = 10;
        a.line(1, 2, 8, 7, kBlack, 0.7);
        b.line(8, 7, 1, 2, kBlack, 0.7);
        QCOMPARE(rasterize(a, 64).rgba, rasterize(b, 64).rgba);
    }

    void alphaBlending() {
        Drawing d;
        d.width = 1;
        d.height = 1;
        d.rect(0, 0, 1, 1, rgb(0, 0, 0, 128));
        const Image image = rasterize(d, 4);
        // Half-transparent black over white: grey, opaque.
        QCOMPARE(image.pixel(1, 1), rgb(127, 127, 127));
        d.background = kTransparent;
        QCOMPARE(rasterize(d, 4).pixel(1, 1), rgb(0, 0, 0, 128));
    }

    void bitmapText() {
        Drawing d;
        d.width = 10;
        d.height = 10;
        d.text(5, 5, 7, "1", kBlack);
        // Cap height 70 pixels = 7 font rows of 10 pixels; the glyph is 5 columns, left edge at x = 25,
        // top at y = 15. Row 0 of '1' is "  #  ", row 6 is " ### ".
        const Image image = rasterize(d, 100);
        QCOMPARE(image.pixel(25 + 25, 15 + 5), kBlack);
        QCOMPARE(image.pixel(25 + 5, 15 + 5), kWhite);
        QCOMPARE(image.pixel(25 + 15, 15 + 65), kBlack);
        QCOMPARE(image.pixel(25 + 45, 15 + 65), kWhite);
        QCOMPARE(image.pixel(25 + 25, 14), kWhite); // above the cap height
        // Different letters give different ink; unknown characters still leave a mark.
        auto ink = [](const std::string &s) {
            Drawing t;
            t.width = 10;
            t.height = 10;
            t.text(5, 5, 4, s, kBlack);
            const Image i = rasterize(t, 80);
            return std::count(i.rgba.begin(), i.rgba.end(), kBlack);
        };
        QVERIFY(ink("a") > 0);
        QVERIFY(ink("a") != ink("b"));
        QVERIFY(ink("Az") > ink("A"));
        QVERIFY(ink("\x01") > 0);
        QCOMPARE(ink(" "), 0L);
        for (char ch :
             std::string("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz.,:;-+/()!?#%"))
            QVERIFY2(ink(std::string(1, ch)) > 0, std::string(1, ch).c_str());
    }

    void pngStructure() {
        Image image;
        image.width = 3;
        image.height = 2;
        image.rgba = {kRed, kGreen, kBlue, kWhite, kBlack, rgb(1, 2, 3, 4)};
        const std::string png = encodePng(image);
        const auto chunks = pngChunks(png);
        QCOMPARE(chunks.size(), std::size_t(3));
        QCOMPARE(chunks[0].type, QByteArray("IHDR"));
        QCOMPARE(chunks[0].data.size(), 13);
        QCOMPARE(be32(chunks[0].data, 0), 3u);
        QCOMPARE(be32(chunks[0].data, 4), 2u);
        QCOMPARE(int(chunks[0].data[8]), 8);  // bit depth
        QCOMPARE(int(chunks[0].data[9]), 6);  // RGBA
        QCOMPARE(int(chunks[0].data[12]), 0); // not interlaced
        QCOMPARE(chunks[1].type, QByteArray("IDAT"));
        QCOMPARE(chunks[2].type, QByteArray("IEND"));
        QCOMPARE(chunks[2].data.size(), 0);
        // zlib header: deflate with a 32K window, checksum valid.
        QCOMPARE(quint8(chunks[1].data[0]), quint8(0x78));
        QCOMPARE(((quint8(chunks[1].data[0]) << 8) | quint8(chunks[1].data[1])) % 31, 0);
        const Image back = decodePng(png);
        QCOMPARE(back.width, 3);
        QCOMPARE(back.rgba, image.rgba);
    }

    void pngCorruptionIsDetected() {
        Image image = rasterize(scene(), 40);
        std::string png = encodePng(image);
        png[png.size() / 2] ^= 0x10;
        QVERIFY(pngChunks(png).empty() || decodePng(png).rgba != image.rgba);
    }

    void pngRoundTripOfARenderedScene() {
        // Large enough for long back-references, both within a row and to the row above.
        Drawing d = scene();
        d.text(5, 5, 1, "Level 12", kBlack);
        const Image image = rasterize(d, 640);
        const std::string png = encodePng(image);
        const Image back = decodePng(png);
        QCOMPARE(back.width, 640);
        QCOMPARE(back.height, 640);
        QVERIFY(back.rgba == image.rgba);
        // Flat colour compresses: well under a tenth of the raw 1.6 MB.
        QVERIFY(png.size() < 640u * 640u * 4u / 10u);
    }

    void pngOfNoiseRoundTrips() {
        // Incompressible data takes the literal paths of every byte value.
        Image image;
        image.width = 61;
        image.height = 47;
        std::uint32_t x = 2463534242u;
        for (int i = 0; i < image.width * image.height; ++i) {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            image.rgba.push_back(x);
        }
        QCOMPARE(decodePng(encodePng(image)).rgba, image.rgba);
        Image bad = image;
        bad.rgba.pop_back();
        QVERIFY_THROWS_EXCEPTION(Error, encodePng(bad));
    }
};

QTEST_APPLESS_MAIN(TestDrawing)
#include "tst_drawing.moc"
