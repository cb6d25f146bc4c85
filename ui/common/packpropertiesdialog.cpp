#include "ui/common/packpropertiesdialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>

namespace tessera::ui {

PackPropertiesDialog::PackPropertiesDialog(const pack::LevelPack &pack, QWidget *parent)
    : QDialog(parent)
    , mName(new QLineEdit(QString::fromStdString(pack.name)))
    , mAuthor(new QLineEdit(QString::fromStdString(pack.author)))
    , mDescription(new QPlainTextEdit(QString::fromStdString(pack.description))) {
    setWindowTitle(tr("Pack Properties"));
    // A field longer than its box shows its beginning, not its end (where setting a text leaves the cursor).
    mName->setCursorPosition(0);
    mAuthor->setCursorPosition(0);
    mDescription->setTabChangesFocus(true);
    auto *form = new QFormLayout(this);
    form->addRow(tr("&Name:"), mName);
    form->addRow(tr("&Author:"), mAuthor);
    form->addRow(tr("&Description:"), mDescription);
    form->addRow(tr("Created:"), new QLabel(QString::fromStdString(pack.created)));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(560, 320);
}

std::string PackPropertiesDialog::name() const {
    return mName->text().trimmed().toStdString();
}

std::string PackPropertiesDialog::author() const {
    return mAuthor->text().trimmed().toStdString();
}

std::string PackPropertiesDialog::description() const {
    return mDescription->toPlainText().trimmed().toStdString();
}

} // namespace tessera::ui
