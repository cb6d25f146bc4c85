#include "ui/common/modulepage.h"

#include "ui/common/elidedlabel.h"
#include "ui/common/leveleditor.h"
#include "ui/common/log.h"
#include "ui/common/moduleui.h"
#include "ui/common/playstate.h"
#include "ui/common/studiocontext.h"
#include "ui/common/textcolour.h"

#include <QAction>
#include <QKeySequence>
#include <QLabel>
#include <QSplitter>
#include <QToolBar>
#include <QUndoStack>
#include <QVBoxLayout>

#include <memory>

namespace tessera::ui {

ModulePage::ModulePage(const ModuleUi &module, StudioContext &context, QWidget *parent)
    : QWidget(parent)
    , mModuleId(module.id)
    , mTitle(module.title)
    , mContext(context)
    , mToolBar(new QToolBar(module.title))
    , mMessage(new ElidedLabel) {
    mToolBar->setIconSize(QSize(20, 20));
    mToolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    mMessage->setTextInteractionFlags(Qt::TextSelectableByMouse);
}

ModulePage::~ModulePage() {
    // Until the page placed them in its layout, they have no parent.
    if (!mToolBar->parent()) delete mToolBar;
    if (!mMessage->parent()) delete mMessage;
}

LevelEditor *ModulePage::levelEditor() {
    return dynamic_cast<LevelEditor *>(this);
}

const LevelEditor *ModulePage::levelEditor() const {
    return dynamic_cast<const LevelEditor *>(this);
}

void ModulePage::followPlayInMessageLine(const PlayState &play, const QString &playing) {
    auto wonShown = std::make_shared<bool>(false);
    auto show = [this, &play, playing, wonShown] {
        *wonShown = play.isPlaying() && play.isWon();
        showMessage(!play.isPlaying() ? tr("Editing.")
                    : *wonShown ? tr("Won. Restart (Ctrl+Shift+R) plays it again; Play goes back to editing.")
                                : playing);
    };
    connect(&play, &PlayState::playingChanged, this, show);
    // Only when winning or taking the win back: other messages of play mode stay.
    connect(&play, &PlayState::changed, this, [&play, wonShown, show] {
        if (play.isPlaying() && play.isWon() != *wonShown) show();
    });
}

void ModulePage::showMessage(const QString &text, bool warning) {
    // QLabel itself ignores the same text again.
    setTextColour(*mMessage, warning ? std::optional(QColor(0xb0, 0x3a, 0x2e)) : std::nullopt);
    mMessage->setText(text);
}

QLabel *ModulePage::messageLabel() const {
    return mMessage;
}

void ModulePage::setMessageLines(int lines) {
    mMessage->setLineCount(lines);
}

QString ModulePage::messageText() const {
    return mMessage->text();
}

QAction *ModulePage::makeAction(const QString &icon, const QString &text, const QKeySequence &key,
                                const QString &tip, bool onToolBar) {
    return tessera::ui::makeAction(this, icon, text, key, tip, ShortcutScope::Owner,
                                   onToolBar ? mToolBar : nullptr);
}

bool ModulePage::confirmDiscard() {
    const LevelEditor *editor = levelEditor();
    if (!editor || !editor->isModified()) return true;
    return mContext.resolveChanges(*this);
}

QSplitter *ModulePage::layOutPage(QWidget *editor, QWidget *side, int editorWidth, int sideWidth,
                                  int editorStretch, int sideStretch) {
    auto *splitter = new QSplitter;
    splitter->addWidget(editor);
    splitter->addWidget(side);
    splitter->setStretchFactor(0, editorStretch);
    splitter->setStretchFactor(1, sideStretch);
    splitter->setCollapsible(0, false);
    splitter->setSizes({editorWidth, sideWidth});
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(mToolBar);
    layout->addWidget(splitter, 1);
    return splitter;
}

void ModulePage::logUnreadable(const pack::Level &level, const char *why) {
    mContext.log().error(tr("%1 level \"%2\" cannot be opened: %3")
                             .arg(mTitle, QString::fromStdString(level.title), QString::fromUtf8(why)));
}

QLabel *ModulePage::makeDocumentLabel() {
    auto *label = new QLabel;
    QFont bold = label->font();
    bold.setBold(true);
    label->setFont(bold);
    return label;
}

void ModulePage::pushEdit(std::unique_ptr<QUndoCommand> command, const QString &why) {
    LevelEditor *editor = levelEditor();
    if (command && editor)
        editor->undoStack()->push(command.release());
    else if (!why.isEmpty())
        showMessage(why, true);
}

} // namespace tessera::ui
