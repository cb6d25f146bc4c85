#include "ui/common/pagetabs.h"

#include <QEvent>
#include <QTabBar>

namespace tessera::ui {

PageTabs::PageTabs(QWidget *parent)
    : QTabWidget(parent) {
    connect(this, &QTabWidget::currentChanged, this, [this] { updateGeometry(); });
}

QSize PageTabs::minimumSizeHint() const {
    const QWidget *page = currentWidget();
    if (!page) return QTabWidget::minimumSizeHint();
    return aroundPage(page->minimumSizeHint().expandedTo(page->minimumSize()));
}

QSize PageTabs::sizeHint() const {
    const QWidget *page = currentWidget();
    if (!page) return QTabWidget::sizeHint();
    return aroundPage(page->sizeHint().expandedTo(page->minimumSize()));
}

bool PageTabs::event(QEvent *event) {
    if (event->type() == QEvent::LayoutRequest) {
        // A page's label with a new text (every edit's verdict) asks its page to lay out again, and the
        // request climbs to here: QTabWidget then places its tab bar and pages again, repaints itself
        // whole and passes the request on to the window, which lays out and repaints every page above.
        // When neither the shown page's size hints nor the tab bar's changed, nothing here or above can
        // move: the request stops here (a Flow edit repainted its whole side panel twice for it).
        const QSize minimum = minimumSizeHint(), hint = sizeHint(), bar = tabBar()->sizeHint();
        if (minimum == mLaidOutMinimum && hint == mLaidOutHint && bar == mLaidOutBar) return true;
        mLaidOutMinimum = minimum;
        mLaidOutHint = hint;
        mLaidOutBar = bar;
    }
    return QTabWidget::event(event);
}

QSize PageTabs::aroundPage(QSize inner) const {
    // Every tab stays in sight: behind scroll arrows, a tab went unseen. A little for the frame.
    const QSize bar = tabBar()->isVisible() ? tabBar()->sizeHint() : QSize();
    return QSize(std::max(inner.width(), bar.width()) + 4, inner.height() + bar.height() + 4);
}

} // namespace tessera::ui
