#include "ui/common/leveldetails.h"

#include "common/module.h"
#include "ui/common/packdocument.h"
#include "ui/common/packlistmodel.h"

#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>

namespace tessera::ui {

LevelDetails::LevelDetails(PackListModel &model, QWidget *parent)
    : QWidget(parent)
    , mModel(model)
    , mTitle(new QLineEdit)
    , mDifficulty(new QDoubleSpinBox)
    , mTags(new QLineEdit)
    , mInfo(new QLabel) {
    mTitle->setPlaceholderText(tr("Level title"));
    mTitle->setToolTip(tr("The level's title as the game shows it"));
    mDifficulty->setRange(0, 1e6);
    mDifficulty->setDecimals(2);
    mDifficulty->setSingleStep(0.1);
    mDifficulty->setKeyboardTracking(false);
    mDifficulty->setToolTip(tr("Difficulty used to order the pack (higher is harder); consecutive edits "
                               "of one level undo as one step"));
    mTags->setPlaceholderText(tr("comma-separated, e.g. easy, tutorial"));
    mTags->setToolTip(tr("Tags, separated by commas"));
    mInfo->setWordWrap(true);
    mInfo->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QPalette dim = mInfo->palette();
    dim.setColor(QPalette::WindowText, dim.color(QPalette::PlaceholderText));
    mInfo->setPalette(dim);

    auto *form = new QFormLayout(this);
    form->setContentsMargins(6, 4, 6, 4);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("&Title:"), mTitle);
    form->addRow(tr("&Difficulty:"), mDifficulty);
    form->addRow(tr("T&ags:"), mTags);
    form->addRow(mInfo);

    connect(mTitle, &QLineEdit::editingFinished, this, &LevelDetails::commitTitle);
    connect(mTags, &QLineEdit::editingFinished, this, &LevelDetails::commitTags);
    connect(mDifficulty, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        if (mUpdating || !mShown.isValid()) return;
        mModel.setData(mShown, value, PackListModel::DifficultyRole);
    });
}

void LevelDetails::showRow(int row) {
    const PackDocument &document = mModel.document();
    mUpdating = true;
    const bool has = row >= 0 && row < document.levelCount();
    mShown = has ? QPersistentModelIndex(mModel.index(row)) : QPersistentModelIndex();
    for (QWidget *w :
         {static_cast<QWidget *>(mTitle), static_cast<QWidget *>(mDifficulty), static_cast<QWidget *>(mTags)})
        w->setEnabled(has);
    if (has) {
        const pack::Level &level = document.level(row);
        if (!mTitle->hasFocus() || !mTitle->isModified())
            mTitle->setText(QString::fromStdString(level.title));
        mDifficulty->setValue(level.difficulty.value_or(0));
        if (!mTags->hasFocus() || !mTags->isModified())
            mTags->setText(PackListModel::tagsToStrings(level.tags).join(QStringLiteral(", ")));
        const ModuleBackend *backend = findModule(level.module);
        QString info =
            tr("%1 · id %2")
                .arg(backend ? QString::fromStdString(backend->title) : QString::fromStdString(level.module),
                     QString::fromStdString(level.id));
        const auto &p = level.provenance;
        if (!p.generator.empty()) info += tr(" · %1").arg(QString::fromStdString(p.generator));
        if (p.seed) info += tr(" · seed %1").arg(qulonglong(*p.seed));
        const QString problem = mModel.preview(row).problem;
        if (!problem.isEmpty() && backend) info += QStringLiteral("\n") + problem;
        mInfo->setText(info);
    } else {
        mTitle->clear();
        mDifficulty->setValue(0);
        mTags->clear();
        mInfo->setText(document.levelCount() == 0
                           ? tr("The pack is empty. Add levels from a workbench, "
                                "import them from another pack or paste them.")
                           : tr("Select a level to edit its title, difficulty and tags."));
    }
    mTitle->setModified(false);
    mTags->setModified(false);
    // A field not being typed in shows the start of a long title or tag list, not its end.
    for (QLineEdit *field : {mTitle, mTags})
        if (!field->hasFocus()) field->setCursorPosition(0);
    mUpdating = false;
}

void LevelDetails::commitTitle() {
    if (!mShown.isValid() || mUpdating) return;
    if (!mModel.setData(mShown, mTitle->text(), Qt::EditRole)) {
        emit statusMessage(tr("A level needs a title; the old one is kept."));
        showRow(mShown.row());
    }
    mTitle->setModified(false);
}

void LevelDetails::commitTags() {
    if (!mShown.isValid() || mUpdating) return;
    mModel.setData(mShown, mTags->text(), PackListModel::TagsRole);
    mTags->setModified(false);
    showRow(mShown.row()); // shows the normalised list
}

} // namespace tessera::ui
