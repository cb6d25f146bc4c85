#include "ui/rooms/objectivespanel.h"

#include "ui/rooms/roomsdocument.h"
#include "ui/rooms/settingsedit.h"
#include "ui/rooms/studiodefaults.h"
#include "ui/rooms/wording.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QVBoxLayout>

#include <cmath>

namespace tessera::rooms::ui {

ObjectivesPanel::ObjectivesPanel(RoomsDocument &document, QUndoStack &undoStack, QWidget *parent)
    : QWidget(parent)
    , mDocument(document)
    , mUndoStack(undoStack)
    , mModel(new QComboBox)
    , mKind(new QComboBox)
    , mAdaptive(new QGroupBox(tr("Adaptive: attack and decay"))) {
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(createKindRows());
    layout->addWidget(createWeightsBox());
    layout->addWidget(createAdaptiveBox());
    layout->addStretch(1);
    connect(&mDocument, &RoomsDocument::settingsChanged, this, &ObjectivesPanel::refresh);
    refresh();
}

ObjectivesPanel::~ObjectivesPanel() = default;

QLayout *ObjectivesPanel::createKindRows() {
    auto *kindRow = new QGridLayout;
    auto *modelLabel = new QLabel(tr("Fitness &model:"));
    modelLabel->setBuddy(mModel);
    mModel->addItem(tr("Thesis"));
    mModel->addItem(tr("Normalised"));
    mModel->setToolTip(
        tr("Thesis: the thesis's own objectives (counts: main path rooms, depth-weighted side rooms, "
           "connections of branching rooms); weights around 1 (main path up to about 6) give "
           "compact, branching maps. Normalised: every objective a fraction of the rooms."));
    connect(mModel, &QComboBox::currentIndexChanged, this, [this](int index) {
        editSettings(mDocument, mUndoStack, tr("Fitness model: %1").arg(mModel->itemText(index)), {},
                     [index](GeneratorOptions &o, std::uint64_t &) {
                         o.fitness = index == 1 ? FitnessModel::Normalised : FitnessModel::Thesis;
                     });
    });
    kindRow->addWidget(modelLabel, 0, 0);
    kindRow->addWidget(mModel, 0, 1);
    auto *kindLabel = new QLabel(tr("&Combinator:"));
    kindLabel->setBuddy(mKind);
    mKind->addItem(tr("Weighted sum"));
    mKind->addItem(tr("Adaptive"));
    mKind->setToolTip(
        tr("Weighted sum: fitness = Σ weight × value. Adaptive: after each pick the objective that "
           "led it has its weight multiplied by its decay, the others by their attack, so no "
           "single objective dominates the whole map."));
    kindRow->addWidget(kindLabel, 1, 0);
    kindRow->addWidget(mKind, 1, 1);
    kindRow->setColumnStretch(1, 1);
    connect(mKind, &QComboBox::currentIndexChanged, this, [this](int index) {
        editSettings(mDocument, mUndoStack, tr("Combinator: %1").arg(mKind->itemText(index)), {},
                     [index](GeneratorOptions &o, std::uint64_t &) {
                         o.combinator.kind =
                             index == 1 ? CombinatorKind::Adaptive : CombinatorKind::WeightedSum;
                     });
    });
    return kindRow;
}

QWidget *ObjectivesPanel::createWeightsBox() {
    auto *weights = new QGroupBox(tr("Objective weights"));
    weights->setToolTip(tr("Drag a slider: the map regenerates at once with the same seed."));
    auto *grid = new QGridLayout(weights);
    grid->setColumnStretch(1, 1);
    grid->setHorizontalSpacing(6);
    for (Objective o : kAllObjectives) {
        const auto k = std::size_t(o);
        const int row = int(k);
        auto *label = new QLabel(objectiveLabel(o));
        label->setToolTip(objectiveDescription(o));
        auto *slider = new QSlider(Qt::Horizontal);
        slider->setObjectName(QStringLiteral("weight-%1").arg(QString::fromLatin1(objectiveName(o))));
        slider->setRange(0, int(kMaxWeight * kSliderScale));
        slider->setSingleStep(5);
        slider->setPageStep(25);
        slider->setToolTip(tr("Weight of %1 (0 to %2): %3")
                               .arg(objectiveLabel(o).toLower())
                               .arg(kMaxWeight)
                               .arg(objectiveDescription(o)));
        label->setBuddy(slider);
        auto *value = new QLabel;
        value->setMinimumWidth(fontMetrics().horizontalAdvance(QStringLiteral("0.00")) + 4);
        value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        grid->addWidget(label, row, 0);
        grid->addWidget(slider, row, 1);
        grid->addWidget(value, row, 2);
        mSliders[k] = slider;
        mValues[k] = value;
        connect(slider, &QSlider::sliderPressed, this, [this] { ++mGesture; });
        connect(slider, &QSlider::valueChanged, this, [this, o](int v) { setWeight(o, v); });
    }
    auto *defaults = new QPushButton(tr("Reset weights"));
    QStringList start;
    for (Objective o : kAllObjectives)
        start << QStringLiteral("%1 %2").arg(
            objectiveLabel(o).toLower(),
            formatNumber(studioDefaultOptions().combinator.weights[std::size_t(o)]));
    defaults->setToolTip(
        tr("Back to the weights the studio starts with: %1").arg(start.join(QStringLiteral(", "))));
    connect(defaults, &QPushButton::clicked, this, [this] {
        editSettings(mDocument, mUndoStack, tr("Reset weights"), {},
                     [](GeneratorOptions &o, std::uint64_t &) {
                         o.combinator.weights = studioDefaultOptions().combinator.weights;
                     });
    });
    grid->addWidget(defaults, kObjectiveCount, 0, 1, 3, Qt::AlignRight);
    return weights;
}

QWidget *ObjectivesPanel::createAdaptiveBox() {
    auto *adaptive = new QGridLayout(mAdaptive);
    mAdaptive->setToolTip(
        tr("Only used by the adaptive combinator. Attack ≥ 1 grows the weights of the objectives "
           "that did not lead a pick; decay in (0, 1] shrinks the weight of the one that did."));
    adaptive->addWidget(new QLabel(tr("Attack")), 0, 1, Qt::AlignHCenter);
    adaptive->addWidget(new QLabel(tr("Decay")), 0, 2, Qt::AlignHCenter);
    adaptive->setColumnStretch(0, 1);
    for (Objective o : kAllObjectives) {
        const auto k = std::size_t(o);
        const QString name = QString::fromLatin1(objectiveName(o));
        adaptive->addWidget(new QLabel(objectiveLabel(o)), int(k) + 1, 0);
        auto *attack = new QDoubleSpinBox;
        attack->setObjectName(QStringLiteral("attack-%1").arg(name));
        attack->setRange(1.0, 5.0);
        attack->setSingleStep(0.05);
        attack->setDecimals(2);
        attack->setToolTip(tr("Attack of %1: its weight is multiplied by this after a pick it did not lead")
                               .arg(objectiveLabel(o).toLower()));
        auto *decay = new QDoubleSpinBox;
        decay->setObjectName(QStringLiteral("decay-%1").arg(name));
        decay->setRange(0.01, 1.0);
        decay->setSingleStep(0.05);
        decay->setDecimals(2);
        decay->setToolTip(tr("Decay of %1: its weight is multiplied by this after a pick it led")
                              .arg(objectiveLabel(o).toLower()));
        adaptive->addWidget(attack, int(k) + 1, 1);
        adaptive->addWidget(decay, int(k) + 1, 2);
        mAttack[k] = attack;
        mDecay[k] = decay;
        connect(attack, &QDoubleSpinBox::valueChanged, this, [this, o, name](double v) {
            editSettings(mDocument, mUndoStack, tr("Attack of %1").arg(objectiveLabel(o).toLower()),
                         QStringLiteral("attack.") + name, [o, v](GeneratorOptions &opt, std::uint64_t &) {
                             opt.combinator.attack[std::size_t(o)] = v;
                         });
        });
        connect(decay, &QDoubleSpinBox::valueChanged, this, [this, o, name](double v) {
            editSettings(mDocument, mUndoStack, tr("Decay of %1").arg(objectiveLabel(o).toLower()),
                         QStringLiteral("decay.") + name, [o, v](GeneratorOptions &opt, std::uint64_t &) {
                             opt.combinator.decay[std::size_t(o)] = v;
                         });
        });
    }
    return mAdaptive;
}

void ObjectivesPanel::setWeight(Objective objective, int sliderValue) {
    const double weight = double(sliderValue) / kSliderScale;
    mValues[std::size_t(objective)]->setText(QString::number(weight, 'f', 2));
    editSettings(
        mDocument, mUndoStack,
        tr("Weight of %1: %2").arg(objectiveLabel(objective).toLower(), formatNumber(weight)),
        QStringLiteral("weight.%1.%2").arg(QString::fromLatin1(objectiveName(objective))).arg(mGesture),
        [objective, weight](GeneratorOptions &o, std::uint64_t &) {
            o.combinator.weights[std::size_t(objective)] = weight;
        });
}

void ObjectivesPanel::refresh() {
    const CombinatorOptions &c = mDocument.options().combinator;
    {
        const QSignalBlocker block(mKind);
        mKind->setCurrentIndex(c.kind == CombinatorKind::Adaptive ? 1 : 0);
        const QSignalBlocker blockModel(mModel);
        mModel->setCurrentIndex(mDocument.options().fitness == FitnessModel::Normalised ? 1 : 0);
    }
    mAdaptive->setEnabled(c.kind == CombinatorKind::Adaptive);
    for (std::size_t k = 0; k < std::size_t(kObjectiveCount); ++k) {
        {
            const QSignalBlocker block(mSliders[k]);
            // Weights beyond the slider's range (from a file) show at its end; the label tells the truth.
            mSliders[k]->setValue(int(std::lround(c.weights[k] * kSliderScale)));
        }
        mValues[k]->setText(QString::number(c.weights[k], 'f', 2));
        const QSignalBlocker blockAttack(mAttack[k]);
        mAttack[k]->setValue(c.attack[k]);
        const QSignalBlocker blockDecay(mDecay[k]);
        mDecay[k]->setValue(c.decay[k]);
    }
}

} // namespace tessera::rooms::ui
