#include "ui/rooms/generatorpanel.h"

#include "ui/rooms/roomsdocument.h"
#include "ui/rooms/settingsedit.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QSignalBlocker>
#include <QSpinBox>

namespace tessera::rooms::ui {

GeneratorPanel::GeneratorPanel(RoomsDocument &document, QUndoStack &undoStack, QWidget *parent)
    : QWidget(parent)
    , mDocument(document)
    , mUndoStack(undoStack)
    , mRooms(new QSpinBox)
    , mSelector(new QComboBox)
    , mPrefabSelector(new QComboBox)
    , mCache(new QComboBox)
    , mRefresh(new QSpinBox)
    , mDivisor(new QDoubleSpinBox)
    , mDivisorMode(new QComboBox)
    , mLookahead(new QSpinBox)
    , mBuilds(new QSpinBox)
    , mDoors(new QComboBox)
    , mDoorFraction(new QDoubleSpinBox)
    , mBacktrack(new QSpinBox)
    , mCloseLoops(new QCheckBox(tr("Close &loops")))
    , mFirstOfTies(new QCheckBox(tr("First of e&qual moves (thesis)")))
    , mFixedStart(new QCheckBox(tr("&First room is the start")))
    , mStartPrefab(new QComboBox) {
    auto *form = new QFormLayout(this);
    form->setContentsMargins(6, 6, 6, 6);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    createCountRows(form);
    createSelectorRows(form);
    createCacheRows(form);
    createDivisorRows(form);
    createSearchRows(form);
    createDoorRows(form);
    createPlacementRows(form);
    connect(&mDocument, &RoomsDocument::settingsChanged, this, &GeneratorPanel::refresh);
    connect(&mDocument, &RoomsDocument::setChanged, this, &GeneratorPanel::refreshStartPrefabs);
    refreshStartPrefabs();
    refresh();
}

GeneratorPanel::~GeneratorPanel() = default;

void GeneratorPanel::edit(const QString &text, const QString &mergeKey,
                          const std::function<void(GeneratorOptions &)> &change) {
    editSettings(mDocument, mUndoStack, text, mergeKey,
                 [change](GeneratorOptions &o, std::uint64_t &) { change(o); });
}

void GeneratorPanel::createCountRows(QFormLayout *form) {
    mRooms->setRange(0, 100000);
    mRooms->setSpecialValueText(tr("all"));
    mRooms->setToolTip(tr("Place at most this many rooms (all: every instance of every prefab)"));
    form->addRow(tr("&Rooms:"), mRooms);
    connect(mRooms, &QSpinBox::valueChanged, this, [this](int v) {
        edit(tr("Rooms: %1").arg(v), QStringLiteral("rooms"), [v](GeneratorOptions &o) { o.roomLimit = v; });
    });
}

void GeneratorPanel::createSelectorRows(QFormLayout *form) {
    mSelector->addItem(tr("Best search"));
    mSelector->addItem(tr("Random"));
    mSelector->setToolTip(
        tr("Best search scores every candidate move and takes the fittest; random takes any"));
    form->addRow(tr("&Selector:"), mSelector);
    connect(mSelector, &QComboBox::currentIndexChanged, this, [this](int i) {
        edit(tr("Selector: %1").arg(mSelector->itemText(i)), {}, [i](GeneratorOptions &o) {
            o.selector = i == 1 ? SelectorKind::Random : SelectorKind::BestSearch;
        });
    });

    mPrefabSelector->addItem(tr("All prefabs"));
    mPrefabSelector->addItem(tr("By probability"));
    mPrefabSelector->addItem(tr("Cycle"));
    mPrefabSelector->addItem(tr("Rotate (thesis)"));
    mPrefabSelector->setToolTip(
        tr("Which prefabs each step offers: all with rooms left, one drawn by weight, one after the "
           "other, or the thesis's rotation (one per step by position among the prefabs left)"));
    form->addRow(tr("Prefabs &offered:"), mPrefabSelector);
    connect(mPrefabSelector, &QComboBox::currentIndexChanged, this, [this](int i) {
        edit(tr("Prefabs offered: %1").arg(mPrefabSelector->itemText(i)), {},
             [i](GeneratorOptions &o) { o.prefabSelector = PrefabSelectorKind(i); });
    });
}

void GeneratorPanel::createCacheRows(QFormLayout *form) {
    mCache->addItem(tr("None (exact)"));
    mCache->addItem(tr("Always"));
    mCache->addItem(tr("Refresh"));
    mCache->setToolTip(
        tr("Fitness cache: reuse a move's objective values from an earlier step instead of measuring "
           "it again (faster, less exact)"));
    mRefresh->setRange(1, 1000000);
    mRefresh->setSuffix(tr(" rooms"));
    mRefresh->setToolTip(tr("With the refresh cache: forget cached values every this many rooms"));
    // The dependent boxes get rows of their own: beside their combo box they made the form wider
    // than the settings column.
    form->addRow(tr("&Cache:"), mCache);
    form->addRow(tr("Refresh e&very:"), mRefresh);
    connect(mCache, &QComboBox::currentIndexChanged, this, [this](int i) {
        edit(tr("Cache: %1").arg(mCache->itemText(i)), {},
             [i](GeneratorOptions &o) { o.cache = CacheKind(i); });
    });
    connect(mRefresh, &QSpinBox::valueChanged, this, [this](int v) {
        edit(tr("Cache refresh: %1").arg(v), QStringLiteral("refresh"),
             [v](GeneratorOptions &o) { o.refreshEvery = v; });
    });
}

void GeneratorPanel::createDivisorRows(QFormLayout *form) {
    mDivisor->setRange(0.05, 1.0);
    mDivisor->setSingleStep(0.05);
    mDivisor->setDecimals(2);
    mDivisor->setToolTip(
        tr("Move divisor: the fraction of candidate moves kept each step, sampled with the seed"));
    form->addRow(tr("Moves &kept:"), mDivisor);
    connect(mDivisor, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        edit(tr("Moves kept: %1").arg(v), QStringLiteral("divisor"),
             [v](GeneratorOptions &o) { o.moveDivisor = v; });
    });
    mDivisorMode->addItem(tr("Drawn fraction"));
    mDivisorMode->addItem(tr("Every k-th (thesis)"));
    mDivisorMode->setToolTip(
        tr("How moves are kept: that fraction drawn with the seed, or, as the thesis's code, every "
           "k-th move with k = 1 / (1 - kept) (0.9 keeps every 10th)"));
    form->addRow(tr("Keep &as:"), mDivisorMode);
    connect(mDivisorMode, &QComboBox::currentIndexChanged, this, [this](int i) {
        edit(tr("Keep moves as: %1").arg(mDivisorMode->itemText(i)), {}, [i](GeneratorOptions &o) {
            o.divisorMode = i == 1 ? DivisorMode::Stride : DivisorMode::Fraction;
        });
    });
}

