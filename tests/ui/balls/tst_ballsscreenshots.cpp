// Screenshots of the ball-push workbench in the studio window: play mode with the move arrows of the
// pushes played, the construction playback half way, and the what-if map. Each state is checked before
// it is grabbed. With TESSERA_SCREENSHOT_DIR set the PNGs are kept there.
#include "ballstesting.h"
#include "tests/ui/common/studioshots.h"

#include <QSlider>

using namespace tessera;
using namespace tessera::balls;
using tessera::balls::ui::BallsWorkbench;

class TestBallsScreenshots : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<studioshots::StudioShots> mShots;
    BallsWorkbench *mWb = nullptr;

    bool waitVerdict() {
        return QTest::qWaitFor([this] { return !mWb->isAnalysing() && mWb->model().verdict(); }, 30000);
    }

private slots:
    void initTestCase() {
        mShots = std::make_unique<studioshots::StudioShots>(QStringLiteral("balls"));
        QVERIFY(mShots->ready());
        mWb = mShots->workbench<BallsWorkbench>();
        QVERIFY(mWb);
        QVERIFY(waitVerdict());
    }
    void cleanupTestCase() { mShots.reset(); }

    void playWithArrows() {
        mWb->setPage(BallsWorkbench::MovesPage);
        mWb->setPlayMode(true);
        const std::vector<Dir> line = *mWb->model().solution();
        for (std::size_t i = 0; i < 4; ++i) mWb->pushBall(line[i]);
        mWb->boardView()->skipAnimation();
        QCOMPARE(mWb->boardView()->arrowGroupCount(), 4);
        mShots->save(QStringLiteral("play-arrows"));
        for (std::size_t i = 4; i < line.size(); ++i) mWb->pushBall(line[i]);
        mWb->boardView()->skipAnimation();
        QCOMPARE(mWb->boardView()->banner(), QStringLiteral("Won"));
        QCOMPARE(mWb->boardView()->arrowGroupCount(), int(line.size()));
        mShots->save(QStringLiteral("play-won"));
        mWb->setPlayMode(false);
    }

    void constructionPlayback() {
        mWb->setPage(BallsWorkbench::ConstructionPage);
        QSlider *slider = mWb->constructionSlider();
        // On a relocation along an older arrow that the ball keeps (the next step accepts it), else half way.
        int at = slider->maximum() / 2;
        const auto &steps = mWb->construction()->steps;
        for (int t = 1; t < slider->maximum(); ++t)
            if (steps[std::size_t(t - 1)].kind == ConstructionStep::Kind::Relocate &&
                steps[std::size_t(t)].kind == ConstructionStep::Kind::Accept) {
                at = t;
                break;
            }
        slider->setValue(at);
        QVERIFY(mWb->constructionText().startsWith(QString("Step %1,").arg(at)));
        mShots->save(QStringLiteral("construction"));
    }

    void whatIfMap() {
        mWb->setPage(BallsWorkbench::AnalysisPage);
        mWb->setWhatIfShown(true);
        QTRY_VERIFY(mWb->boardView()->showsHeat());
        mShots->save(QStringLiteral("whatif"));
    }
};

QTEST_MAIN(TestBallsScreenshots)
#include "tst_ballsscreenshots.moc"
