#pragma once

#include "flow/puzzle.h"
#include "pack/levelpack.h"
#include "ui/common/leveleditor.h"
#include "ui/common/modulepage.h"
#include "ui/flow/analysis.h"
#include "ui/flow/levelmodel.h"

#include <QPointer>

#include <memory>
#include <optional>

class QAction;
class QLabel;
class QSlider;
class QTabWidget;

namespace tessera::ui {
class Job;
class PlayBar;
class PlayState;
} // namespace tessera::ui

namespace tessera::flow::ui {

class AnalysisPages;
class BoardEditCommand;
class BoardView;
class GeneratorPanel;
class PaletteBar;
class PlayView;

// The Flow / Numberlink studio page: an endpoint editor (palette, rule, resize, undo), Solve in a
// worker with the solution drawn as pipes and the uniqueness verdict (two solutions: where they differ,
// and either one on show), the grader's layers on a slider, and a generator panel that fills the pack.
class FlowWorkbench : public tessera::ui::ModulePage, public tessera::ui::LevelEditor {
    Q_OBJECT
public:
    enum Page { SolvePage, LayersPage, GeneratorPage };

    FlowWorkbench(tessera::ui::StudioContext &context, QWidget *parent = nullptr);
    ~FlowWorkbench() override;

    bool openLevel(const pack::Level &level) override;
    LevelMaker levelMaker() const override;
    Json documentState() const override;
    std::optional<pack::Level> sourceLevel() const override { return mSource; }
    bool restoreState(const Json &state) override;
    tessera::ui::Document &levelDocument() override { return mModel; }
    const tessera::ui::Document &levelDocument() const override { return mModel; }

    // A puzzle as a new document (the undo history starts over); solves it at once. Every edit that
    // leaves a level solves it again, in the background.
    void openPuzzle(const Puzzle &puzzle, const QString &title = {});
    // Our JSON, the ASCII format, the W H stream or a pack (index picks the puzzle; -1 asks when there
    // are several). False (after logging why) when the file cannot be used.
    bool openFile(const QString &path, int index = -1);
    // JSON when the name ends in .json, the ASCII format otherwise; false (after logging why) on failure.
    bool saveFile(const QString &path);

    // Editor actions, as the mouse and keyboard reach them.
    void placeEndpoint(Point cell);
    void removeEndpoint(Point cell);
    void resizeBoard(int rows, int columns);
    void setRule(Rule rule);
    void setCurrentLabel(char label);
    char currentLabel() const { return mLabel; }

    LevelModel &model() { return mModel; }
    BoardView *boardView() const { return mBoard; }
    GeneratorPanel *generatorPanel() const { return mGenerator; }
    QSlider *layerSlider() const;
    void setPage(Page page);
    // "0 solutions", "Unique", "2+ solutions", or empty while unsolved.
    QString uniquenessText() const;
    QString statusText() const;
    QString layerText() const;
    // Which of two solutions is on show (0 or 1).
    int shownSolution() const { return mShown; }
    bool isSolving() const { return !mSolveJob.isNull(); }
    // Play mode (Play, Ctrl+P): the play view and bar instead of the editor's board, palette and tabs.
    tessera::ui::PlayState &playState() const { return *mPlay; }
    PlayView *playView() const { return mPlayView; }
    tessera::ui::PlayBar *playBar() const { return mPlayBar; }

public slots:
    void solve();
    void toggleSolution();
    void nextColour();
    void previousColour();

private:
    // Shows the puzzle as a fresh, unmodified document (undo cleared) without solving it.
    void loadPuzzle(const Puzzle &puzzle, const QString &title);
    // Solve (F5, asked: its end is announced) or the solve after an edit (quiet).
    void startSolve(bool asked);
    QWidget *createEditorSide();
    QWidget *createSideTabs();
    void createPlay();
    void onPlayingChanged(bool playing);
    void createActions();
    void connectEditor();
    void onModelChanged();
    void onAnalysisChanged();
    void updateDisplay();
    void updatePaletteChecks();
    void newLevelDialog();
    void resizeDialog();
    void openFileDialog();
    void saveFileDialog();
    // Pushes an accepted edit; shows why when it was refused.

    LevelModel mModel;
    char mLabel = 'A';
    int mShown = 0;
    QString mTitle;
    std::optional<pack::Level> mSource; // the pack level the document came from
    QPointer<tessera::ui::Job> mSolveJob;
    bool mLoading = false; // a document is being put in place: its edits start no solve

    BoardView *mBoard;
    QTabWidget *mTabs;
    GeneratorPanel *mGenerator;
    PaletteBar *mPalette = nullptr;
    QLabel *mDocumentLabel;
    AnalysisPages *mAnalysisPages = nullptr;
    QAction *mSolveAction = nullptr;
    QAction *mToggleAction = nullptr;
    tessera::ui::PlayState *mPlay = nullptr;
    PlayView *mPlayView = nullptr;
    tessera::ui::PlayBar *mPlayBar = nullptr;
};

} // namespace tessera::flow::ui
