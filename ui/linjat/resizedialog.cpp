#include "ui/linjat/resizedialog.h"

#include "linjat/editing.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

namespace tessera::linjat::ui {

ResizeDialog::ResizeDialog(const Puzzle &puzzle, const QString &title, QWidget *parent)
    : QDialog(parent)
    , mPuzzle(puzzle) {
    setWindowTitle(title);
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    mRows = new QSpinBox;
    mRows->setRange(kMinSide, kMaxSide);
    mRows->setValue(puzzle.rows());
    mRows->setToolTip(tr("Rows (%1 to %2); the top-left corner stays").arg(kMinSide).arg(kMaxSide));
    mCols = new QSpinBox;
    mCols->setRange(kMinSide, kMaxSide);
    mCols->setValue(puzzle.cols());
    mCols->setToolTip(tr("Columns (%1 to %2); the top-left corner stays").arg(kMinSide).arg(kMaxSide));
    form->addRow(tr("Rows:"), mRows);
    form->addRow(tr("Columns:"), mCols);
    layout->addLayout(form);
    mWarning = new QLabel;
    mWarning->setWordWrap(true);
    layout->addWidget(mWarning);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(mRows, &QSpinBox::valueChanged, this, &ResizeDialog::updateWarning);
    connect(mCols, &QSpinBox::valueChanged, this, &ResizeDialog::updateWarning);
    updateWarning();
}

int ResizeDialog::rows() const {
    return mRows->value();
}

int ResizeDialog::cols() const {
    return mCols->value();
}

void ResizeDialog::updateWarning() {
    const int dropped = droppedByResize(mPuzzle, rows(), cols());
    mWarning->setText(
        dropped > 0 ? tr("%n number(s) or dot(s) outside the new size will be removed.", nullptr, dropped)
                    : QString());
}

} // namespace tessera::linjat::ui