void GeneratorPanel::createSearchRows(QFormLayout *form) {
    mLookahead->setRange(0, 64);
    mLookahead->setSpecialValueText(tr("off (greedy)"));
    mLookahead->setSuffix(tr(" rooms"));
    mLookahead->setToolTip(
        tr("Lookahead: play each of a step's fittest moves this many placements ahead on a copy of the "
           "map, each placement drawn among the nearly fittest moves, and place the move whose play-out "
           "ends fittest. Up to the last room (64) it beats the greedy maps clearly, at a second or two "
           "per build of 64 rooms (each of the Builds looks ahead)"));
    form->addRow(tr("Look a&head:"), mLookahead);
    connect(mLookahead, &QSpinBox::valueChanged, this, [this](int v) {
        edit(tr("Look ahead: %1").arg(v), QStringLiteral("lookahead"),
             [v](GeneratorOptions &o) { o.lookahead = v; });
    });

    mBuilds->setRange(1, 1000);
    mBuilds->setToolTip(tr("Best search builds the map this many times (the seed, then seeds drawn from "
                           "it) and keeps the fittest; each build takes as long as one map. Six greedy "
                           "builds of 64 rooms take well under 0.1 s"));
    form->addRow(tr("B&uilds:"), mBuilds);
    connect(mBuilds, &QSpinBox::valueChanged, this, [this](int v) {
        edit(tr("Builds: %1").arg(v), QStringLiteral("restarts"),
             [v](GeneratorOptions &o) { o.restarts = v; });
    });
}

void GeneratorPanel::createDoorRows(QFormLayout *form) {
    mDoors->addItem(tr("All"));
    mDoors->addItem(tr("Random subset"));
    mDoors->setToolTip(tr("Active doors per room: every potential door, or a random fraction of them"));
    mDoorFraction->setRange(0.05, 1.0);
    mDoorFraction->setSingleStep(0.05);
    mDoorFraction->setDecimals(2);
    mDoorFraction->setToolTip(tr("With a random subset: the fraction of each room's doors kept"));
    form->addRow(tr("&Doors:"), mDoors);
    form->addRow(tr("Doors kep&t:"), mDoorFraction);
    connect(mDoors, &QComboBox::currentIndexChanged, this, [this](int i) {
        edit(tr("Doors: %1").arg(mDoors->itemText(i)), {},
             [i](GeneratorOptions &o) { o.doors = i == 1 ? DoorMode::Random : DoorMode::All; });
    });
    connect(mDoorFraction, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        edit(tr("Door fraction: %1").arg(v), QStringLiteral("doorFraction"),
             [v](GeneratorOptions &o) { o.doorFraction = v; });
    });
}

