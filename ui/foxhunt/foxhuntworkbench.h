#pragma once

#include "foxhunt/difficulty.h"
#include "pack/levelpack.h"
#include "pack/levelsource.h"
#include "ui/common/leveleditor.h"
#include "ui/common/modulepage.h"
#include "ui/foxhunt/levelmodel.h"

#include <QPointer>
#include <QUndoCommand>

#include <cstdint>
#include <memory>
#include <optional>

class QLabel;
class QTimer;

namespace tessera::ui {
class Job;
class LatestWorker;
class PlayBar;
class PlayState;
} // namespace tessera::ui

namespace tessera::foxhunt::ui {

class FieldView;
class PlayPanel;

// The Fox Hunt studio page: play a level (click to probe, readings on the field, found foxes, the
// tracker's heat map with its key, undo), let the auto-prober step or run to the end at a chosen speed,
// edit the placement of a level (foxes and opening probes, undo), start a random level, add the level
// to the pack (with its measured difficulty).
class FoxhuntWorkbench : public tessera::ui::ModulePage, public tessera::ui::LevelEditor {
    Q_OBJECT
public:
    FoxhuntWorkbench(tessera::ui::StudioContext &context, QWidget *parent = nullptr);
    ~FoxhuntWorkbench() override;

    bool openLevel(const pack::Level &level) override;
    LevelMaker levelMaker() const override;
    Json documentState() const override;
    std::optional<pack::Level> sourceLevel() const override { return mSource; }
    bool restoreState(const Json &state) override;
    tessera::ui::Document &levelDocument() override { return mModel; }
    const tessera::ui::Document &levelDocument() const override { return mModel; }

    // What a click does: a probe in play (the play state's move), a placement edit (a fox, or with
    // opening an opening probe).
    void probe(Point cell);
    void editPlacement(Point cell, bool opening);
    // One probe of the auto-prober with the chosen strategy: the decision runs in a job (the GUI never
    // waits for the tracker), the probe is made when it comes back and the position is still the same.
    // False when the game is over or a decision is already under way.
    bool autoStep();
    bool isThinking() const { return !mStepJob.isNull(); }
    // Add to Pack: the level's difficulty is measured in a job (progress, Cancel) and the level goes to
    // the pack (addToPackRequested) when it finishes. Returns at once; false when a measurement is
    // already under way or the level is not valid.
    bool addToPack();
    bool isMeasuring() const { return !mMeasureJob.isNull(); }
    void setRunning(bool running);
    bool isRunning() const;
    // Editing the placement is play mode off; false, saying why, when the level cannot be played.
    void setEditing(bool editing);
    bool setPlaying(bool playing);
    bool isPlaying() const;
    tessera::ui::PlayState &playState() const { return *mPlay; }
    tessera::ui::PlayBar *playBar() const { return mPlayBar; }
    void setHeatMap(bool on);
    // A new document: foxes placed from the seed.
    void newRandomLevel(int rows, int cols, int foxes, std::uint64_t seed);

    LevelModel &model() { return mModel; }
    FieldView *fieldView() const { return mField; }
    PlayPanel *panel() const { return mPanel; }
    QString scoreText() const;

private:
    void createActions();
    void createPlay();
    void connectPanel();
    // After asking before discarding changes: a new level from the side panel's size and foxes, its seed
    // stepped by seedStep first (New takes the next seed; the panel's button the seed shown).
    void newLevelFromPanel(int seedStep);
    void onModelChanged();
    // Asks the odds worker for the current state's odds.
    void requestOdds();
    void runTick();
    void updateProberButtons();
    void onDecision(const View &asked, Point cell);
    pack::LevelSource packSource() const;

    LevelModel mModel;
    QString mTitle;
    std::optional<pack::Level> mSource; // the pack level the document came from
    FieldView *mField;
    tessera::ui::PlayState *mPlay;
    tessera::ui::PlayBar *mPlayBar;
    PlayPanel *mPanel;
    QLabel *mDocumentLabel;
    QTimer *mRunTimer;
    QPointer<tessera::ui::Job> mStepJob;
    QPointer<tessera::ui::Job> mMeasureJob;
    // Works out the heat map's odds off the GUI thread.
    tessera::ui::LatestWorker *mOddsWorker;
    // The last measured placement and its difficulty: levelMaker() reuses it instead of measuring
    // again.
    mutable std::optional<std::pair<Level, Difficulty>> mMeasured;
};

} // namespace tessera::foxhunt::ui
