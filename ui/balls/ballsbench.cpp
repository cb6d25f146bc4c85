#include "ui/balls/ballsbench.h"

#include "balls/physics.h"
#include "common/module.h"
#include "ui/balls/ballsworkbench.h"
#include "ui/balls/boardview.h"
#include "ui/common/mainwindow.h"
#include "ui/common/playstate.h"

#include <array>
#include <string>

namespace tessera::balls::ui {

namespace {

// A push in play mode (an arrow key on the field) until the field paints the position after it with the
// push's numbered arrows. The pushes are the level's stored solution, replayed from the start when won.
class BallsBenchPush : public tessera::ui::BenchInteraction {
public:
    BallsBenchPush(BallsWorkbench &wb, std::vector<std::string> line)
        : mWb(wb)
        , mLine(std::move(line)) {}
    QWidget *view() const override { return mWb.boardView(); }
    void reset(int) override {
        if (mWb.playState().moves().size() >= mLine.size() || mWb.playState().isOver())
            mWb.playState().restart();
    }
    void act(int) override {
        tessera::ui::PlayState &play = mWb.playState();
        mBefore = play.moves().size();
        const char move = mLine[mBefore].at(0);
        static constexpr std::array<std::pair<Dir, int>, 4> kKeys{{{Dir::Up, Qt::Key_Up},
                                                                   {Dir::Down, Qt::Key_Down},
                                                                   {Dir::Left, Qt::Key_Left},
                                                                   {Dir::Right, Qt::Key_Right}}};
        for (const auto &[dir, key] : kKeys)
            if (moveChar(dir) == move) tessera::ui::benchKey(*mWb.boardView(), key);
    }
    bool answered() const override {
        const tessera::ui::PlayState &play = mWb.playState();
        return play.moves().size() > mBefore && !play.isMoving();
    }
    bool idle() const override { return !mWb.playState().isMoving() && !mWb.boardView()->isAnimating(); }

private:
    BallsWorkbench &mWb;
    std::vector<std::string> mLine;
    std::size_t mBefore = 0;
};

} // namespace

std::vector<tessera::ui::BenchCase> benchCases() {
    tessera::ui::BenchCase push;
    push.name = QStringLiteral("balls.push.8x8");
    push.what = QStringLiteral("an arrow-key push on the 8x8 sample (the generator's default size) to the "
                               "painted field and arrows");
    push.setUp = [](tessera::ui::MainWindow &window,
                    QString &why) -> std::unique_ptr<tessera::ui::BenchInteraction> {
        auto *wb = qobject_cast<BallsWorkbench *>(window.workbench(QStringLiteral("balls")));
        const ModuleBackend *backend = findModule("balls");
        if (!wb || !backend || !backend->play.solution || !tessera::ui::benchOpenLevel(window, "balls-1") ||
            !wb->sourceLevel()) {
            why = QStringLiteral("the sample pack's balls-1 cannot be opened");
            return nullptr;
        }
        std::vector<std::string> line = backend->play.solution(*wb->sourceLevel(), 0);
        wb->setPlayMode(true);
        if (line.empty() || !wb->isPlaying()) {
            why = QStringLiteral("balls-1 cannot be played");
            return nullptr;
        }
        return std::make_unique<BallsBenchPush>(*wb, std::move(line));
    };
    return {push};
}

} // namespace tessera::balls::ui
