#include "ui/linjat/linjatbench.h"

#include "ui/common/mainwindow.h"
#include "ui/linjat/editorview.h"
#include "ui/linjat/levelanalyser.h"
#include "ui/linjat/linjatworkbench.h"
#include "ui/linjat/statuspanel.h"

namespace tessera::linjat::ui {

namespace {

// An edit on the sample's largest level (13x9, expert) until the status panel paints the verdict of the
// edited level: a click on an empty cell puts a dot there, then Delete takes it away again.
class LinjatBenchEdit : public tessera::ui::BenchInteraction {
public:
    LinjatBenchEdit(LinjatWorkbench &wb, QPoint cell)
        : mWb(wb)
        , mCell(cell) {}
    QWidget *view() const override { return mWb.statusPanel(); }
    void act(int repetition) override {
        mBefore = mWb.analyser().lastRequest();
        if (repetition % 2 == 0)
            tessera::ui::benchClickCell(*mWb.editorView(), mCell);
        else
            tessera::ui::benchKey(*mWb.editorView(), Qt::Key_Delete);
    }
    bool answered() const override {
        const LevelAnalyser &a = mWb.analyser();
        return a.lastRequest() > mBefore && !a.isBusy();
    }
    bool idle() const override { return !mWb.analyser().isBusy(); }

private:
    LinjatWorkbench &mWb;
    QPoint mCell; // (column, row)
    quint64 mBefore = 0;
};

} // namespace

std::vector<tessera::ui::BenchCase> benchCases() {
    tessera::ui::BenchCase edit;
    edit.name = QStringLiteral("linjat.edit.13x9");
    edit.what = QStringLiteral("a dot put or taken away on the 13x9 expert sample to the painted verdict");
    edit.setUp = [](tessera::ui::MainWindow &window,
                    QString &why) -> std::unique_ptr<tessera::ui::BenchInteraction> {
        auto *wb = qobject_cast<LinjatWorkbench *>(window.workbench(QStringLiteral("linjat")));
        if (!wb || !tessera::ui::benchOpenLevel(window, "linjat-expert-16")) {
            why = QStringLiteral("the sample pack's linjat-expert-16 cannot be opened");
            return nullptr;
        }
        wb->setPage(LinjatWorkbench::EditorPage);
        const Puzzle &p = wb->model().puzzle();
        for (int row = p.rows() / 2; row < p.rows(); ++row)
            for (int col = 0; col < p.cols(); ++col)
                if (p.numberAt(row, col) < 0 && !p.isDot(row, col))
                    return std::make_unique<LinjatBenchEdit>(*wb, QPoint(col, row));
        why = QStringLiteral("no empty cell");
        return nullptr;
    };
    return {edit};
}

} // namespace tessera::linjat::ui
