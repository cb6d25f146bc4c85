#pragma once

#include "rooms/generatoroptions.h"

#include <QWidget>

#include <functional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QSpinBox;
class QUndoStack;

namespace tessera::rooms::ui {

class RoomsDocument;

// The generator's options besides the combinator: how many rooms, the move selector and prefab
// selector, the fitness cache, the move divisor, the door subset, backtracking, loop closing and the
// start room. Every change is an undoable settings command and regenerates the map.
class GeneratorPanel : public QWidget {
    Q_OBJECT
public:
    GeneratorPanel(RoomsDocument &document, QUndoStack &undoStack, QWidget *parent = nullptr);
    ~GeneratorPanel() override;

    QSpinBox *roomsBox() const { return mRooms; }
    QComboBox *selectorBox() const { return mSelector; }
    QCheckBox *closeLoopsBox() const { return mCloseLoops; }
    QSpinBox *lookaheadBox() const { return mLookahead; }
    QSpinBox *buildsBox() const { return mBuilds; }
    QCheckBox *firstOfTiesBox() const { return mFirstOfTies; }

private:
    // Each adds its rows to the form and wires them to undoable settings edits.
    void createCountRows(QFormLayout *form);
    void createSelectorRows(QFormLayout *form);
    void createCacheRows(QFormLayout *form);
    void createDivisorRows(QFormLayout *form);
    void createSearchRows(QFormLayout *form);
    void createDoorRows(QFormLayout *form);
    void createPlacementRows(QFormLayout *form);
    void edit(const QString &text, const QString &mergeKey,
              const std::function<void(GeneratorOptions &)> &change);
    void refresh();
    void refreshStartPrefabs();

    RoomsDocument &mDocument;
    QUndoStack &mUndoStack;
    QSpinBox *mRooms;
    QComboBox *mSelector;
    QComboBox *mPrefabSelector;
    QComboBox *mCache;
    QSpinBox *mRefresh;
    QDoubleSpinBox *mDivisor;
    QComboBox *mDivisorMode;
    QSpinBox *mLookahead;
    QSpinBox *mBuilds;
    QComboBox *mDoors;
    QDoubleSpinBox *mDoorFraction;
    QSpinBox *mBacktrack;
    QCheckBox *mCloseLoops;
    QCheckBox *mFirstOfTies;
    QCheckBox *mFixedStart;
    QComboBox *mStartPrefab;
};

} // namespace tessera::rooms::ui
