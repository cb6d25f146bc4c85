#pragma once

#include <QLabel>

namespace tessera::ui {

// A label for texts that change while the user works (messages, what the mouse hovers): it never asks
// for more width than a few characters, so a long text cannot widen or shift the page; when the text
// does not fit it ends in "…" and the tooltip shows it whole. Word-wrapped or rich text is drawn as by
// QLabel.
//
// With a line count above one it wraps the words into at most that many lines and is always that
// high, whatever the text: a message that grows from one line to three cannot make the board above it
// jump (the text is then copied whole from its context menu rather than selected).
class ElidedLabel : public QLabel {
    Q_OBJECT
public:
    explicit ElidedLabel(QWidget *parent = nullptr);

    // 1 (the default): one line, elided. More: wrapped into that many lines at a fixed height.
    void setLineCount(int lines);
    int lineCount() const { return mLines; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    // True when the text is shown cut, ending in "…".
    bool isElided() const;

protected:
    void paintEvent(QPaintEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    bool event(QEvent *event) override;

private:
    bool elides() const;
    int linesHeight() const;
    void paintLines(QPainter &painter) const;

    int mLines = 1;
};

} // namespace tessera::ui
