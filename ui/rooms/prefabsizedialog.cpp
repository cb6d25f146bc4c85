#include "ui/rooms/prefabsizedialog.h"

#include "rooms/prefab.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QSpinBox>

namespace tessera::rooms::ui {

PrefabSizeDialog::PrefabSizeDialog(const QString &title, int columns, int rows, QWidget *parent)
    : QDialog(parent)
    , mColumns(new QSpinBox)
    , mRows(new QSpinBox) {
    setWindowTitle(title);
    for (QSpinBox *spin : {mColumns, mRows}) {
        spin->setRange(Prefab::kMinSide, Prefab::kMaxSide);
        spin->setSuffix(tr(" tiles"));
    }
    mColumns->setValue(columns);
    mRows->setValue(rows);
    auto *form = new QFormLayout(this);
    form->addRow(tr("&Width:"), mColumns);
    form->addRow(tr("&Height:"), mRows);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

int PrefabSizeDialog::columns() const {
    return mColumns->value();
}

int PrefabSizeDialog::rows() const {
    return mRows->value();
}

} // namespace tessera::rooms::ui
