#include "ui/foxhunt/foxhuntbench.h"

#include "common/rng.h"
#include "ui/common/mainwindow.h"
#include "ui/common/playstate.h"
#include "ui/foxhunt/fieldview.h"
#include "ui/foxhunt/foxhuntworkbench.h"
#include "ui/foxhunt/levelmodel.h"

#include <algorithm>

namespace tessera::foxhunt::ui {

namespace {

// A probe (a click on the field in play mode) until the field paints the heat map of the odds after it,
// on the default 10x10 field with 8 foxes. The probes follow a seeded order of the cells; after 12 of
// them, or when every fox is found, the attempt starts again (untimed).
class FoxhuntBenchProbe : public tessera::ui::BenchInteraction {
public:
    explicit FoxhuntBenchProbe(FoxhuntWorkbench &wb)
        : mWb(wb) {
        const int rows = wb.model().level().rows, cols = wb.model().level().cols;
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c) mOrder.push_back(QPoint(c, r));
        Rng rng(7);
        for (std::size_t i = mOrder.size(); i > 1; --i) std::swap(mOrder[i - 1], mOrder[rng.below(i)]);
    }
    QWidget *view() const override { return mWb.fieldView(); }
    void reset(int) override {
        if (mWb.model().probes().size() >= kProbesPerAttempt || mWb.model().hunt().over()) {
            mWb.playState().restart();
            mNext = 0;
        }
    }
    void act(int) override {
        mBefore = mWb.model().probes().size();
        const std::vector<Point> &done = mWb.model().probes();
        QPoint cell;
        do {
            cell = mOrder[mNext++ % mOrder.size()];
        } while (std::find(done.begin(), done.end(), Point{cell.y(), cell.x()}) != done.end());
        tessera::ui::benchClickCell(*mWb.fieldView(), cell);
    }
    bool answered() const override {
        return mWb.model().probes().size() > mBefore && !mWb.model().oddsPending();
    }
    bool idle() const override { return !mWb.model().oddsPending() && !mWb.playState().isMoving(); }

private:
    static constexpr std::size_t kProbesPerAttempt = 12;
    FoxhuntWorkbench &mWb;
    std::vector<QPoint> mOrder;
    std::size_t mNext = 0;
    std::size_t mBefore = 0;
};

} // namespace

std::vector<tessera::ui::BenchCase> benchCases() {
    tessera::ui::BenchCase probe;
    probe.name = QStringLiteral("foxhunt.probe.10x10x8");
    probe.what = QStringLiteral("a click probing a cell of the default 10x10 field with 8 foxes to the "
                                "painted heat map");
    probe.setUp = [](tessera::ui::MainWindow &window,
                     QString &why) -> std::unique_ptr<tessera::ui::BenchInteraction> {
        auto *wb = qobject_cast<FoxhuntWorkbench *>(window.workbench(QStringLiteral("foxhunt")));
        if (!wb) {
            why = QStringLiteral("no Fox Hunt page");
            return nullptr;
        }
        wb->newRandomLevel(10, 10, 8, 2026); // the page's own first level
        wb->setHeatMap(true);
        if (!wb->setPlaying(true)) {
            why = QStringLiteral("the field cannot be played");
            return nullptr;
        }
        return std::make_unique<FoxhuntBenchProbe>(*wb);
    };
    return {probe};
}

} // namespace tessera::foxhunt::ui
