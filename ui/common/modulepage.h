#pragma once

#include "pack/levelpack.h"
#include "ui/common/actionfactory.h"

#include <QMetaType>
#include <QWidget>

#include <memory>
#include <optional>

class QAction;
class QKeySequence;
class QLabel;
class QSplitter;
class QUndoCommand;
class QToolBar;

namespace tessera::ui {

class ElidedLabel;
class LevelEditor;
class PlayState;
class StudioContext;
struct ModuleUi;

// Base of every module's studio page: its identity (from the module registry), a toolbar, a message
// line and the action factory. A page that edits levels also implements LevelEditor; the main window
// then binds Edit > Undo/Redo to its document, asks before discarding its changes and adds its level to
// the pack when it emits addToPackRequested. The window focuses the page when it is shown: set a focus
// proxy to the main editor.
class ModulePage : public QWidget {
    Q_OBJECT
public:
    ModulePage(const ModuleUi &module, StudioContext &context, QWidget *parent = nullptr);
    ~ModulePage() override;

    QString moduleId() const { return mModuleId; }
    QString title() const { return mTitle; }
    StudioContext &context() const { return mContext; }
    // The page's level-editing role, or null for a page that holds no level.
    LevelEditor *levelEditor();
    const LevelEditor *levelEditor() const;

    // The message line: what the last action did, or (warning) why it was refused.
    void showMessage(const QString &text, bool warning = false);
    QString messageText() const;

signals:
    // Level editors only: the user asked to add this level (a ready pack level) to the pack.
    void addToPackRequested(const tessera::pack::Level &level);
    // Level editors only: the user asked to add the document's level; the window makes it in a worker
    // (LevelEditor::levelMaker) and adds it.
    void addThisLevelRequested();

protected:
    // For the page's layout: the toolbar (titled after the module) and the message line.
    QToolBar *toolBar() const { return mToolBar; }
    QLabel *messageLabel() const;
    // The message line wrapped into this many lines at a height that does not follow its text (see
    // ElidedLabel); one line, elided, by default.
    void setMessageLines(int lines);
    // The message line follows play mode: what to do while playing (the given text), that the level is
    // won once it is, "Editing." back in the editor.
    void followPlayInMessageLine(const PlayState &play, const QString &playing);
    // An action of this page: its shortcut works while the page has focus (see makeAction); added to the
    // page's toolbar when onToolBar.
    QAction *makeAction(const QString &icon, const QString &text, const QKeySequence &key, const QString &tip,
                        bool onToolBar = true);
    // Before replacing the level: true when it has no unsaved changes or the user let them go (or added
    // them to the pack); the question is the main window's.
    bool confirmDiscard();
    // The usual page: the toolbar over a splitter of the editor (never collapsed) and a side panel,
    // starting at the given widths and giving way to a narrower window by the given stretch factors.
    QSplitter *layOutPage(QWidget *editor, QWidget *side, int editorWidth, int sideWidth,
                          int editorStretch = 1, int sideStretch = 0);
    // Level editors: reads a pack level with read(level), which throws on data it cannot use; then the
    // log says "<module> level "<title>" cannot be opened: <why>" and there is nothing.
    template <class Read>
    auto readLevel(const pack::Level &level, Read read) -> std::optional<decltype(read(level))> {
        try {
            return read(level);
        } catch (const std::exception &error) {
            logUnreadable(level, error.what());
            return std::nullopt;
        }
    }
    void logUnreadable(const pack::Level &level, const char *why);
    // The bold line under the editor that names the level being edited.
    static QLabel *makeDocumentLabel();
    // Level editors only: pushes the edit onto the level document's undo stack, or, when there is no
    // edit, shows why it was refused (if it says).
    void pushEdit(std::unique_ptr<QUndoCommand> command, const QString &why = {});

private:
    QString mModuleId;
    QString mTitle;
    StudioContext &mContext;
    QToolBar *mToolBar;
    ElidedLabel *mMessage;
};

} // namespace tessera::ui

Q_DECLARE_METATYPE(tessera::pack::Level)
