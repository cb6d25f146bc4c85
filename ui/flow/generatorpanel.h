#pragma once

#include "flow/generator.h"

#include "ui/common/packgeneratorpanel.h"

class QCheckBox;
class QComboBox;
class QSpinBox;

namespace tessera::flow::ui {

// Fills the open pack with generated levels: size, colours, quality options, count and seed go to the
// core's generator in a worker (JobRunner); each level is graded there too, and everything finished —
// also when cancelled — is added to the pack as one undoable step with its provenance.
class GeneratorPanel : public tessera::ui::PackGeneratorPanel {
    Q_OBJECT
public:
    explicit GeneratorPanel(tessera::ui::StudioContext &context, QWidget *parent = nullptr);

    GeneratorOptions options() const;
    void setOptions(const GeneratorOptions &options);

protected:
    tessera::ui::GenerateFunction prepare() const override;

private:
    QSpinBox *mRows;
    QSpinBox *mCols;
    QSpinBox *mMinColours;
    QSpinBox *mMaxColours;
    QComboBox *mMethod;
    QComboBox *mRule;
    QSpinBox *mMinPath;
    QSpinBox *mMinBends;
    QSpinBox *mMaxStraight;
    QCheckBox *mSquares;
    QCheckBox *mAdjacentPair;
    QCheckBox *mTouching;
};

} // namespace tessera::flow::ui
