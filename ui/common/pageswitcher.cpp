#include "ui/common/pageswitcher.h"

#include "common/version.h"

#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QScrollArea>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace tessera::ui {

PageSwitcher::PageSwitcher(QWidget *parent)
    : QWidget(parent)
    , mList(new QListWidget)
    , mStack(new QStackedWidget) {
    mList->setObjectName(QStringLiteral("moduleSwitcher"));
    mList->setViewMode(QListView::ListMode);
    mList->setIconSize(QSize(28, 28));
    mList->setSpacing(2);
    mList->setWordWrap(true); // the core's module titles ("Flow / Numberlink") take two lines
    mList->setFrameShape(QFrame::NoFrame);
    mList->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    mList->setFixedWidth(136);
    mList->setToolTip(tr("Switch between the overview and the module workbenches (Ctrl+0, Ctrl+1, ...)"));
    QPalette pal = mList->palette();
    pal.setColor(QPalette::Base, pal.color(QPalette::Window).darker(104));
    mList->setPalette(pal);
    QFont font = mList->font();
    font.setPointSizeF(font.pointSizeF() * 1.05);
    mList->setFont(font);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(createSide());
    auto *separator = new QFrame;
    separator->setFrameShape(QFrame::VLine);
    separator->setFrameShadow(QFrame::Sunken);
    layout->addWidget(separator);
    layout->addWidget(mStack, 1);

    connect(mList, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row < 0) return;
        mStack->setCurrentIndex(row);
        // The page becomes the place to work (and its document the one Undo acts on), unless the
        // user is stepping through the switcher with the keyboard.
        if (!mList->hasFocus()) currentPage()->setFocus(Qt::OtherFocusReason);
        emit currentPageChanged();
    });
    // A click is no stepping: the page takes the keys (its Ctrl+P, its board's arrows), as after Ctrl+1.
    connect(mList, &QListWidget::clicked, this, [this] { currentPage()->setFocus(Qt::MouseFocusReason); });
}

QWidget *PageSwitcher::createSide() {
    auto *side = new QWidget;
    side->setAutoFillBackground(true);
    QPalette sidePalette = mList->palette();
    sidePalette.setColor(QPalette::Window, sidePalette.color(QPalette::Base));
    side->setPalette(sidePalette);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 8);
    sideLayout->setSpacing(4);
    sideLayout->addWidget(mList, 1);
    auto *logo = new QLabel;
    logo->setPixmap(QIcon(QStringLiteral(":/icons/tessera.svg")).pixmap(40, 40));
    logo->setAlignment(Qt::AlignCenter);
    mVersion = new QLabel(tr("Tessera %1").arg(QString::fromLatin1(kVersion)));
    mVersion->setAlignment(Qt::AlignCenter);
    mVersion->setForegroundRole(QPalette::PlaceholderText);
    sideLayout->addWidget(logo);
    sideLayout->addWidget(mVersion);
    return side;
}

void PageSwitcher::addPage(const QString &id, const QIcon &icon, const QString &title, const QString &tip,
                           QWidget *page) {
    page->setProperty("pageId", id);
    auto *scroll = new QScrollArea;
    scroll->setWidget(page);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    // A click on a part of the page that takes no focus (a tool button, a label) would give the focus
    // to the first parent that does: this area, outside the page, where the page's keys do not work.
    scroll->setFocusPolicy(Qt::NoFocus);
    mStack->addWidget(scroll);
    mPages.push_back(page);
    auto *item = new QListWidgetItem(icon, mCompact ? QString() : title);
    item->setData(Qt::UserRole, id);
    item->setData(Qt::UserRole + 1, title);
    item->setData(Qt::UserRole + 2, tip);
    item->setToolTip(mCompact ? title + QStringLiteral(": ") + tip : tip);
    item->setSizeHint(mCompact ? QSize(48, 40) : QSize(128, 40));
    mList->addItem(item);
    if (mList->currentRow() < 0) mList->setCurrentRow(0);
}

QString PageSwitcher::id(int index) const {
    return mList->item(index)->data(Qt::UserRole).toString();
}

QIcon PageSwitcher::icon(int index) const {
    return mList->item(index)->icon();
}

QString PageSwitcher::title(int index) const {
    return mList->item(index)->data(Qt::UserRole + 1).toString();
}

void PageSwitcher::setCompact(bool compact) {
    if (compact == mCompact) return;
    mCompact = compact;
    mList->setFixedWidth(compact ? 56 : 136);
    mVersion->setVisible(!compact);
    for (int i = 0; i < mList->count(); ++i) {
        QListWidgetItem *item = mList->item(i);
        const QString title = item->data(Qt::UserRole + 1).toString();
        const QString tip = item->data(Qt::UserRole + 2).toString();
        item->setText(compact ? QString() : title);
        item->setToolTip(compact ? title + QStringLiteral(": ") + tip : tip);
        item->setSizeHint(compact ? QSize(48, 40) : QSize(128, 40));
    }
}

QStringList PageSwitcher::pageIds() const {
    QStringList ids;
    for (int i = 0; i < count(); ++i) ids << id(i);
    return ids;
}

bool PageSwitcher::showPage(const QString &id) {
    const int row = int(pageIds().indexOf(id));
    if (row < 0) return false;
    mList->setCurrentRow(row);
    return true;
}

QWidget *PageSwitcher::currentPage() const {
    const int index = mStack->currentIndex();
    return index >= 0 && index < count() ? mPages[std::size_t(index)] : nullptr;
}

QString PageSwitcher::currentPageId() const {
    QWidget *page = currentPage();
    return page ? page->property("pageId").toString() : QString();
}

} // namespace tessera::ui
