#pragma once

#include "pack/levelpack.h"

#include <QObject>

#include <optional>

class QAction;

namespace tessera::ui {

class MainWindow;
class ModulePage;

// Levels between the pack and the workbenches: a pack level opened in its workbench, Add Level to
// Pack, Update Level in Pack, and the studio's one question before a workbench's unsaved level is lost.
// The window owns it; the pages, the pack panel and the status bar are reached through the window.
class PackLevelActions : public QObject {
    Q_OBJECT
public:
    // Makes Add and Update as the window's actions (its menus and toolbar show them).
    explicit PackLevelActions(MainWindow &window);

    QAction *addToPackAction() const { return mAddToPack; }
    QAction *updateInPackAction() const { return mUpdateInPack; }

    // Follows a workbench's level (Update's target) and its requests to add levels.
    void addWorkbench(ModulePage *wb);

    // Opens the pack level at row in its module's workbench (asking before discarding the workbench's
    // changes). False when there is no workbench for it or it refused the level.
    bool openLevel(int row);
    // Asks once about every level editor's unsaved level (add to pack / discard / cancel, Cancel the
    // default); false on cancel. Discard throws the edits away. The one discard question of the studio:
    // pages ask it through StudioContext::resolveChanges.
    bool resolveChanges(ModulePage *only = nullptr);
    // Add and Update follow the current page, its level's place in the pack and the pack itself.
    void updateActions();

private:
    void addToPack(const pack::Level &level, ModulePage *from);
    // Adds the workbench's level (the current one by default), made by makeLevel.
    void addCurrentLevel(ModulePage *wb = nullptr);
    // The workbench's level as a pack level, made in a worker with a progress dialog and Cancel (the GUI
    // thread goes on painting); nothing when there is none, it failed or it was cancelled (the status bar
    // says so).
    std::optional<pack::Level> makeLevel(ModulePage *wb);
    // The pack level the current workbench's level came from takes its content and measures.
    void updateCurrentLevel();
    void showStatus(const QString &text, int timeoutMs);

    MainWindow &mWindow;
    QAction *mAddToPack;
    QAction *mUpdateInPack;
};

} // namespace tessera::ui
