#pragma once

#include <QLabel>

namespace tessera::ui {

// A one-line label for texts that change while the user works (messages, what the mouse hovers): it
// never asks for more width than a few characters, so a long text cannot widen or shift the page; when
// the text does not fit it ends in "…" and the tooltip shows it whole. Word-wrapped or rich text is
// drawn as by QLabel.
class ElidedLabel : public QLabel {
    Q_OBJECT
public:
    explicit ElidedLabel(QWidget *parent = nullptr);

    QSize minimumSizeHint() const override;
    // True when the text is shown cut, ending in "…".
    bool isElided() const;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    bool elides() const;
};

} // namespace tessera::ui
