#include "ui/common/elidedlabel.h"

#include <QClipboard>
#include <QContextMenuEvent>
#include <QGuiApplication>
#include <QHelpEvent>
#include <QMenu>
#include <QPainter>
#include <QStyle>
#include <QTextLayout>
#include <QToolTip>

namespace tessera::ui {

namespace {

// text wrapped at words (anywhere in a word wider than the line) into at most `lines` lines of width
// px; the last ends in "…" when text is left over, and *cut says so.
QStringList wrapped(QString text, const QFont &font, int width, int lines, bool *cut) {
    text.replace(QLatin1Char('\n'), QChar::LineSeparator);
    QTextLayout layout(text, font);
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    QStringList out;
    *cut = false;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        const int end = line.textStart() + line.textLength();
        if (int(out.size()) + 1 == lines && end < text.size()) {
            QString rest = text.mid(line.textStart());
            rest.replace(QChar::LineSeparator, QLatin1Char(' '));
            out << QFontMetrics(font).elidedText(rest, Qt::ElideRight, width);
            *cut = true;
            break;
        }
        out << text.mid(line.textStart(), line.textLength()).remove(QChar::LineSeparator);
    }
    layout.endLayout();
    return out;
}

} // namespace

ElidedLabel::ElidedLabel(QWidget *parent)
    : QLabel(parent) {}

void ElidedLabel::setLineCount(int lines) {
    mLines = std::max(1, lines);
    if (mLines > 1) {
        setWordWrap(false);
        setTextInteractionFlags(Qt::NoTextInteraction);
        setSizePolicy(sizePolicy().horizontalPolicy(), QSizePolicy::Fixed);
    }
    updateGeometry();
    update();
}

bool ElidedLabel::elides() const {
    return !wordWrap() && !Qt::mightBeRichText(text()) && textFormat() != Qt::RichText;
}

int ElidedLabel::linesHeight() const {
    const QMargins m = contentsMargins();
    return mLines * fontMetrics().lineSpacing() + m.top() + m.bottom();
}

QSize ElidedLabel::sizeHint() const {
    if (mLines == 1 || !elides()) return QLabel::sizeHint();
    const QMargins m = contentsMargins();
    return {24 * fontMetrics().averageCharWidth() + m.left() + m.right(), linesHeight()};
}

QSize ElidedLabel::minimumSizeHint() const {
    if (!elides()) return QLabel::minimumSizeHint();
    const QMargins m = contentsMargins();
    return {fontMetrics().horizontalAdvance(QStringLiteral("M…")) + m.left() + m.right(),
            mLines == 1 ? QLabel::minimumSizeHint().height() : linesHeight()};
}

bool ElidedLabel::isElided() const {
    if (!elides()) return false;
    if (mLines == 1) return fontMetrics().horizontalAdvance(text()) > contentsRect().width();
    bool cut = false;
    wrapped(text(), font(), contentsRect().width(), mLines, &cut);
    return cut;
}

void ElidedLabel::paintLines(QPainter &painter) const {
    const QRect r = contentsRect();
    bool cut = false;
    const int step = fontMetrics().lineSpacing();
    // From the top, so that the first line stays put when a second one comes or goes.
    const int flags = int(alignment() & Qt::AlignHorizontal_Mask) | Qt::AlignTop;
    int y = r.top();
    for (const QString &line : wrapped(text(), font(), r.width(), mLines, &cut)) {
        style()->drawItemText(&painter, QRect(r.left(), y, r.width(), step), flags, palette(), isEnabled(),
                              line, foregroundRole());
        y += step;
    }
}

void ElidedLabel::paintEvent(QPaintEvent *event) {
    if (mLines > 1 && elides()) {
        QPainter painter(this);
        paintLines(painter);
        return;
    }
    if (!isElided()) {
        QLabel::paintEvent(event);
        return;
    }
    QPainter painter(this);
    const QRect r = contentsRect();
    const QString shown = fontMetrics().elidedText(text(), Qt::ElideRight, r.width());
    style()->drawItemText(&painter, r, int(alignment()), palette(), isEnabled(), shown, foregroundRole());
}

void ElidedLabel::contextMenuEvent(QContextMenuEvent *event) {
    if (mLines == 1 || text().isEmpty()) {
        QLabel::contextMenuEvent(event);
        return;
    }
    QMenu menu(this);
    const QString whole = text();
    menu.addAction(tr("Copy"), this, [whole] { QGuiApplication::clipboard()->setText(whole); });
    menu.exec(event->globalPos());
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
