#pragma once

#include <QPersistentModelIndex>
#include <QWidget>

class QDoubleSpinBox;
class QLabel;
class QLineEdit;

namespace tessera::ui {

class PackListModel;

// The pack panel's form for one level: its title, difficulty and tags (edited through the list
// model, so every change is a command on the pack's undo stack) and a line about its module, id and
// provenance.
class LevelDetails : public QWidget {
    Q_OBJECT
public:
    explicit LevelDetails(PackListModel &model, QWidget *parent = nullptr);

    // Shows the level at row (-1: none); a field being typed in keeps its text.
    void showRow(int row);

signals:
    void statusMessage(const QString &text);

private:
    void commitTitle();
    void commitTags();

    PackListModel &mModel;
    // Follows the level when rows move or others are inserted before it.
    QPersistentModelIndex mShown;
    QLineEdit *mTitle;
    QDoubleSpinBox *mDifficulty;
    QLineEdit *mTags;
    QLabel *mInfo;
    bool mUpdating = false;
};

} // namespace tessera::ui
