#include "ui/common/textcolour.h"

#include <QPalette>
#include <QWidget>

namespace tessera::ui {

void setTextColour(QWidget &widget, const std::optional<QColor> &colour) {
    const QPalette::ColorRole role = widget.foregroundRole();
    const bool own = (widget.palette().resolveMask() & (QPalette::ResolveMask(1) << role)) != 0;
    if (!colour) {
        if (own) widget.setPalette(QPalette()); // inherited again
        return;
    }
    if (own && widget.palette().color(role) == *colour) return;
    QPalette palette = widget.palette();
    palette.setColor(role, *colour);
    widget.setPalette(palette);
}

} // namespace tessera::ui
