#include "ui/common/mainwindow.h"

#include "common/module.h"
#include "ui/common/commands/replacelevelcommand.h"
#include "ui/common/leveleditor.h"
#include "ui/common/modulepage.h"
#include "ui/common/packdocument.h"
#include "ui/common/packpanel.h"

#include <QAction>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>

// The main window's part in moving levels between the pack and the workbenches: open, add, update,
// and the question before a workbench's unsaved level is replaced.
namespace tessera::ui {

bool MainWindow::openLevel(int row) {
    if (row < 0 || row >= mDocument.levelCount()) return false;
    const pack::Level level = mDocument.level(row);
    const QString module = QString::fromStdString(level.module);
    ModulePage *wb = workbench(module);
    LevelEditor *editor = wb ? wb->levelEditor() : nullptr;
    if (!editor) {
        const ModuleBackend *backend = findModule(level.module);
        const QString name = backend ? QString::fromStdString(backend->title) : module;
        const QString text =
            tr("There is no %1 workbench in this build yet, so \"%2\" cannot be edited here. "
               "Its preview, title, difficulty and tags can be edited in the pack panel.")
                .arg(name, QString::fromStdString(level.title));
        mLog.warning(text);
        statusBar()->showMessage(text, 8000);
        QMessageBox::information(this, tr("Open Level"), text);
        return false;
    }
    if (!resolveWorkbenchChanges(wb)) return false;
    if (!editor->openLevel(level)) {
        const QString text = tr("The %1 workbench could not open \"%2\" (see the log).")
                                 .arg(wb->title(), QString::fromStdString(level.title));
        mLog.error(text);
        statusBar()->showMessage(text, 8000);
        return false;
    }
    editor->markSaved();
    editor->levelDocument().setPackLevelId(level.id);
    showPage(module);
    wb->setFocus(Qt::OtherFocusReason);
    mLog.info(tr("Opened \"%1\" in the %2 workbench").arg(QString::fromStdString(level.title), wb->title()));
    return true;
}

void MainWindow::addToPack(const pack::Level &level, ModulePage *from) {
    const int row = mPackPanel->addLevel(level);
    if (row < 0) return;
    if (LevelEditor *editor = from ? from->levelEditor() : nullptr) {
        editor->markSaved();
        // The editor's level is now that pack level: Update goes to it.
        editor->levelDocument().setPackLevelId(mDocument.level(row).id);
    }
    statusBar()->showMessage(tr("Added \"%1\" to the pack at position %2")
                                 .arg(QString::fromStdString(mDocument.level(row).title))
                                 .arg(row + 1),
                             5000);
}

void MainWindow::addCurrentLevelToPack() {
    ModulePage *wb = currentWorkbench();
    LevelEditor *editor = wb ? wb->levelEditor() : nullptr;
    if (!editor) return;
    const std::optional<pack::Level> level = editor->currentLevel();
    if (!level) {
        statusBar()->showMessage(tr("The %1 workbench has no level to add.").arg(wb->title()), 5000);
        return;
    }
    addToPack(*level, wb);
}

bool MainWindow::resolveWorkbenchChanges(ModulePage *only) {
    for (ModulePage *wb : mWorkbenches) {
        LevelEditor *editor = wb->levelEditor();
        if ((only && wb != only) || !editor || !editor->isModified()) continue;
        showPage(wb->property("pageId").toString());
        QMessageBox box(QMessageBox::Warning, tr("Unsaved Level"),
                        tr("The %1 workbench has changes that are not in the pack.").arg(wb->title()),
                        QMessageBox::Discard | QMessageBox::Cancel, this);
        box.setInformativeText(tr("Add the level to the pack before going on?"));
        QPushButton *add = box.addButton(tr("Add to Pack"), QMessageBox::AcceptRole);
        box.setDefaultButton(add);
        box.exec();
        if (box.clickedButton() == add) {
            const std::optional<pack::Level> level = editor->currentLevel();
            if (level) addToPack(*level, wb);
            if (editor->isModified()) return false; // not added (e.g. declined as a duplicate)
        } else if (box.standardButton(box.clickedButton()) != QMessageBox::Discard) {
            return false;
        }
    }
    return true;
}

void MainWindow::updateCurrentLevelInPack() {
    ModulePage *wb = currentWorkbench();
    LevelEditor *editor = wb ? wb->levelEditor() : nullptr;
    const std::string id = editor ? editor->levelDocument().packLevelId() : std::string();
    const int row = id.empty() ? -1 : mDocument.rowOfId(id);
    if (row < 0) return; // the action is disabled then
    const std::optional<pack::Level> fresh = editor->currentLevel();
    if (!fresh) return;
    // The pack keeps the level's id, title and place; the content and its measures are the editor's.
    pack::Level level = mDocument.level(row);
    const std::optional<double> before = level.difficulty;
    level.data = fresh->data;
    level.solution = fresh->solution;
    level.statistics = fresh->statistics;
    level.difficulty = fresh->difficulty;
    level.provenance = fresh->provenance;
    level.tags = fresh->tags;
    const QString title = QString::fromStdString(level.title);
    mDocument.undoStack()->push(new ReplaceLevelCommand(
        mDocument, level, tr("Update \"%1\" from the %2 workbench").arg(title, wb->title())));
    editor->markSaved();
    // Old and new difficulty, so a jump on the pack's curve is seen when it happens.
    auto words = [this](std::optional<double> d) { return d ? QString::number(*d, 'f', 2) : tr("none"); };
    const QString text = tr("Updated \"%1\" in the pack: difficulty %2 → %3")
                             .arg(title, words(before), words(level.difficulty));
    statusBar()->showMessage(text, 8000);
    wb->showMessage(text);
    mLog.info(text);
}

void MainWindow::updatePackActions() {
    ModulePage *wb = currentWorkbench();
    const LevelEditor *editor = wb ? wb->levelEditor() : nullptr;
    if (mAddToPack) mAddToPack->setEnabled(editor);
    if (!mUpdateInPack) return;
    const std::string id = editor ? editor->levelDocument().packLevelId() : std::string();
    mUpdateInPack->setEnabled(!id.empty() && mDocument.rowOfId(id) >= 0);
}

} // namespace tessera::ui
