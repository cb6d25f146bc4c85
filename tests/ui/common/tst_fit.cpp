// The studio fits a 1024x700 window: every page listed here shows without a horizontal scroll bar
// (the page switcher turns to icons and the pack dock narrows), and at 1400x900 the switcher keeps its
// titles.
#include "common/module.h"
#include "ui/common/mainwindow.h"
#include "ui/common/modulepage.h"
#include "ui/common/moduleui.h"
#include "ui/common/overviewpage.h"
#include "ui/common/resources.h"

#include <QListWidget>
#include <QScrollArea>
#include <QScrollBar>
#include <QtTest>

using namespace tessera;

class TestFit : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        ui::initResources();
        registerModules();
        ui::registerUiModules();
    }

    void pagesFitASmallWindow_data() {
        QTest::addColumn<QString>("page");
        for (const char *page : {"overview", "linjat", "flow", "rooms", "balls", "banqi", "foxhunt"})
            QTest::newRow(page) << QString(page);
    }

    void pagesFitASmallWindow() {
        QFETCH(QString, page);
        ui::MainWindow window(ui::MainWindow::Options{false});
        window.resize(1024, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openStartupPack());
        QVERIFY(window.showPage(page));
        QTest::qWait(50);
        QWidget *shown = page == QStringLiteral("overview") ? static_cast<QWidget *>(window.overviewPage())
                                                            : window.workbench(page);
        QVERIFY(shown);
        auto *scroll = qobject_cast<QScrollArea *>(shown->parentWidget()->parentWidget());
        QVERIFY(scroll);
        // Settled: a page that starts background work (room maps generate their first map) may lay
        // out once more when it ends.
        QTRY_VERIFY2_WITH_TIMEOUT(!scroll->horizontalScrollBar()->isVisible(),
                 qPrintable(QStringLiteral("%1 needs %2 px, has %3")
                                .arg(page)
                                .arg(shown->minimumSizeHint().width())
                                .arg(scroll->viewport()->width())),
                                  5000);
        auto *switcher = window.findChild<QListWidget *>(QStringLiteral("moduleSwitcher"));
        QVERIFY(switcher && switcher->width() < 80); // icons only
    }

    void aLargeWindowKeepsTheTitles() {
        ui::MainWindow window(ui::MainWindow::Options{false});
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *switcher = window.findChild<QListWidget *>(QStringLiteral("moduleSwitcher"));
        QVERIFY(switcher && switcher->width() > 120);
        QCOMPARE(switcher->item(1)->text(), QStringLiteral("Linjat"));
    }
};

QTEST_MAIN(TestFit)
#include "tst_fit.moc"
