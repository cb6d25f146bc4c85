#pragma once

#include "pack/levelpack.h"
#include "ui/banqi/boardview.h"
#include "ui/banqi/gamemodel.h"
#include "ui/common/leveleditor.h"
#include "ui/common/modulepage.h"

#include <QPointer>

#include <optional>

namespace tessera::ui {
class Job;
}

namespace tessera::banqi::ui {

class SidePanel;

// The BanQi studio page: play a challenge (a fresh deal by default) against a chosen bot (it thinks
// in a worker): click a hidden piece to flip it, click or drag an own piece to move (legal targets
// shown), take back, new deal by seed; the chain overlay (the chain bot's chains with prices, its
// wishes and flip heuristics) and the search's top moves; the challenge editor (pieces, pool, side,
// rules, goal; undoable), rating in a worker and add to pack; the match runner.
class BanqiWorkbench : public tessera::ui::ModulePage, public tessera::ui::LevelEditor {
    Q_OBJECT
public:
    BanqiWorkbench(tessera::ui::StudioContext &context, QWidget *parent = nullptr);
    ~BanqiWorkbench() override;

    bool openLevel(const pack::Level &level) override;
    LevelMaker levelMaker() const override;
    Json documentState() const override;
    std::optional<pack::Level> sourceLevel() const override { return mSource; }
    bool restoreState(const Json &state) override;
    tessera::ui::Document &levelDocument() override { return mModel; }
    const tessera::ui::Document &levelDocument() const override { return mModel; }

    // What a click on a board cell does (play: flip, pick, move; editor: put the brush).
    void clickCell(int cell);
    // Plays a move string for the side to move if it is legal; the bot then replies in a worker.
    bool playMove(const std::string &move);
    bool takeBack();
    void newDeal(std::uint64_t seed);
    void setEditing(bool on);
    bool isThinking() const { return !mBotJob.isNull(); }
    // The search's top moves for the overlay, in a worker.
    void searchTopMoves();

    GameModel &model() { return mModel; }
    BoardView *board() const { return mBoard; }
    SidePanel *panel() const { return mPanel; }

private:
    void connectPanel();
    void pushState(GameState after, const QString &text);
    void setChallenge(const Challenge &c, const QString &text, bool keepMoves);
    void refresh();
    void refreshOverlay();
    void maybeBotMove();
    // Rates the challenge in a worker; shown says whether the result goes to the Challenge tab.
    void rate(bool shown = true);
    // Add to Pack: at once when the challenge is rated, otherwise after its rating job.
    void addToPackWhenRated();

    GameModel mModel;
    QString mTitle;
    std::optional<pack::Level> mSource;
    BoardView *mBoard;
    SidePanel *mPanel;
    QPointer<tessera::ui::Job> mBotJob;
    QPointer<tessera::ui::Job> mSearchJob;
    QPointer<tessera::ui::Job> mRateJob;
    std::vector<Arrow> mSearchArrows; // the search's top moves, for the state they were searched in
    std::optional<GameState> mSearchState;
    // The measured difficulty of a challenge (rated in a worker after each change), so the pack level
    // (add to pack, the crash-recovery copy) is made without measuring on the GUI thread.
    std::optional<std::pair<Challenge, Difficulty>> mRated;
    std::optional<Challenge> mAddWhenRated;
    std::optional<Challenge> mRating; // the challenge the running rate job measures
    bool mEditing = false;
    bool mSyncing = false;
};

} // namespace tessera::banqi::ui
