#include "ui/flow/resizedialog.h"

#include "flow/puzzle.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QSpinBox>

namespace tessera::flow::ui {

ResizeDialog::ResizeDialog(int rows, int columns, const QString &title, QWidget *parent)
    : QDialog(parent) {
    setWindowTitle(title);
    mColumns = new QSpinBox;
    mColumns->setRange(1, kMaxSide);
    mColumns->setValue(columns);
    mRows = new QSpinBox;
    mRows->setRange(1, kMaxSide);
    mRows->setValue(rows);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *form = new QFormLayout(this);
    form->addRow(tr("Columns:"), mColumns);
    form->addRow(tr("Rows:"), mRows);
    form->addRow(buttons);
}

int ResizeDialog::rows() const {
    return mRows->value();
}

int ResizeDialog::columns() const {
    return mColumns->value();
}

} // namespace tessera::flow::ui