void GeneratorPanel::createPlacementRows(QFormLayout *form) {
    mBacktrack->setRange(0, 1000000);
    mBacktrack->setSuffix(tr(" undos"));
    mBacktrack->setSpecialValueText(tr("off"));
    mBacktrack->setToolTip(
        tr("Backtracking budget: when no room fits, undo placements and try the next-best moves, "
           "this many times before giving up"));
    form->addRow(tr("&Backtracking:"), mBacktrack);
    connect(mBacktrack, &QSpinBox::valueChanged, this, [this](int v) {
        edit(tr("Backtracking: %1").arg(v), QStringLiteral("backtrack"),
             [v](GeneratorOptions &o) { o.backtrackBudget = v; });
    });

    mCloseLoops->setToolTip(
        tr("After each placement, join open doors that now face each other, so the map gets "
           "real alternative routes (the original only makes trees)"));
    form->addRow(mCloseLoops);
    connect(mCloseLoops, &QCheckBox::toggled, this, [this](bool on) {
        edit(on ? tr("Close loops") : tr("Do not close loops"), {},
             [on](GeneratorOptions &o) { o.closeLoops = on; });
    });

    mFirstOfTies->setToolTip(
        tr("Among equally fit moves take the first in order, as the thesis does: fitter maps under the "
           "thesis model, but the seed then only picks the first room (off: the seed draws one)"));
    form->addRow(mFirstOfTies);
    connect(mFirstOfTies, &QCheckBox::toggled, this, [this](bool on) {
        edit(on ? tr("First of equal moves") : tr("Seed draws among equal moves"), {},
             [on](GeneratorOptions &o) { o.randomTies = !on; });
    });

    mFixedStart->setToolTip(
        tr("The first room placed is the start of the main path (otherwise the main path is the "
           "map's longest route)"));
    form->addRow(mFixedStart);
    connect(mFixedStart, &QCheckBox::toggled, this, [this](bool on) {
        edit(on ? tr("First room is the start") : tr("Start at an end of the longest route"), {},
             [on](GeneratorOptions &o) { o.fixedStart = on; });
    });

    mStartPrefab->setToolTip(tr("Prefab of the first room (by default drawn by the prefabs' weights)"));
    form->addRow(tr("F&irst room:"), mStartPrefab);
    connect(mStartPrefab, &QComboBox::activated, this, [this](int i) {
        const std::string name = i <= 0 ? std::string() : mStartPrefab->itemText(i).toStdString();
        edit(tr("First room: %1").arg(mStartPrefab->itemText(i)), {},
             [name](GeneratorOptions &o) { o.startPrefab = name; });
    });
}

void GeneratorPanel::refreshStartPrefabs() {
    const QSignalBlocker block(mStartPrefab);
    mStartPrefab->clear();
    mStartPrefab->addItem(tr("drawn by weight"));
    for (const PrefabDraft &d : mDocument.prefabs()) mStartPrefab->addItem(QString::fromStdString(d.name));
    refresh();
}

void GeneratorPanel::refresh() {
    const GeneratorOptions &o = mDocument.options();
    const QSignalBlocker b1(mRooms), b2(mSelector), b3(mPrefabSelector), b4(mCache), b5(mRefresh),
        b6(mDivisor), b7(mDoors), b8(mDoorFraction), b9(mBacktrack), b10(mCloseLoops), b11(mFixedStart),
        b12(mStartPrefab), b13(mDivisorMode), b14(mLookahead), b15(mFirstOfTies), b16(mBuilds);
    mRooms->setValue(o.roomLimit);
    mSelector->setCurrentIndex(o.selector == SelectorKind::Random ? 1 : 0);
    mPrefabSelector->setCurrentIndex(int(o.prefabSelector));
    mCache->setCurrentIndex(int(o.cache));
    mRefresh->setValue(o.refreshEvery);
    const auto enableRow = [this](QWidget *field, bool on) {
        field->setEnabled(on);
        if (auto *form = qobject_cast<QFormLayout *>(layout()))
            if (QWidget *label = form->labelForField(field)) label->setEnabled(on);
    };
    enableRow(mRefresh, o.cache == CacheKind::Refresh);
    mDivisor->setValue(o.moveDivisor);
    mDivisorMode->setCurrentIndex(o.divisorMode == DivisorMode::Stride ? 1 : 0);
    enableRow(mDivisorMode, o.moveDivisor < 1.0);
    mLookahead->setValue(o.lookahead);
    enableRow(mLookahead, o.selector == SelectorKind::BestSearch);
    mBuilds->setValue(o.restarts);
    enableRow(mBuilds, o.selector == SelectorKind::BestSearch);
    mDoors->setCurrentIndex(o.doors == DoorMode::Random ? 1 : 0);
    mDoorFraction->setValue(o.doorFraction);
    enableRow(mDoorFraction, o.doors == DoorMode::Random);
    mBacktrack->setValue(o.backtrackBudget);
    mCloseLoops->setChecked(o.closeLoops);
    mFirstOfTies->setChecked(!o.randomTies);
    mFixedStart->setChecked(o.fixedStart);
    const int start =
        o.startPrefab.empty() ? 0 : mStartPrefab->findText(QString::fromStdString(o.startPrefab));
    if (start < 0) {
        // A start prefab the set does not have: show it, the generator will say what is wrong.
        mStartPrefab->addItem(QString::fromStdString(o.startPrefab));
        mStartPrefab->setCurrentIndex(mStartPrefab->count() - 1);
    } else {
        mStartPrefab->setCurrentIndex(start);
    }
}

} // namespace tessera::rooms::ui
