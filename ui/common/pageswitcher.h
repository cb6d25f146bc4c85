#pragma once

#include <QIcon>
#include <QWidget>

#include <vector>

class QLabel;
class QListWidget;
class QStackedWidget;

namespace tessera::ui {

// The studio's pages: a switcher down the left side (icon and title per page, the logo and version
// below it) and the page on show beside it, each page in a scroll area so that a large minimum size
// scrolls instead of forcing the window bigger than the screen.
class PageSwitcher : public QWidget {
    Q_OBJECT
public:
    explicit PageSwitcher(QWidget *parent = nullptr);

    // Adds a page; the switcher takes ownership of it.
    void addPage(const QString &id, const QIcon &icon, const QString &title, const QString &tip,
                 QWidget *page);
    int count() const { return int(mPages.size()); }
    QString id(int index) const;
    QIcon icon(int index) const;
    QString title(int index) const;
    QStringList pageIds() const;

    // Icons only (narrow windows): the titles go into the tooltips and the list takes a third of the
    // width, which a 1024-pixel window gives to the page instead.
    void setCompact(bool compact);
    bool isCompact() const { return mCompact; }

    // False when there is no such page.
    bool showPage(const QString &id);
    QWidget *currentPage() const;
    QString currentPageId() const;

signals:
    // Another page is on show (and has the focus, unless the user steps through the switcher).
    void currentPageChanged();

private:
    QWidget *createSide();

    QListWidget *mList;
    QLabel *mVersion = nullptr;
    bool mCompact = false;
    QStackedWidget *mStack;
    std::vector<QWidget *> mPages; // inside mStack's scroll areas, in order
};

} // namespace tessera::ui
