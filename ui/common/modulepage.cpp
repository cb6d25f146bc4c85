#include "ui/common/modulepage.h"

#include "ui/common/leveleditor.h"
#include "ui/common/moduleui.h"
#include "ui/common/studiocontext.h"

#include <QAction>
#include <QKeySequence>
#include <QLabel>
#include <QToolBar>

namespace tessera::ui {

ModulePage::ModulePage(const ModuleUi &module, StudioContext &context, QWidget *parent)
    : QWidget(parent)
    , mModuleId(module.id)
    , mTitle(module.title)
    , mContext(context)
    , mToolBar(new QToolBar(module.title))
    , mMessage(new QLabel) {
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

void ModulePage::showMessage(const QString &text, bool warning) {
    mMessage->setText(text);
    mMessage->setStyleSheet(warning ? QStringLiteral("color: #b03a2e;") : QString());
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

} // namespace tessera::ui
