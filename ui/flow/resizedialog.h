#pragma once

#include <QDialog>

class QSpinBox;

namespace tessera::flow::ui {

// Asks for a board size (columns x rows) within the model's limits.
class ResizeDialog : public QDialog {
    Q_OBJECT
public:
    ResizeDialog(int rows, int columns, const QString &title, QWidget *parent = nullptr);
    int rows() const;
    int columns() const;

private:
    QSpinBox *mRows;
    QSpinBox *mColumns;
};

} // namespace tessera::flow::ui
