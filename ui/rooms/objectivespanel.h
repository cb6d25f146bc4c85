#pragma once

#include "rooms/objectives.h"

#include <QWidget>

#include <array>

class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QLayout;
class QSlider;
class QUndoStack;

namespace tessera::rooms::ui {

class RoomsDocument;

// The fitness model (the thesis's counts, the default, or the normalised fractions), the combinator:
// weighted sum or adaptive, one weight slider per objective (each move regenerates
// the map, same seed), and the adaptive combinator's attack and decay per objective. Every change is
// an undoable settings command; one slider drag is one undo step.
class ObjectivesPanel : public QWidget {
    Q_OBJECT
public:
    static constexpr int kSliderScale = 100;  // slider steps per unit of weight
    static constexpr double kMaxWeight = 8.0; // the thesis's own experiment weighs the main path 5.8

    ObjectivesPanel(RoomsDocument &document, QUndoStack &undoStack, QWidget *parent = nullptr);
    ~ObjectivesPanel() override;

    QSlider *weightSlider(Objective objective) const { return mSliders[std::size_t(objective)]; }
    QComboBox *combinatorBox() const { return mKind; }
    QComboBox *modelBox() const { return mModel; }
    QDoubleSpinBox *attackBox(Objective objective) const { return mAttack[std::size_t(objective)]; }
    QDoubleSpinBox *decayBox(Objective objective) const { return mDecay[std::size_t(objective)]; }

private:
    QLayout *createKindRows();
    QWidget *createWeightsBox();
    QWidget *createAdaptiveBox();
    void refresh();
    void setWeight(Objective objective, int sliderValue);

    RoomsDocument &mDocument;
    QUndoStack &mUndoStack;
    QComboBox *mModel;
    QComboBox *mKind;
    std::array<QSlider *, kObjectiveCount> mSliders{};
    std::array<QLabel *, kObjectiveCount> mValues{};
    std::array<QDoubleSpinBox *, kObjectiveCount> mAttack{};
    std::array<QDoubleSpinBox *, kObjectiveCount> mDecay{};
    QGroupBox *mAdaptive;
    int mGesture = 0; // bumped at each slider press: one drag, one undo step
};

} // namespace tessera::rooms::ui
