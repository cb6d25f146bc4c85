#pragma once

#include <QTextBrowser>

namespace tessera::ui {

// Read-only text that changes with every result (a solve's report, a map's summary, a playback step's
// description), shown like a label: no frame, the page's background, selectable. A word-wrapped label
// asks the layout to measure its text at several widths on every change (a third of a Flow edit's
// time on the GUI thread went there); this view lays a text out once, at its own width.
// By default its size does not depend on its text: it takes the room the layout leaves it and a longer
// text scrolls. Fitted to its text (setFitToText), it is as high as its lines and asks the layout for
// more room only when their count changes.
class ReportView : public QTextBrowser {
    Q_OBJECT
public:
    explicit ReportView(QWidget *parent = nullptr);

    // Shows text (rich or plain); the same text again does nothing, as with a label.
    void showText(const QString &text, Qt::TextFormat format = Qt::RichText);
    // What is shown, as plain text.
    QString text() const { return toPlainText(); }
    void setFitToText(bool fit);

    // Unfitted: a few lines high (two at the least), as wide as a text view.
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void fitHeight();

    QString mShown;
    Qt::TextFormat mFormat = Qt::RichText;
    bool mFit = false;
    int mTextHeight = 0;
};

} // namespace tessera::ui
