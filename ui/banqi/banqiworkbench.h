#pragma once

#include "pack/levelpack.h"
#include "ui/banqi/boardview.h"
#include "ui/banqi/challengemodel.h"
#include "ui/common/leveleditor.h"
#include "ui/common/modulepage.h"

#include <QPointer>

class QScrollArea;

#include <optional>
#include <string>

namespace tessera::ui {
class Job;
class PlayBar;
class PlayState;
} // namespace tessera::ui

namespace tessera::banqi {
class ChallengeGame;
}

namespace tessera::banqi::ui {

class ChallengeRater;
class SidePanel;

// The BanQi studio page. The document is the challenge; it is played in the studio's play mode
// (tessera::ui::PlayState and its bar: Play, Take Back, Restart, Hint, Give Up, the clock, the moves),
// the challenge's bot answering each move at once (core ChallengeGame). Click a hidden piece to flip
// it, click or drag one of your pieces to move it (legal targets shown); a new deal (another seed) is a
// new attempt. Besides: the chain overlay and the search's top moves, the challenge editor (pieces,
// pool, side, rules, goal, opponent; undoable), rating in a worker and add to pack, the match runner.
class BanqiWorkbench : public tessera::ui::ModulePage, public tessera::ui::LevelEditor {
    Q_OBJECT
public:
    BanqiWorkbench(tessera::ui::StudioContext &context, QWidget *parent = nullptr);
    ~BanqiWorkbench() override;

    // A pack level is dealt from seed 0, the seed its stored line (ModuleBackend::play.solution(level,
    // 0)) wins with, as `tessera-cli banqi play --seed 0` plays it.
    bool openLevel(const pack::Level &level) override;
    LevelMaker levelMaker() const override;
    Json documentState() const override;
    std::optional<pack::Level> sourceLevel() const override { return mSource; }
    bool restoreState(const Json &state) override;
    tessera::ui::Document &levelDocument() override { return mModel; }
    const tessera::ui::Document &levelDocument() const override { return mModel; }

    // What a click on a board cell does: while editing, put the brush; else play (entering play mode):
    // flip, pick one of your pieces, move it to a marked target.
    void clickCell(int cell);
    // A new attempt on the deal of seed, in play mode; an attempt going on is given up first (its trace,
    // kept, says so).
    void newDeal(std::uint64_t seed);
    // The seed the next attempt is dealt from.
    std::uint64_t seed() const { return mSeed; }
    void setEditing(bool on);
    // The search's top moves for the overlay, in a worker.
    void searchTopMoves();

    ChallengeModel &model() { return mModel; }
    tessera::ui::PlayState *playState() const { return mPlay; }
    tessera::ui::PlayBar *playBar() const { return mPlayBar; }
    // The game played, while playing; null otherwise.
    const ChallengeGame *game() const;
    BoardView *board() const { return mBoard; }
    SidePanel *panel() const { return mPanel; }

private:
    void createPlay();
    void createActions();
    QWidget *createSide();
    void fitSide();
    void connectBoard();
    void connectChallengeTab();
    void connectEditor();
    void editChallenge(const Challenge &c, const QString &text);
    void onModelChanged();
    void onPlayChanged();
    void showTurnMessage();
    void onPlayingChanged(bool playing);
    void playMove(int from, int to);
    // The position shown: the game's while playing, else the challenge's start.
    View shownView() const;
    void refresh();
    void refreshPool(const Position &p);
    void refreshStatus();
    void refreshOverlay();
    void showRating();
    void addToPack();

    ChallengeModel mModel;
    QString mTitle;
    std::optional<pack::Level> mSource;
    std::uint64_t mSeed = 0;
    tessera::ui::PlayState *mPlay;
    tessera::ui::PlayBar *mPlayBar;
    ChallengeRater *mRater;
    BoardView *mBoard;
    SidePanel *mPanel;
    QScrollArea *mSide;
    QPointer<tessera::ui::Job> mSearchJob;
    std::vector<Arrow> mSearchArrows; // the search's top moves, for the position they were searched in
    std::optional<std::string> mSearchKey;
    bool mEditing = false;
    bool mSyncing = false;
};

} // namespace tessera::banqi::ui
