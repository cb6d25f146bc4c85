#include "ui/flow/generatorpanel.h"

#include "flow/generatepack.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>

namespace tessera::flow::ui {

namespace {
QSpinBox *spin(int min, int max, int value, const QString &tip) {
    auto *box = new QSpinBox;
    box->setRange(min, max);
    box->setValue(value);
    box->setToolTip(tip);
    return box;
}
} // namespace

GeneratorPanel::GeneratorPanel(tessera::ui::StudioContext &context, QWidget *parent)
    : PackGeneratorPanel(context, tr("Flow level"), tr("Flow levels"), parent) {
    mRows = spin(2, kMaxSide, 9, tr("Board height in cells"));
    mCols = spin(2, kMaxSide, 9, tr("Board width in cells"));
    mMinColours = spin(1, kMaxColours, 8, tr("Fewest colours (pairs) a level may have"));
    mMaxColours = spin(1, kMaxColours, 9, tr("Most colours (pairs) a level may have"));
    mMethod = new QComboBox;
    mMethod->addItem(tr("Constructive"), int(GeneratorMethod::Constructive));
    mMethod->addItem(tr("Random endpoints"), int(GeneratorMethod::RandomEndpoints));
    mMethod->setToolTip(tr("Constructive: covers the board with paths first, scales to large boards; random "
                           "endpoints is the original "
                           "method and only practical up to about 6x6"));
    mRule = new QComboBox;
    mRule->addItem(tr("Strict"), int(Rule::Strict));
    mRule->addItem(tr("Any filling"), int(Rule::AnyFilling));
    mRule->setToolTip(tr("The rule every generated level is unique under. Strict: a path never touches "
                         "itself (the official levels' rule). Any filling: every filling counts"));
    mMinPath = spin(2, 4096, 3, tr("Fewest cells per path, endpoints included"));
    mMinBends = spin(0, 100, 0, tr("Fewest turns per path"));
    mMaxStraight = spin(0, kMaxSide, 0, tr("Longest straight run of a path in cells (0: any)"));
    mSquares = new QCheckBox(tr("Allow 2x2 blocks of one colour"));
    mSquares->setToolTip(tr("Only possible under the any-filling rule"));
    // Short texts: the panel is about 250 px wide in a 1024 px window.
    mAdjacentPair = new QCheckBox(tr("Allow a pair's ends adjacent"));
    mAdjacentPair->setToolTip(tr("A pair's two endpoints may stand side by side (a path of two cells)"));
    mTouching = new QCheckBox(tr("Allow other ends adjacent"));
    mTouching->setToolTip(tr("Endpoints of different colours may stand side by side"));
    mTouching->setChecked(true);
    QFormLayout *form = this->form();
    auto *size = new QHBoxLayout;
    size->addWidget(mCols);
    size->addWidget(new QLabel(QStringLiteral("×")));
    size->addWidget(mRows);
    form->addRow(tr("Size (w × h):"), size);
    auto *colours = new QHBoxLayout;
    colours->addWidget(mMinColours);
    colours->addWidget(new QLabel(tr("to")));
    colours->addWidget(mMaxColours);
    form->addRow(tr("Colours:"), colours);
    form->addRow(tr("Method:"), mMethod);
    form->addRow(tr("Rule:"), mRule);
    form->addRow(tr("Min path length:"), mMinPath);
    form->addRow(tr("Min bends:"), mMinBends);
    form->addRow(tr("Max straight run:"), mMaxStraight);
    form->addRow(mSquares);
    form->addRow(mAdjacentPair);
    form->addRow(mTouching);
    finishForm();
    generateButton()->setToolTip(
        tr("Generate the levels in the background and add them to the open pack (Ctrl+G)"));
}

GeneratorOptions GeneratorPanel::options() const {
    GeneratorOptions o;
    o.rows = mRows->value();
    o.cols = mCols->value();
    o.minColours = std::min(mMinColours->value(), mMaxColours->value());
    o.maxColours = std::max(mMinColours->value(), mMaxColours->value());
    o.method = GeneratorMethod(mMethod->currentData().toInt());
    o.rule = Rule(mRule->currentData().toInt());
    o.minPathLength = mMinPath->value();
    o.minBends = mMinBends->value();
    o.maxStraight = mMaxStraight->value();
    o.allowSquares = mSquares->isChecked();
    o.allowAdjacentPair = mAdjacentPair->isChecked();
    o.allowTouchingEndpoints = mTouching->isChecked();
    return o;
}

void GeneratorPanel::setOptions(const GeneratorOptions &o) {
    mRows->setValue(o.rows);
    mCols->setValue(o.cols);
    mMinColours->setValue(o.minColours);
    mMaxColours->setValue(o.maxColours);
    mMethod->setCurrentIndex(mMethod->findData(int(o.method)));
    mRule->setCurrentIndex(mRule->findData(int(o.rule)));
    mMinPath->setValue(o.minPathLength);
    mMinBends->setValue(o.minBends);
    mMaxStraight->setValue(o.maxStraight);
    mSquares->setChecked(o.allowSquares);
    mAdjacentPair->setChecked(o.allowAdjacentPair);
    mTouching->setChecked(o.allowTouchingEndpoints);
}

tessera::ui::GenerateFunction GeneratorPanel::prepare() const {
    const GeneratorOptions opts = options();
    checkGeneratorOptions(opts);
    return [opts](const SeedRange &range, ProgressSink &progress, const CancelToken &cancel) {
        return generatePack(opts, range, &progress, &cancel);
    };
}

} // namespace tessera::flow::ui
