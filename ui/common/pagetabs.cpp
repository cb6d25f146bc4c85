#include "ui/common/pagetabs.h"

#include <QTabBar>

namespace tessera::ui {

PageTabs::PageTabs(QWidget *parent)
    : QTabWidget(parent) {
    connect(this, &QTabWidget::currentChanged, this, [this] { updateGeometry(); });
}

QSize PageTabs::minimumSizeHint() const {
    const QWidget *page = currentWidget();
    if (!page) return QTabWidget::minimumSizeHint();
    const QSize inner = page->minimumSizeHint().expandedTo(page->minimumSize());
    const QSize bar = tabBar()->isVisible() ? tabBar()->minimumSizeHint() : QSize();
    // A little for the frame; the tab bar scrolls when narrower than its tabs.
    return QSize(std::max(inner.width(), std::min(bar.width(), 200)) + 4, inner.height() + bar.height() + 4);
}

} // namespace tessera::ui
