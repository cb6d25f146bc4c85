#include "ui/rooms/mappalette.h"

#include <algorithm>
#include <array>

namespace tessera::rooms::ui::palette {

QColor heat(double t, int alpha) {
    struct Stop {
        double at;
        int r, g, b;
    };
    static constexpr std::array<Stop, 4> stops{
        {{0.0, 96, 150, 230}, {0.45, 120, 200, 170}, {0.75, 250, 205, 70}, {1.0, 225, 60, 40}}};
    t = std::clamp(t, 0.0, 1.0);
    for (std::size_t i = 1; i < stops.size(); ++i) {
        if (t > stops[i].at) continue;
        const Stop &a = stops[i - 1];
        const Stop &b = stops[i];
        const double f = (t - a.at) / (b.at - a.at);
        return QColor(int(a.r + f * (b.r - a.r)), int(a.g + f * (b.g - a.g)), int(a.b + f * (b.b - a.b)),
                      alpha);
    }
    return QColor(stops.back().r, stops.back().g, stops.back().b, alpha);
}

} // namespace tessera::rooms::ui::palette
