// PageTabs: a page's new label text lays out that page only. QTabWidget answered every layout request
// from inside a page by placing its tabs again, repainting itself whole and passing the request on to
// the window; a page whose size hints change still reaches the layouts above.
#include "ui/common/pagetabs.h"

#include <QLabel>
#include <QTabBar>
#include <QVBoxLayout>
#include <QtTest>

using namespace tessera;

namespace {

// Counts the events of one type a widget gets.
class Events : public QObject {
public:
    explicit Events(QEvent::Type type)
        : mType(type) {}
    int count = 0;

protected:
    bool eventFilter(QObject *, QEvent *event) override {
        count += event->type() == mType;
        return false;
    }

private:
    QEvent::Type mType;
};

} // namespace

class TestPageTabs : public QObject {
    Q_OBJECT
private slots:
    void aNewLabelTextStaysInItsPage() {
        QWidget window;
        auto *outer = new QVBoxLayout(&window);
        auto *tabs = new ui::PageTabs;
        outer->addWidget(tabs);
        auto *page = new QWidget;
        auto *inner = new QVBoxLayout(page);
        auto *verdict = new QLabel(QStringLiteral("Not solved"));
        inner->addWidget(verdict);
        inner->addStretch(1);
        tabs->addTab(page, QStringLiteral("Solve"));
        tabs->addTab(new QWidget, QStringLiteral("Layers"));
        window.resize(400, 300);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTest::qWait(50);

        Events barPaints(QEvent::Paint), windowRequests(QEvent::LayoutRequest);
        tabs->tabBar()->installEventFilter(&barPaints);
        window.installEventFilter(&windowRequests);
        for (const char *text : {"Solving…", "Unique", "Not solved", "Two solutions"}) {
            verdict->setText(QString::fromUtf8(text));
            QTest::qWait(20);
        }
        QCOMPARE(barPaints.count, 0);
        QCOMPARE(windowRequests.count, 0);
        QCOMPARE(verdict->text(), QStringLiteral("Two solutions"));

        // A page that needs more room still says so to the layouts above.
        const int before = tabs->minimumSizeHint().height();
        auto *tall = new QLabel(QStringLiteral("a table"));
        tall->setMinimumHeight(before + 200);
        inner->addWidget(tall);
        QTRY_VERIFY(windowRequests.count > 0);
        QVERIFY(tabs->minimumSizeHint().height() > before + 200);
        QTRY_VERIFY(window.minimumSizeHint().height() > before + 200);
    }
};

QTEST_MAIN(TestPageTabs)
#include "tst_pagetabs.moc"
