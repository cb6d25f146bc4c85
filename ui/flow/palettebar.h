#pragma once

#include "flow/puzzle.h"

#include <QWidget>

class QButtonGroup;
class QComboBox;

namespace tessera::flow::ui {

class LevelModel;

// The editor's colour palette (two rows of swatches, one per label) and the rule chooser beside it.
class PaletteBar : public QWidget {
    Q_OBJECT
public:
    // The first labels of the palette order get a swatch; [ and ] cycle through them.
    static constexpr int kSwatches = 24;

    explicit PaletteBar(QWidget *parent = nullptr);

    // Checks the current colour's swatch, says in each swatch's tooltip how many of its endpoints the
    // board holds, and shows the level's rule.
    void showState(char current, const LevelModel &model);

signals:
    void labelPicked(char label);
    void ruleChosen(tessera::flow::Rule rule);

private:
    QButtonGroup *mSwatches;
    QComboBox *mRuleBox;
};

} // namespace tessera::flow::ui
