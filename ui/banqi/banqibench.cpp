#include "ui/banqi/banqibench.h"

#include "banqi/board.h"
#include "common/play.h"
#include "common/rng.h"
#include "ui/banqi/banqiworkbench.h"
#include "ui/banqi/boardview.h"
#include "ui/common/mainwindow.h"
#include "ui/common/playstate.h"

#include <string>

namespace tessera::banqi::ui {

namespace {

// A move against the challenge's bot until the board paints the position after it (the bot's answer
// included: the studio plays it in a worker). The move is drawn by a seeded generator among the legal
// ones and clicked as a player does: a flip is one click, a step or a capture the piece then the target.
// After 30 moves, or at the end of the game, the attempt starts again (untimed).
class BanqiBenchMove : public tessera::ui::BenchInteraction {
public:
    explicit BanqiBenchMove(BanqiWorkbench &wb)
        : mWb(wb) {}
    QWidget *view() const override { return mWb.board(); }
    void reset(int) override {
        tessera::ui::PlayState &play = *mWb.playState();
        if (play.isOver() || play.moves().size() >= 30) play.restart();
    }
    void act(int) override {
        tessera::ui::PlayState &play = *mWb.playState();
        mBefore = play.moves().size();
        const std::vector<std::string> moves = play.game()->legalMoves();
        const std::string move = moves[mRng.below(moves.size())];
        // "c3" flips, "c3-c4" steps, "c3xc4" captures.
        click(move.substr(0, 2));
        if (move.size() > 2) click(move.substr(3, 2));
    }
    bool answered() const override {
        const tessera::ui::PlayState &play = *mWb.playState();
        return play.moves().size() > mBefore && !play.isMoving();
    }
    bool idle() const override { return !mWb.playState()->isMoving(); }

private:
    void click(const std::string &cell) {
        tessera::ui::benchClickCell(*mWb.board(), BoardView::viewCell(parseCellName(cell)));
    }
    BanqiWorkbench &mWb;
    Rng mRng{3};
    std::size_t mBefore = 0;
};

} // namespace

std::vector<tessera::ui::BenchCase> benchCases() {
    tessera::ui::BenchCase move;
    move.name = QStringLiteral("banqi.move.4x8");
    move.what =
        QStringLiteral("a move clicked on the board of the sample challenge (a full 4x8 board) to the "
                       "painted board with the bot's answer");
    move.setUp = [](tessera::ui::MainWindow &window,
                    QString &why) -> std::unique_ptr<tessera::ui::BenchInteraction> {
        auto *wb = qobject_cast<BanqiWorkbench *>(window.workbench(QStringLiteral("banqi")));
        if (!wb || !tessera::ui::benchOpenLevel(window, "banqi-1") || !wb->playState()->setPlaying(true) ||
            !wb->playState()->game()) {
            why = QStringLiteral("the sample pack's banqi-1 cannot be played");
            return nullptr;
        }
        return std::make_unique<BanqiBenchMove>(*wb);
    };
    return {move};
}

} // namespace tessera::banqi::ui
