#pragma once

#include "balls/bandgenerator.h"

#include "ui/common/packgeneratorpanel.h"

class QCheckBox;
class QDoubleSpinBox;
class QLineEdit;
class QSpinBox;

namespace tessera::balls::ui {

// Fills the open pack with generated levels: size, balls, blocks, shift weights, the random-win band,
// unique-only, count and seed go to the core's band generator in a worker (JobRunner); everything
// finished (also when cancelled) is added to the pack as one undoable step with its provenance.
class GeneratorPanel : public tessera::ui::PackGeneratorPanel {
    Q_OBJECT

public:
    explicit GeneratorPanel(tessera::ui::StudioContext &context, QWidget *parent = nullptr);
    // Throws Error when the weights do not parse.
    BandOptions options() const;
    void setSize(int rows, int cols, int balls);

protected:
    tessera::ui::GenerateFunction prepare() const override;

private:
    void createForm();

    QSpinBox *mRows, *mCols, *mBalls, *mBlocks;
    QLineEdit *mWeights;
    QDoubleSpinBox *mMinWin, *mMaxWin, *mMinDifficulty, *mMaxDifficulty;
    QCheckBox *mUnique;
};

} // namespace tessera::balls::ui
