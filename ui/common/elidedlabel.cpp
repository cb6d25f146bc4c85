#include "ui/common/elidedlabel.h"

#include <QHelpEvent>
#include <QPainter>
#include <QStyle>
#include <QToolTip>

namespace tessera::ui {

ElidedLabel::ElidedLabel(QWidget *parent)
    : QLabel(parent) {}

bool ElidedLabel::elides() const {
    return !wordWrap() && !Qt::mightBeRichText(text()) && textFormat() != Qt::RichText;
}

QSize ElidedLabel::minimumSizeHint() const {
    if (!elides()) return QLabel::minimumSizeHint();
    const QMargins m = contentsMargins();
    return {fontMetrics().horizontalAdvance(QStringLiteral("M…")) + m.left() + m.right(),
            QLabel::minimumSizeHint().height()};
}

bool ElidedLabel::isElided() const {
    return elides() && fontMetrics().horizontalAdvance(text()) > contentsRect().width();
}

void ElidedLabel::paintEvent(QPaintEvent *event) {
    if (!isElided()) {
        QLabel::paintEvent(event);
        return;
    }
    QPainter painter(this);
    const QRect r = contentsRect();
    const QString shown = fontMetrics().elidedText(text(), Qt::ElideRight, r.width());
    style()->drawItemText(&painter, r, int(alignment()), palette(), isEnabled(), shown, foregroundRole());
}

bool ElidedLabel::event(QEvent *event) {
    // The whole text as the tooltip while it is cut, unless the label has a tooltip of its own.
    if (event->type() == QEvent::ToolTip && toolTip().isEmpty() && isElided()) {
        QToolTip::showText(static_cast<QHelpEvent *>(event)->globalPos(), text(), this);
        return true;
    }
    return QLabel::event(event);
}

} // namespace tessera::ui
