#pragma once

#include "pack/levelpack.h"

#include <QDialog>

class QLineEdit;
class QPlainTextEdit;

namespace tessera::ui {

// Pack > Properties: the pack's name, author and description (trimmed), and when it was created.
class PackPropertiesDialog : public QDialog {
    Q_OBJECT
public:
    explicit PackPropertiesDialog(const pack::LevelPack &pack, QWidget *parent = nullptr);

    std::string name() const;
    std::string author() const;
    std::string description() const;

private:
    QLineEdit *mName;
    QLineEdit *mAuthor;
    QPlainTextEdit *mDescription;
};

} // namespace tessera::ui
