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
    return aroundPage(page->minimumSizeHint().expandedTo(page->minimumSize()));
}

QSize PageTabs::sizeHint() const {
    const QWidget *page = currentWidget();
    if (!page) return QTabWidget::sizeHint();
    return aroundPage(page->sizeHint().expandedTo(page->minimumSize()));
}

QSize PageTabs::aroundPage(QSize inner) const {
    // Every tab stays in sight: behind scroll arrows, a tab went unseen. A little for the frame.
    const QSize bar = tabBar()->isVisible() ? tabBar()->sizeHint() : QSize();
    return QSize(std::max(inner.width(), bar.width()) + 4, inner.height() + bar.height() + 4);
}

} // namespace tessera::ui
