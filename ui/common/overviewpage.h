#pragma once

#include <QWidget>

class QAction;
class QItemSelectionModel;
class QLabel;
class QListView;
class QTableWidget;
class QToolButton;

namespace tessera::ui {

class DeferredUpdate;
class DifficultyChart;
class ElidedLabel;
class PackDocument;
class PackListModel;

// The studio's first page: what the open pack holds (name, author, levels per module, difficulty
// range), its difficulty curve and a gallery of every level, plus what this build can do. Shares the
// pack panel's model and selection, so selecting here selects there.
class OverviewPage : public QWidget {
    Q_OBJECT
public:
    OverviewPage(PackDocument &document, PackListModel &model, QItemSelectionModel &selection,
                 QWidget *parent = nullptr);

    // Buttons under the pack summary (new, open, sample, save as).
    void setQuickActions(const QList<QAction *> &actions);
    // Up to date with the pack (the page catches up once per turn of the event loop, or when shown).
    QTableWidget *moduleTable() const;
    DifficultyChart *chart() const { return mChart; }

    QListView *gallery() const { return mGallery; }
    // No height for width: the page's scroll area would give it the natural height of its wrapped
    // summary and its splitter (the level grid's share then ran off the bottom of a small window).
    bool hasHeightForWidth() const override { return false; }
    int heightForWidth(int) const override { return -1; }
    // The shortcut cheat sheet's header: closed by default, a click shows the sheet in the curve's place.
    QToolButton *cheatSheetToggle() const { return mCheatSheetToggle; }
    QLabel *cheatSheet() const { return mCheatSheet; }

signals:
    void openLevelRequested(int row);

private:
    void refresh();
    QWidget *createSummary();
    QWidget *createGallery(PackListModel &model, QItemSelectionModel &selection);
    QWidget *createMiddle();
    QWidget *createModulesBox();
    // Del in the gallery removes the selected levels (one undo step on the pack's stack).
    void createGalleryActions(QItemSelectionModel &selection);
    PackDocument &mDocument;
    QLabel *mTitle;
    ElidedLabel *mSubtitle;
    QLabel *mDescription;
    QWidget *mQuickActions;
    QTableWidget *mModules;
    DifficultyChart *mChart;
    QListView *mGallery;
    QLabel *mGalleryLabel;
    QLabel *mCheatSheet = nullptr;
    QToolButton *mCheatSheetToggle = nullptr;
    // The summary follows the pack once per turn of the event loop while on show, else when next shown:
    // it looks at every level, and the edits on a module page need not pay for it.
    DeferredUpdate *mRefresh;
};

} // namespace tessera::ui
