#pragma once

#include "balls/ballsgame.h"
#include "balls/generator.h"
#include "pack/levelpack.h"
#include "ui/balls/levelmodel.h"
#include "ui/common/leveleditor.h"
#include "ui/common/modulepage.h"

#include <memory>
#include <optional>
#include <vector>

class QAction;
class QLabel;
class QListWidget;
class QSlider;
class QSpinBox;

namespace tessera::ui {
class LatestWorker;
class PageTabs;
class PlayBar;
class PlayState;
} // namespace tessera::ui

namespace tessera::balls::ui {

class AnalysisPanel;
class BoardEditCommand;
class BoardView;
class GeneratorPanel;

// The ball-push studio page: a field editor (click cycles empty / white / block, right click or B sets
// the black ball, resize, undo) whose exact analysis runs after every edit in a latest-only worker;
// play mode, the studio's shared one (arrow keys or a click in line with the black ball push, the
// balls roll; the play bar's Take Back, Restart, Hint and Give Up); the move-history arrows of
// the intended solution or of the pushes played, with a list to show or hide moves; the analyser
// panel (statistics, winning and losing first pushes, the what-if heat map); playback of the seed's
// construction; and a generator panel that fills the pack.
class BallsWorkbench : public tessera::ui::ModulePage, public tessera::ui::LevelEditor {
    Q_OBJECT

public:
    enum Page { AnalysisPage, MovesPage, ConstructionPage, GeneratorPage };
    BallsWorkbench(tessera::ui::StudioContext &context, QWidget *parent = nullptr);
    ~BallsWorkbench() override;

    bool openLevel(const pack::Level &level) override;
    LevelMaker levelMaker() const override;
    Json documentState() const override;
    std::optional<pack::Level> sourceLevel() const override { return mSource; }
    bool restoreState(const Json &state) override;
    tessera::ui::Document &levelDocument() override { return mModel; }
    const tessera::ui::Document &levelDocument() const override { return mModel; }

    // Editor actions, as the mouse and keyboard reach them.
    void cycleCell(Point cell);
    void placeBlack(Point cell);
    void resizeField(int rows, int columns);
    // A board as a new document (history cleared).
    void openBoard(const Board &board, std::optional<std::vector<Dir>> solution, const QString &title);

    // Play mode: the shared play state (its moves are undo steps of the document, never edits).
    void setPlayMode(bool play);
    bool isPlaying() const;
    void pushBall(Dir dir);
    void pushTowards(Point cell);
    void takeBack();
    void restart();
    void showHint();
    // The position played; the level's start when there is no attempt.
    BallsGame game() const;
    QString playStatusText() const;
    tessera::ui::PlayState &playState() const { return *mPlay; }
    tessera::ui::PlayBar *playBar() const { return mPlayBar; }

    // The seed's construction of a level with the generator panel's options and this seed.
    void buildConstruction(std::uint64_t seed);
    const std::optional<Construction> &construction() const { return mConstruction; }
    QSlider *constructionSlider() const { return mStepSlider; }
    QString constructionText() const;

    void setPage(Page page);
    void setWhatIfShown(bool shown);
    LevelModel &model() { return mModel; }
    BoardView *boardView() const { return mBoard; }
    GeneratorPanel *generatorPanel() const { return mGenerator; }
    QListWidget *moveList() const { return mMoves; }
    QString verdictText() const;
    bool isAnalysing() const;

private:
    QWidget *createEditorSide();
    QWidget *createSide();
    void createPlay();
    void onPlayChanged();
    QWidget *createAnalysisPage();
    QWidget *createMovesPage();
    QWidget *createConstructionPage();
    void createActions();
    void connectEditor();
    void onModelChanged();
    void onVerdictChanged();
    // Starts the what-if map of the analysed board in the worker when it is shown and not yet there.
    void requestWhatIf();
    // The pushes whose arrows show: those played (play mode) or the intended line.
    std::vector<PushRecord> shownHistory() const;
    void rebuildMoveList();
    void updateDisplay();
    void resizeDialog();

    LevelModel mModel;
    QString mTitle;
    std::optional<pack::Level> mSource;
    tessera::ui::LatestWorker *mWorker;
    tessera::ui::PlayState *mPlay = nullptr;
    tessera::ui::PlayBar *mPlayBar = nullptr;
    // What the board last showed in play mode, so one new push rolls and anything else jumps.
    std::size_t mShownPushes = 0;
    Board mShownPosition;
    std::optional<Construction> mConstruction;
    std::vector<bool> mShownMoves;
    BoardView *mBoard;
    tessera::ui::PageTabs *mTabs;
    GeneratorPanel *mGenerator;
    QLabel *mDocumentLabel;
    AnalysisPanel *mAnalysis;
    QListWidget *mMoves;
    QSpinBox *mConstructionSeed;
    QSlider *mStepSlider;
    QLabel *mStepLabel;
};

} // namespace tessera::balls::ui
