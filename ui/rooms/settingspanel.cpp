#include "ui/rooms/settingspanel.h"

#include "ui/common/verticalscrollarea.h"
#include "ui/rooms/bundledsets.h"
#include "ui/rooms/generatorpanel.h"
#include "ui/rooms/objectivespanel.h"
#include "ui/rooms/roomsdocument.h"
#include "ui/rooms/settingsedit.h"

#include <QComboBox>
#include <QFileInfo>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpressionValidator>
#include <QSignalBlocker>
#include <QTabWidget>
#include <QToolButton>
#include <QVBoxLayout>

#include <limits>

namespace tessera::rooms::ui {

SettingsPanel::SettingsPanel(RoomsDocument &document, QUndoStack &undoStack, QWidget *parent)
    : QWidget(parent)
    , mDocument(document)
    , mUndoStack(undoStack)
    , mSets(new QComboBox)
    , mSeed(new QLineEdit)
    , mTabs(new QTabWidget)
    , mObjectives(new ObjectivesPanel(document, undoStack))
    , mGenerator(new GeneratorPanel(document, undoStack)) {
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 0, 6);
    auto *top = new QGridLayout;
    top->setColumnStretch(1, 1);
    createSetRow(top);
    createSeedRow(top);
    layout->addLayout(top);
    createTabs();
    layout->addWidget(mTabs, 1);
    connect(&mDocument, &RoomsDocument::settingsChanged, this, &SettingsPanel::refreshSeed);
    connect(&mDocument, &RoomsDocument::setReset, this, &SettingsPanel::refreshSets);
    refreshSets();
    refreshSeed();
}

SettingsPanel::~SettingsPanel() = default;

void SettingsPanel::createSetRow(QGridLayout *top) {
    auto *setLabel = new QLabel(tr("Prefab s&et:"));
    setLabel->setBuddy(mSets);
    mSets->setToolTip(
        tr("The prefabs the map is built from: a bundled set or a set file (edit it on the Prefabs tab)"));
    mSets->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    mSets->setMinimumContentsLength(10);
    auto *open = new QToolButton;
    open->setText(tr("…"));
    open->setToolTip(tr("Open a prefab set file"));
    connect(open, &QToolButton::clicked, this, &SettingsPanel::openSetRequested);
    top->addWidget(setLabel, 0, 0);
    top->addWidget(mSets, 0, 1);
    top->addWidget(open, 0, 2);
    connect(mSets, &QComboBox::activated, this, [this](int i) {
        const QString path = mSets->itemData(i).toString();
        if (!path.isEmpty() && path != mDocument.setPath()) emit setRequested(path);
    });
}

void SettingsPanel::createSeedRow(QGridLayout *top) {
    auto *seedLabel = new QLabel(tr("See&d:"));
    seedLabel->setBuddy(mSeed);
    mSeed->setObjectName(QStringLiteral("seed"));
    mSeed->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("\\d{1,19}")), mSeed));
    mSeed->setToolTip(
        tr("The seed: the same seed, set and options always give the same map (F6 next, Shift+F6 previous)"));
    auto *seedRow = new QHBoxLayout;
    seedRow->setSpacing(2);
    auto *previous = new QToolButton;
    previous->setArrowType(Qt::LeftArrow);
    previous->setToolTip(tr("Previous seed (Shift+F6)"));
    auto *next = new QToolButton;
    next->setArrowType(Qt::RightArrow);
    next->setToolTip(tr("Next seed (F6)"));
    seedRow->addWidget(mSeed, 1);
    seedRow->addWidget(previous);
    seedRow->addWidget(next);
    top->addWidget(seedLabel, 1, 0);
    top->addLayout(seedRow, 1, 1, 1, 2);
    connect(previous, &QToolButton::clicked, this, [this] { stepSeed(-1); });
    connect(next, &QToolButton::clicked, this, [this] { stepSeed(1); });
    connect(mSeed, &QLineEdit::editingFinished, this, [this] {
        bool ok = false;
        const std::uint64_t seed = mSeed->text().toULongLong(&ok);
        if (!ok) {
            refreshSeed();
            return;
        }
        editSettings(mDocument, mUndoStack, tr("Seed %1").arg(seed), {},
                     [seed](GeneratorOptions &, std::uint64_t &s) { s = seed; });
    });
}

void SettingsPanel::createTabs() {
    mTabs->setDocumentMode(true);
    mTabs->addTab(tessera::ui::verticalScrollArea(mObjectives), tr("Objectives"));
    mTabs->setTabToolTip(0, tr("Objective weights and the combinator"));
    mTabs->addTab(tessera::ui::verticalScrollArea(mGenerator), tr("Generator"));
    mTabs->setTabToolTip(1, tr("Rooms, selectors, cache, divisor, doors, backtracking, loops"));
}

void SettingsPanel::stepSeed(int delta) {
    const std::uint64_t seed = mDocument.seed();
    if (delta < 0 && seed == 0) return;
    const std::uint64_t next = delta < 0 ? seed - 1 : seed + 1;
    editSettings(mDocument, mUndoStack, tr("Seed %1").arg(next), {},
                 [next](GeneratorOptions &, std::uint64_t &s) { s = next; });
}

void SettingsPanel::refreshSeed() {
    mSeed->setText(QString::number(mDocument.seed()));
}

void SettingsPanel::refreshSets() {
    const QSignalBlocker block(mSets);
    mSets->clear();
    for (const BundledSet &set : bundledSets()) {
        mSets->addItem(set.title, set.path);
        mSets->setItemData(mSets->count() - 1, set.description.isEmpty() ? set.title : set.description,
                           Qt::ToolTipRole);
    }
    const QString path = mDocument.setPath();
    int index = mSets->findData(path);
    if (index < 0) {
        mSets->addItem(path.isEmpty() ? mDocument.setSource() : QFileInfo(path).fileName(), path);
        mSets->setItemData(mSets->count() - 1, path, Qt::ToolTipRole);
        index = mSets->count() - 1;
    }
    mSets->setCurrentIndex(index);
}

} // namespace tessera::rooms::ui
