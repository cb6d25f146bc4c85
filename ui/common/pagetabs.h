#pragma once

#include <QTabWidget>

namespace tessera::ui {

// Tabs whose minimum size is the shown page's, not the largest page's: a page's wide optimizer tab must
// not force a horizontal scroll bar onto its editor tab in a 1024-pixel window. Also no height for
// width, so a wrapping label on one tab does not make the whole page jump. The size hint is the shown
// page's as well: QTabWidget asks every page, hidden ones included, and their word-wrapped rich-text
// labels were laid out again on every Flow edit, a fifth of the edit's work.
class PageTabs : public QTabWidget {
    Q_OBJECT
public:
    explicit PageTabs(QWidget *parent = nullptr);
    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;
    bool hasHeightForWidth() const override { return false; }
    int heightForWidth(int) const override { return -1; }

protected:
    bool event(QEvent *event) override;

private:
    QSize aroundPage(QSize inner) const; // a page's size plus the tab bar and frame
    // What the last layout request found: the size hints it passed on and the tab bar's.
    QSize mLaidOutMinimum, mLaidOutHint, mLaidOutBar;
};

} // namespace tessera::ui
