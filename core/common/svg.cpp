#include "common/drawing.h"
#include "common/error.h"

#include <cmath>
#include <cstdio>
#include <sstream>

namespace tessera {

namespace {

std::string num(double v) {
    // Short, locale-independent numbers; previews never need more than 1/1000 of a unit.
    if (std::abs(v) < 5e-4) v = 0;
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3f", v);
    std::string s(buf);
    while (!s.empty() && s.back() == '0') s.pop_back();
    if (!s.empty() && s.back() == '.') s.pop_back();
    return s;
}

std::string hex(Color c) {
    char buf[8];
    std::snprintf(buf, sizeof buf, "#%06x", static_cast<unsigned>(c >> 8));
    return buf;
}

double alpha(Color c) {
    return static_cast<double>(c & 0xff) / 255.0;
}

// fill="..." and optional fill-opacity; "none" when fully transparent.
std::string paint(const char *what, Color c) {
    std::string s = std::string(" ") + what + "=\"";
    if ((c & 0xff) == 0) return s + "none\"";
    s += hex(c) + "\"";
    if ((c & 0xff) != 0xff) s += std::string(" ") + what + "-opacity=\"" + num(alpha(c)) + "\"";
    return s;
}

std::string escapeXml(const std::string &text) {
    std::string out;
    for (char ch : text) {
        switch (ch) {
        case '&':
            out += "&amp;";
            break;
        case '<':
            out += "&lt;";
            break;
        case '>':
            out += "&gt;";
            break;
        case '"':
            out += "&quot;";
            break;
        case '\'':
            out += "&apos;";
            break;
        default:
            // Control characters are not allowed in XML 1.0 text.
            if (static_cast<unsigned char>(ch) >= 0x20 || ch == '\t') out += ch;
        }
    }
    return out;
}

} // namespace

std::string toSvg(const Drawing &drawing, int pixelWidth) {
    if (!(drawing.width > 0) || !(drawing.height > 0))
        throw Error("drawing has no size (" + num(drawing.width) + " x " + num(drawing.height) + ")");
    if (pixelWidth <= 0) throw Error("image width must be positive, got " + std::to_string(pixelWidth));
    const double scale = pixelWidth / drawing.width;
    const long pixelHeight = std::max(1L, std::lround(drawing.height * scale));

    std::ostringstream out;
    out << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        << "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"" << pixelWidth
        << "\" height=\"" << pixelHeight << "\" viewBox=\"0 0 " << num(drawing.width) << ' '
        << num(drawing.height) << "\">\n";
    if ((drawing.background & 0xff) != 0)
        out << "<rect x=\"0\" y=\"0\" width=\"" << num(drawing.width) << "\" height=\"" << num(drawing.height)
            << "\"" << paint("fill", drawing.background) << "/>\n";

    for (const DrawShape &shape : drawing.shapes) {
        if (const auto *r = std::get_if<DrawRect>(&shape)) {
            out << "<rect x=\"" << num(r->x) << "\" y=\"" << num(r->y) << "\" width=\"" << num(r->w)
                << "\" height=\"" << num(r->h) << "\"" << paint("fill", r->fill);
            if ((r->stroke & 0xff) != 0 && r->strokeWidth > 0)
                out << paint("stroke", r->stroke) << " stroke-width=\"" << num(r->strokeWidth) << "\"";
            out << "/>\n";
        } else if (const auto *l = std::get_if<DrawLine>(&shape)) {
            out << "<line x1=\"" << num(l->x1) << "\" y1=\"" << num(l->y1) << "\" x2=\"" << num(l->x2)
                << "\" y2=\"" << num(l->y2) << "\"" << paint("stroke", l->color) << " stroke-width=\""
                << num(l->width) << "\"";
            // Same caps and dash pattern as the rasterizer, so PNG and SVG previews agree.
            if (l->dashed)
                out << " stroke-linecap=\"butt\" stroke-dasharray=\"" << num(3 * l->width) << ' '
                    << num(2 * l->width) << "\"";
            else
                out << " stroke-linecap=\"square\"";
            out << "/>\n";
        } else if (const auto *c = std::get_if<DrawCircle>(&shape)) {
            out << "<circle cx=\"" << num(c->cx) << "\" cy=\"" << num(c->cy) << "\" r=\"" << num(c->r) << "\""
                << paint("fill", c->fill);
            if ((c->stroke & 0xff) != 0 && c->strokeWidth > 0)
                out << paint("stroke", c->stroke) << " stroke-width=\"" << num(c->strokeWidth) << "\"";
            out << "/>\n";
        } else if (const auto *t = std::get_if<DrawText>(&shape)) {
            // size is the cap height; sans-serif caps are about 0.7 em, and the baseline sits half a cap
            // height below the centre, which centres the text without relying on dominant-baseline.
            out << "<text x=\"" << num(t->x) << "\" y=\"" << num(t->y + t->size / 2)
                << "\" font-family=\"sans-serif\""
                << " font-size=\"" << num(t->size / 0.7) << "\" text-anchor=\"middle\""
                << paint("fill", t->color) << ">" << escapeXml(t->text) << "</text>\n";
        }
    }
    out << "</svg>\n";
    return out.str();
}

} // namespace tessera
