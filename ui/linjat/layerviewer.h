#pragma once

#include "ui/linjat/layerdescription.h"
#include "ui/linjat/levelanalysis.h"

#include <QWidget>

class QLabel;
class QLayout;
class QListWidget;
class QSlider;
class QToolButton;

namespace tessera::linjat::ui {

class BoardView;

// Steps through the layered solver's layers on the current puzzle: a slider with Prev/Next buttons
// (Left/Right, PageUp/PageDown, Home/End), the board as the layer left it, the layer's rule named in
// designer words with its width, and the layer's changes in a side list (picking one highlights its
// cells).
class LayerViewer : public QWidget {
    Q_OBJECT
public:
    explicit LayerViewer(QWidget *parent = nullptr);

    void setAnalysis(const LevelAnalysisPtr &analysis);
    int layer() const { return mLayer; }
    int layerCount() const;
    // The rule line shown for the current layer ("cover (width 2)").
    QString headline() const;
    QString summary() const;
    QSlider *slider() const { return mSlider; }
    QListWidget *changeList() const { return mChanges; }
    BoardView *view() const { return mView; }

public slots:
    void setLayer(int layer);
    void next() { setLayer(mLayer + 1); }
    void previous() { setLayer(mLayer - 1); }
    void first() { setLayer(0); }
    void last() { setLayer(layerCount()); }

signals:
    void layerChanged(int layer);

private:
    QWidget *createBoardAndChanges();
    QWidget *createChangesSide();
    QLayout *createStepBar();
    void createShortcuts();
    void refresh();
    void onChangePicked(int row);

    LevelAnalysisPtr mAnalysis;
    int mLayer = 0;
    std::vector<LayerChange> mChangeData;
    BoardView *mView;
    QSlider *mSlider;
    QToolButton *mFirst;
    QToolButton *mPrev;
    QToolButton *mNext;
    QToolButton *mLast;
    QLabel *mPosition;
    QLabel *mHeadline;
    QLabel *mSummary;
    QLabel *mStatus;
    QListWidget *mChanges;
};

} // namespace tessera::linjat::ui
