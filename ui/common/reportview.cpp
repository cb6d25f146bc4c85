#include "ui/common/reportview.h"

#include <cmath>

namespace tessera::ui {

ReportView::ReportView(QWidget *parent)
    : QTextBrowser(parent) {
    setFrameShape(QFrame::NoFrame);
    setOpenLinks(false);
    // As a label with selectable text: the mouse selects, a click focuses (for Ctrl+C), Tab passes by.
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    setFocusPolicy(Qt::ClickFocus);
    viewport()->setAutoFillBackground(false);
    document()->setDocumentMargin(0);
}

void ReportView::showText(const QString &text, Qt::TextFormat format) {
    // Unlike a label's setText, setHtml and setPlainText lay the text out again even when it is the same.
    if (text == mShown && format == mFormat) return;
    mShown = text;
    mFormat = format;
    if (format == Qt::PlainText)
        setPlainText(text);
    else
        setHtml(text);
    fitHeight();
}

void ReportView::setFitToText(bool fit) {
    mFit = fit;
    // A scroll bar coming and going would change the width, and with it the height.
    setVerticalScrollBarPolicy(fit ? Qt::ScrollBarAlwaysOff : Qt::ScrollBarAsNeeded);
    fitHeight();
    updateGeometry();
}

QSize ReportView::sizeHint() const {
    const int width = QTextBrowser::sizeHint().width();
    return {width, mFit ? mTextHeight : 4 * fontMetrics().lineSpacing()};
}

QSize ReportView::minimumSizeHint() const {
    const int width = QTextBrowser::minimumSizeHint().width();
    return {width, mFit ? mTextHeight : 2 * fontMetrics().lineSpacing()};
}

void ReportView::resizeEvent(QResizeEvent *event) {
    QTextBrowser::resizeEvent(event);
    fitHeight();
}

void ReportView::fitHeight() {
    if (!mFit) return;
    // The layout the view paints from, at the viewport's width: made once per text and width (setting
    // the same width again would lay the text out again).
    if (document()->textWidth() != viewport()->width()) document()->setTextWidth(viewport()->width());
    const int height = int(std::ceil(document()->size().height())) + 2 * frameWidth();
    if (height == mTextHeight) return;
    mTextHeight = height;
    setFixedHeight(height);
}

} // namespace tessera::ui
