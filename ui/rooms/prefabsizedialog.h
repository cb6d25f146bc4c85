#pragma once

#include <QDialog>

class QSpinBox;

namespace tessera::rooms::ui {

// Asks for a prefab size in tiles (within the core's limits), for a new prefab or a resize.
class PrefabSizeDialog : public QDialog {
    Q_OBJECT
public:
    PrefabSizeDialog(const QString &title, int columns, int rows, QWidget *parent = nullptr);
    int columns() const;
    int rows() const;

private:
    QSpinBox *mColumns;
    QSpinBox *mRows;
};

} // namespace tessera::rooms::ui
