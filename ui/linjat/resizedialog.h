#pragma once

#include "linjat/puzzle.h"

#include <QDialog>

class QLabel;
class QSpinBox;

namespace tessera::linjat::ui {

// Asks for a board size; says live how many numbers and dots a smaller size would drop.
class ResizeDialog : public QDialog {
    Q_OBJECT
public:
    ResizeDialog(const Puzzle &puzzle, const QString &title, QWidget *parent = nullptr);
    int rows() const;
    int cols() const;

private:
    void updateWarning();
    Puzzle mPuzzle;
    QSpinBox *mRows;
    QSpinBox *mCols;
    QLabel *mWarning;
};

} // namespace tessera::linjat::ui
