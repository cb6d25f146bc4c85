#include "ui/balls/generatorpanel.h"

#include "balls/generatepack.h"
#include "common/error.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QSpinBox>

namespace tessera::balls::ui {

GeneratorPanel::GeneratorPanel(tessera::ui::StudioContext &context, QWidget *parent)
    : PackGeneratorPanel(context, tr("ball-push level"), tr("ball-push levels"), parent) {
    createForm();
    finishForm();
}

void GeneratorPanel::createForm() {
    auto spin = [](int lo, int hi, int value) {
        auto *s = new QSpinBox;
        s->setRange(lo, hi);
        s->setValue(value);
        return s;
    };
    mRows = spin(kMinSide, kMaxSide, 8);
    mCols = spin(kMinSide, kMaxSide, 8);
    mBalls = spin(1, kMaxSide * kMaxSide - 1, 10);
    mBlocks = spin(0, 64, 0);
    mWeights = new QLineEdit(QStringLiteral("1,2,3,4"));
    mWeights->setToolTip(tr("Weight of a black-ball shift of 0, 1, 2, … cells; the last weight holds for "
                            "longer shifts (the seed favours long shifts)"));
    auto number = [](double hi, double value, int decimals, double step) {
        auto *s = new QDoubleSpinBox;
        s->setRange(0, hi);
        s->setDecimals(decimals);
        s->setSingleStep(step);
        s->setValue(value);
        return s;
    };
    mMinWin = number(1, 0, 3, 0.01);
    mMaxWin = number(1, 1, 3, 0.01);
    mMinDifficulty = number(10, 0, 1, 0.5);
    mMaxDifficulty = number(10, 10, 1, 0.5);
    mUnique = new QCheckBox(tr("Exactly one solution"));
    QFormLayout *f = form();
    // One field per row: the panel stays narrow enough to leave the field room in a small window.
    f->addRow(tr("Rows:"), mRows);
    f->addRow(tr("Columns:"), mCols);
    f->addRow(tr("White balls:"), mBalls);
    f->addRow(tr("Blocks:"), mBlocks);
    f->addRow(tr("Shift weights:"), mWeights);
    mMinWin->setToolTip(tr("Keep levels a random player wins with at least this probability"));
    mMaxWin->setToolTip(tr("… and at most this probability"));
    f->addRow(tr("Random win ≥"), mMinWin);
    f->addRow(tr("Random win ≤"), mMaxWin);
    f->addRow(tr("Difficulty ≥"), mMinDifficulty);
    f->addRow(tr("Difficulty ≤"), mMaxDifficulty);
    f->addRow(mUnique);
}

BandOptions GeneratorPanel::options() const {
    BandOptions o;
    o.generator.rows = mRows->value();
    o.generator.cols = mCols->value();
    o.generator.balls = mBalls->value();
    o.generator.blocks = mBlocks->value();
    o.generator.shiftWeights.clear();
    for (const QString &w : mWeights->text().split(QLatin1Char(','))) {
        bool ok = false;
        const double v = w.trimmed().toDouble(&ok);
        if (!ok)
            throw Error("shift weights: \"" + mWeights->text().toStdString() + "\" is not a list of numbers");
        o.generator.shiftWeights.push_back(v);
    }
    o.minRandomWin = mMinWin->value();
    o.maxRandomWin = mMaxWin->value();
    o.minDifficulty = mMinDifficulty->value();
    o.maxDifficulty = mMaxDifficulty->value();
    o.unique = mUnique->isChecked();
    return o;
}

void GeneratorPanel::setSize(int rows, int cols, int balls) {
    mRows->setValue(rows);
    mCols->setValue(cols);
    mBalls->setValue(balls);
}

tessera::ui::GenerateFunction GeneratorPanel::prepare() const {
    const BandOptions opts = options();
    checkBandOptions(opts);
    return [opts](const SeedRange &range, ProgressSink &progress, const CancelToken &cancel) {
        return generatePack(opts, range, &progress, &cancel);
    };
}

} // namespace tessera::balls::ui
