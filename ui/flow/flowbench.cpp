#include "ui/flow/flowbench.h"

#include "flow/flowmodule.h"
#include "ui/common/mainwindow.h"
#include "ui/flow/analysispages.h"
#include "ui/flow/boardview.h"
#include "ui/flow/flowworkbench.h"

#include <QPushButton>

namespace tessera::flow::ui {

namespace {

// The largest default level: the bundled samples' 15x15 (resources/flow/samples.json, flow-8).
constexpr const char *kLevel15 = R"({"cols": 15, "rows": 15, "rule": "strict", "grid": [
    "....A..........", ".B...C.........", "...B........D..", "........E......", "...E...........",
    ".......A.C.....", ".D.............", "..........F....", ".....G.........", ".............H.",
    ".IF..H.........", "..............I", "..J............", ".............J.", "G.............."]})";

// An edit and its verdict: an endpoint taken away (right click) and put back (left click with its
// colour), until the Solve page paints the verdict of the edited level (each edit that leaves a level
// solves it again in the background). The edits alternate between the level's endpoints.
class FlowBenchEdit : public tessera::ui::BenchInteraction {
public:
    FlowBenchEdit(FlowWorkbench &wb, QPushButton &solve)
        : mWb(wb)
        , mSolve(solve) {}
    QWidget *view() const override { return mSolve.parentWidget(); }
    void act(int repetition) override {
        const Puzzle &p = *mWb.model().puzzle();
        const Pair pair = p.pairs[std::size_t(repetition / 2) % p.pairs.size()];
        const Point end = repetition % 2 ? pair.b : pair.a;
        const QPoint cell(end.col, end.row);
        tessera::ui::benchClickCell(*mWb.boardView(), cell, true);
        mWb.setCurrentLabel(pair.label); // the palette's choice
        mAsked = true;
        tessera::ui::benchClickCell(*mWb.boardView(), cell);
    }
    bool answered() const override { return mAsked && mWb.model().analysis() && !mWb.isSolving(); }
    bool idle() const override { return !mWb.isSolving(); }

private:
    FlowWorkbench &mWb;
    QPushButton &mSolve;
    bool mAsked = false;
};

} // namespace

std::vector<tessera::ui::BenchCase> benchCases() {
    tessera::ui::BenchCase edit;
    edit.name = QStringLiteral("flow.edit.15x15");
    edit.what = QStringLiteral("an endpoint taken away and put back on the 15x15 sample, to the painted "
                               "verdict");
    edit.setUp = [](tessera::ui::MainWindow &window,
                    QString &why) -> std::unique_ptr<tessera::ui::BenchInteraction> {
        auto *wb = qobject_cast<FlowWorkbench *>(window.workbench(QStringLiteral("flow")));
        pack::Level level;
        level.module = kModuleId;
        level.id = "flow-15x15";
        level.title = "15x15, 10 colours";
        level.data = Json::parse(kLevel15);
        if (!wb || !wb->openLevel(level)) {
            why = QStringLiteral("the 15x15 level cannot be opened");
            return nullptr;
        }
        wb->setPage(FlowWorkbench::SolvePage);
        QPushButton *solve = nullptr;
        for (QPushButton *b : wb->findChildren<QPushButton *>())
            if (b->text().startsWith(QStringLiteral("Solve"))) solve = b;
        if (!solve || !wb->model().puzzle()) {
            why = QStringLiteral("no Solve button");
            return nullptr;
        }
        return std::make_unique<FlowBenchEdit>(*wb, *solve);
    };
    return {edit};
}

} // namespace tessera::flow::ui
