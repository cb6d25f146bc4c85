#include "ui/common/packlevelactions.h"

#include "common/module.h"
#include "ui/common/actionfactory.h"
#include "ui/common/commands/replacelevelcommand.h"
#include "ui/common/jobrunner.h"
#include "ui/common/leveleditor.h"
#include "ui/common/log.h"
#include "ui/common/mainwindow.h"
#include "ui/common/modaljob.h"
#include "ui/common/modulepage.h"
#include "ui/common/packdocument.h"
#include "ui/common/packpanel.h"

#include <QAction>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QUndoStack>

namespace tessera::ui {

PackLevelActions::PackLevelActions(MainWindow &window)
    : QObject(&window)
    , mWindow(window) {
    mAddToPack = makeAction(&window, QStringLiteral(":/icons/addtopack.svg"), tr("&Add Level to Pack"),
                            QKeySequence(tr("Ctrl+Shift+A")),
                            tr("Add the current workbench's level to the pack"), ShortcutScope::Window);
    mAddToPack->setEnabled(false);
    connect(mAddToPack, &QAction::triggered, this, [this] { addCurrentLevel(); });
    mUpdateInPack = makeAction(&window, QStringLiteral(":/icons/properties.svg"), tr("&Update Level in Pack"),
                               QKeySequence(tr("Ctrl+Shift+U")),
                               tr("Give the pack level this one was opened from (or added as) the edited "
                                  "content, with its difficulty re-measured"),
                               ShortcutScope::Window);
    mUpdateInPack->setEnabled(false);
    connect(mUpdateInPack, &QAction::triggered, this, &PackLevelActions::updateCurrentLevel);
    connect(&window.document(), &PackDocument::levelsChanged, this, &PackLevelActions::updateActions);
}

void PackLevelActions::addWorkbench(ModulePage *wb) {
    if (LevelEditor *editor = wb->levelEditor())
        connect(&editor->levelDocument(), &Document::packLevelIdChanged, this,
                &PackLevelActions::updateActions);
    connect(wb, &ModulePage::addToPackRequested, this,
            [this, wb](const pack::Level &level) { addToPack(level, wb); });
    connect(wb, &ModulePage::addThisLevelRequested, this, [this, wb] { addCurrentLevel(wb); });
}

bool PackLevelActions::openLevel(int row) {
    if (row < 0 || row >= mWindow.document().levelCount()) return false;
    const pack::Level level = mWindow.document().level(row);
    const QString module = QString::fromStdString(level.module);
    ModulePage *wb = mWindow.workbench(module);
    LevelEditor *editor = wb ? wb->levelEditor() : nullptr;
    if (!editor) {
        const ModuleBackend *backend = findModule(level.module);
        const QString name = backend ? QString::fromStdString(backend->title) : module;
        const QString text =
            tr("There is no %1 workbench in this build yet, so \"%2\" cannot be edited here. "
               "Its preview, title, difficulty and tags can be edited in the pack panel.")
                .arg(name, QString::fromStdString(level.title));
        mWindow.log().warning(text);
        showStatus(text, 8000);
        QMessageBox::information(&mWindow, tr("Open Level"), text);
        return false;
    }
    if (!resolveChanges(wb)) return false;
    if (!editor->openLevel(level)) {
        const QString text = tr("The %1 workbench could not open \"%2\" (see the log).")
                                 .arg(wb->title(), QString::fromStdString(level.title));
        mWindow.log().error(text);
        showStatus(text, 8000);
        return false;
    }
    editor->markSaved();
    editor->levelDocument().setPackLevelId(level.id);
    mWindow.showPage(module);
    wb->setFocus(Qt::OtherFocusReason);
    mWindow.log().info(
        tr("Opened \"%1\" in the %2 workbench").arg(QString::fromStdString(level.title), wb->title()));
    return true;
}

void PackLevelActions::addToPack(const pack::Level &level, ModulePage *from) {
    const int row = mWindow.packPanel()->addLevel(level);
    if (row < 0) return;
    if (LevelEditor *editor = from ? from->levelEditor() : nullptr) {
        editor->markSaved();
        // The editor's level is now that pack level: Update goes to it.
        editor->levelDocument().setPackLevelId(mWindow.document().level(row).id);
    }
    showStatus(tr("Added \"%1\" to the pack at position %2")
                   .arg(QString::fromStdString(mWindow.document().level(row).title))
                   .arg(row + 1),
               5000);
}

std::optional<pack::Level> PackLevelActions::makeLevel(ModulePage *wb) {
    LevelEditor *editor = wb ? wb->levelEditor() : nullptr;
    const LevelEditor::LevelMaker maker = editor ? editor->levelMaker() : LevelEditor::LevelMaker();
    if (!maker) {
        showStatus(tr("The %1 workbench has no level to add.").arg(wb ? wb->title() : QString()), 5000);
        return std::nullopt;
    }
    // Making a pack level may solve, count or measure: a worker does it while this thread keeps painting
    // and answering (the progress dialog's Cancel among them). The dialog is window-modal, so the level
    // cannot change under the job; a result of another revision is dropped all the same.
    const quint64 revision = editor->levelDocument().revision();
    auto result = std::make_shared<std::optional<pack::Level>>();
    const ModalJobOutcome outcome = runModalJob(
        mWindow.jobs(), &mWindow, tr("%1: measure the level for the pack").arg(wb->title()),
        tr("Measuring the %1 level for the pack…").arg(wb->title()),
        [maker, result](ProgressSink &, const CancelToken &cancel, JobContext &) {
            *result = maker(cancel);
            return QVariant();
        },
        ModalCancel::DropResult);
    if (outcome.state == Job::State::Failed) {
        const QString text = tr("The %1 level could not be measured: %2").arg(wb->title(), outcome.error);
        mWindow.log().error(text);
        showStatus(text, 8000);
        return std::nullopt;
    }
    if (outcome.state != Job::State::Finished || !*result || editor->levelDocument().revision() != revision) {
        showStatus(tr("Cancelled: the %1 level was not added.").arg(wb->title()), 5000);
        return std::nullopt;
    }
    return *result;
}

void PackLevelActions::addCurrentLevel(ModulePage *wb) {
    if (!wb) wb = mWindow.currentWorkbench();
    if (!wb || !wb->levelEditor()) return;
    if (const std::optional<pack::Level> level = makeLevel(wb)) addToPack(*level, wb);
}

bool PackLevelActions::resolveChanges(ModulePage *only) {
    std::vector<ModulePage *> changed;
    QStringList names;
    for (ModulePage *wb : mWindow.workbenches()) {
        LevelEditor *editor = wb->levelEditor();
        if ((only && wb != only) || !editor || !editor->isModified()) continue;
        changed.push_back(wb);
        names << wb->title();
    }
    if (changed.empty()) return true;
    // One level: its page is shown while the question is asked.
    if (changed.size() == 1) mWindow.showPage(changed.front()->property("pageId").toString());
    // One question for everything that would be lost; the safe answer (Cancel) is the default.
    QMessageBox box(
        QMessageBox::Warning, tr("Unsaved Levels"),
        changed.size() == 1
            ? tr("The %1 workbench has changes that are not in the pack.").arg(names.front())
            : tr("These workbenches have changes that are not in the pack: %1.").arg(names.join(tr(", "))),
        QMessageBox::Discard | QMessageBox::Cancel, &mWindow);
    box.setInformativeText(changed.size() == 1 ? tr("Add the level to the pack, or discard the changes?")
                                               : tr("Add the levels to the pack, or discard the changes?"));
    QPushButton *add = box.addButton(changed.size() == 1 ? tr("Add to Pack") : tr("Add All to Pack"),
                                     QMessageBox::AcceptRole);
    box.setDefaultButton(QMessageBox::Cancel);
    box.setEscapeButton(QMessageBox::Cancel);
    box.exec();
    if (box.clickedButton() == add) {
        for (ModulePage *wb : changed) {
            const std::optional<pack::Level> level = makeLevel(wb);
            if (!level) return false;
            addToPack(*level, wb);
            if (wb->levelEditor()->isModified()) return false; // not added (e.g. declined as a duplicate)
        }
        return true;
    }
    if (box.standardButton(box.clickedButton()) != QMessageBox::Discard) return false;
    // Discarded means discarded: the edits go, so nobody asks about them again.
    for (ModulePage *wb : changed) wb->levelEditor()->levelDocument().discardChanges();
    mWindow.log().info(tr("Discarded the unsaved changes in %1").arg(names.join(tr(", "))));
    return true;
}

void PackLevelActions::updateCurrentLevel() {
    ModulePage *wb = mWindow.currentWorkbench();
    LevelEditor *editor = wb ? wb->levelEditor() : nullptr;
    const std::string id = editor ? editor->levelDocument().packLevelId() : std::string();
    const int row = id.empty() ? -1 : mWindow.document().rowOfId(id);
    if (row < 0) return; // the action is disabled then
    const std::optional<pack::Level> fresh = makeLevel(wb);
    if (!fresh || mWindow.document().rowOfId(id) != row) return;
    // The pack keeps the level's id, title and place; the content and its measures are the editor's.
    pack::Level level = mWindow.document().level(row);
    const std::optional<double> before = level.difficulty;
    level.data = fresh->data;
    level.solution = fresh->solution;
    level.statistics = fresh->statistics;
    level.difficulty = fresh->difficulty;
    level.provenance = fresh->provenance;
    level.tags = fresh->tags;
    const QString title = QString::fromStdString(level.title);
    mWindow.document().undoStack()->push(new ReplaceLevelCommand(
        mWindow.document(), level, tr("Update \"%1\" from the %2 workbench").arg(title, wb->title())));
    editor->markSaved();
    // Old and new difficulty, so a jump on the pack's curve is seen when it happens.
    auto words = [this](std::optional<double> d) { return d ? QString::number(*d, 'f', 2) : tr("none"); };
    const QString text = tr("Updated \"%1\" in the pack: difficulty %2 → %3")
                             .arg(title, words(before), words(level.difficulty));
    showStatus(text, 8000);
    wb->showMessage(text);
    mWindow.log().info(text);
}

void PackLevelActions::updateActions() {
    ModulePage *wb = mWindow.currentWorkbench();
    const LevelEditor *editor = wb ? wb->levelEditor() : nullptr;
    mAddToPack->setEnabled(editor);
    const std::string id = editor ? editor->levelDocument().packLevelId() : std::string();
    mUpdateInPack->setEnabled(!id.empty() && mWindow.document().rowOfId(id) >= 0);
}

void PackLevelActions::showStatus(const QString &text, int timeoutMs) {
    mWindow.statusBar()->showMessage(text, timeoutMs);
}

} // namespace tessera::ui
