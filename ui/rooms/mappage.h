#pragma once

#include "ui/rooms/mapresult.h"
#include "ui/rooms/playbackframe.h"

#include <QWidget>

class QBoxLayout;
class QCheckBox;
class QLabel;
class QLayout;
class QScrollArea;
class QSlider;
class QToolButton;
class QUndoStack;

namespace tessera::ui {
class ReportView;
}

namespace tessera::rooms::ui {

class BreakdownChart;
class HeatLegend;
class MapView;
class RoomsDocument;
class SettingsPanel;

// The map page: the settings on the left; on the right the map, what the generator reported, and the
// placement playback (a slider over the log; the frame of the step on show, its objective breakdown
// and its numbers).
class MapPage : public QWidget {
    Q_OBJECT
public:
    MapPage(RoomsDocument &document, QUndoStack &undoStack, QWidget *parent = nullptr);
    ~MapPage() override;

    SettingsPanel *settings() const { return mSettings; }
    MapView *view() const { return mView; }
    QSlider *playbackSlider() const { return mSlider; }
    BreakdownChart *breakdown() const { return mBreakdown; }
    QCheckBox *heatBox() const { return mHeat; }
    HeatLegend *heatLegend() const { return mLegend; }

    // Shows a map; playback stays at the end when it was there (or at its step, clamped).
    void setResult(MapResultPtr result);
    const MapResultPtr &result() const { return mResult; }
    const PlaybackFramePtr &frame() const;
    // Rooms placed in the frame on show (1 .. steps).
    int step() const;
    void setStep(int step);
    void stepBy(int delta);
    void setSummary(const QString &text, bool warning);
    QString summary() const;
    QString stepText() const;
    // What the line under the map says in full (it may show it cut short).
    QString hoverText() const;

protected:
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *createMapSide();
    QLayout *createPlaybackBar();
    QWidget *createStepDetails();
    void fitDetails();
    void showStep(int step);
    void updateHover();

    MapResultPtr mResult;
    QString mHoverText;
    SettingsPanel *mSettings;
    MapView *mView;
    tessera::ui::ReportView *mSummary;
    QLabel *mHover;
    QSlider *mSlider;
    QLabel *mStepLabel;
    QCheckBox *mHeat;
    HeatLegend *mLegend;
    BreakdownChart *mBreakdown;
    tessera::ui::ReportView *mStepInfo;
    QWidget *mRight = nullptr;
    QBoxLayout *mBottom = nullptr;   // breakdown beside the step's text, or above it when narrow
    QScrollArea *mDetails = nullptr; // mBottom's widget, scrolling when the column is short
};

} // namespace tessera::rooms::ui
