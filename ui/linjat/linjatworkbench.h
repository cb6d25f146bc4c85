#pragma once

#include "linjat/finisher.h"
#include "linjat/solveroptions.h"
#include "ui/common/leveleditor.h"
#include "ui/common/modulepage.h"
#include "ui/linjat/levelanalysis.h"
#include "ui/linjat/levelmodel.h"

class QAction;
class QLabel;
class QTabWidget;

namespace tessera::ui {
class PlayBar;
class PlayState;
} // namespace tessera::ui

namespace tessera::linjat::ui {

class EditorView;
class LayerViewer;
class LevelFiles;
class LevelAnalyser;
class LevelFinisher;
class OptimizerPanel;
class PlayView;
class StallInspector;
class StatusPanel;

// The Linjat studio page: an editor with a live verdict, a layer viewer, a stall inspector and an
// optimizer panel over one level document (its own undo stack), plus level files and pack sheets.
class LinjatWorkbench : public tessera::ui::ModulePage, public tessera::ui::LevelEditor {
    Q_OBJECT
public:
    enum Page { EditorPage, LayersPage, StallPage, OptimizerPage };

    LinjatWorkbench(tessera::ui::StudioContext &context, QWidget *parent = nullptr);
    ~LinjatWorkbench() override;

    bool openLevel(const pack::Level &level) override;
    LevelMaker levelMaker() const override;
    Json documentState() const override;
    std::optional<pack::Level> sourceLevel() const override;
    bool restoreState(const Json &state) override;
    tessera::ui::Document &levelDocument() override { return mModel; }
    const tessera::ui::Document &levelDocument() const override { return mModel; }

    // A puzzle as a new document (the undo history starts over); fileName when it was read from a file.
    void openPuzzle(const Puzzle &puzzle, LevelOrigin origin, const QString &fileName = {});
    // Reads a level file, a pack, the original generator's JSON lines or the published collection;
    // index picks the entry when the file has several (-1: ask when there is more than one).
    // False (after logging why) when the file cannot be used.
    bool openFile(const QString &path, int index = -1);
    // Writes the puzzle as a level file (atomically); false (after logging why) on failure.
    bool saveLevelFile(const QString &path);
    // Adds an arbitrary puzzle to the pack as a new level (optimizer results); -1 when declined as a
    // duplicate.
    int addPuzzleToPack(const Puzzle &puzzle, const LevelOrigin &origin);
    // Writes the pack's Linjat levels as PNG and SVG sheets in a job; returns at once.
    void exportSheets(const QString &directory);

    void setPage(Page page);
    Page page() const;
    SolverOptions solverOptions() const;
    void setLeaksEnabled(bool enabled);

    LevelModel &model() { return mModel; }
    LevelAnalyser &analyser() const { return *mAnalyser; }
    EditorView *editorView() const { return mEditor; }
    StatusPanel *statusPanel() const { return mStatus; }
    // What the status bar says about the hovered cell.
    QString hoverText() const;
    LayerViewer *layerViewer() const { return mLayers; }
    StallInspector *stallInspector() const { return mStall; }
    OptimizerPanel *optimizerPanel() const { return mOptimizer; }
    // Play mode (Play, Ctrl+P): the editor's board and verdict give way to the play view and bar.
    tessera::ui::PlayState &playState() const { return *mPlay; }
    PlayView *playView() const { return mPlayView; }
    tessera::ui::PlayBar *playBar() const { return mPlayBar; }
    LevelFinisher &finisher() const { return *mFinisher; }
    QAction *finishLevelAction() const { return mFinishLevel; }

public slots:
    void addGeneratorDot();
    // Finish Level: in a job, dots until the level is valid; the result is one undoable edit and the
    // added dots stay marked until the next change.
    void finishLevel();

signals:
    void sheetsExported(const QStringList &files);

private:
    QWidget *createTabs();
    QWidget *createPlayPage();
    void onPlayingChanged(bool playing);
    QWidget *createStatusBar();
    void createActions();
    void connectParts();
    void reanalyse();
    void onAnalysed(const LevelAnalysisPtr &analysis);
    void updateHoverText();
    void newLevel();
    void resizeBoard();
    void openFirstPackLevelIfPristine();
    void onFinished(const Puzzle &given, const FinishResult &result);

    LevelModel mModel;
    LevelAnalyser *mAnalyser;
    bool mLeaks = true;
    std::optional<pack::Level> mOpened; // the pack level last opened (sourceLevel while still linked)
    bool mPristine = true; // nothing opened or edited yet: a newly loaded pack may fill the editor
    QTabWidget *mTabs;
    EditorView *mEditor;
    StatusPanel *mStatus;
    LayerViewer *mLayers;
    StallInspector *mStall;
    OptimizerPanel *mOptimizer;
    QWidget *mEditorSplit; // the Editor tab's board and verdict
    QWidget *mPlayPage;    // instead of them in play mode
    tessera::ui::PlayState *mPlay;
    PlayView *mPlayView;
    tessera::ui::PlayBar *mPlayBar;
    QLabel *mDocumentLabel;
    QLabel *mHoverLabel;
    QAction *mGeneratorDot = nullptr;
    QAction *mFinishLevel = nullptr;
    LevelFinisher *mFinisher;
    LevelFiles *mFiles;
};

} // namespace tessera::linjat::ui
