// The mouse wheel over a value widget (spin box, combo box, slider) changes it only while it has the
// focus: over an unfocused one, anywhere in the studio, the value stays (a wheel passing over the Linjat
// optimizer's options once turned a weight from 1.0 to -5.0).
#include "common/module.h"
#include "ui/common/mainwindow.h"
#include "ui/common/modulepage.h"
#include "ui/common/moduleui.h"
#include "ui/common/resources.h"
#include "ui/common/wheelguard.h"
#include "ui/linjat/linjatworkbench.h"
#include "ui/linjat/optimizerpanel.h"

#include <QAbstractSlider>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QScrollBar>
#include <QSpinBox>
#include <QWheelEvent>
#include <QtTest>

using namespace tessera;

namespace {

// One notch of the wheel (up), as the window system would send it over the widget's corner.
void wheel(QWidget *w) {
    const QPointF at(4, 4);
    QWheelEvent event(at, w->mapToGlobal(at), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::NoModifier,
                      Qt::NoScrollPhase, false);
    QApplication::sendEvent(w, &event);
}

// The overview and every registered module's page.
QStringList studioPages() {
    QStringList pages{QStringLiteral("overview")};
    for (const ui::ModuleUi &module : ui::moduleUis()) pages << module.id;
    return pages;
}

} // namespace

class TestWheelGuard : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        ui::registerUiModules();
        ui::WheelGuard::install(); // as the studio's main does
        ui::WheelGuard::install(); // once only
        QCOMPARE(qApp->findChildren<ui::WheelGuard *>().size(), 1);
    }

    void anOptimizerWeightChangesOnlyWhenFocused() {
        ui::MainWindow window(ui::MainWindow::Options{false});
        window.resize(1024, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.showPage(QStringLiteral("linjat")));
        auto *linjat =
            qobject_cast<linjat::ui::LinjatWorkbench *>(window.workbench(QStringLiteral("linjat")));
        QVERIFY(linjat);
        linjat->setPage(linjat::ui::LinjatWorkbench::OptimizerPage);
        const QList<QDoubleSpinBox *> boxes = linjat->optimizerPanel()->findChildren<QDoubleSpinBox *>();
        QVERIFY(!boxes.isEmpty());
        QDoubleSpinBox *weight = boxes.front();
        QVERIFY(weight->isVisible());
        QVERIFY(!weight->hasFocus());
        QCOMPARE(weight->focusPolicy(), Qt::StrongFocus); // the wheel does not focus it either
        const double was = weight->value();
        for (int i = 0; i < 6; ++i) wheel(weight);
        QCOMPARE(weight->value(), was);
        // Focused (a click or Tab), it takes the wheel.
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        weight->setFocus(Qt::OtherFocusReason);
        QVERIFY(weight->hasFocus());
        wheel(weight);
        QVERIFY(weight->value() > was);
    }

    void noValueWidgetOfAnyPageTakesTheWheelUnfocused() {
        ui::MainWindow window(ui::MainWindow::Options{false});
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openStartupPack());
        int checked = 0;
        for (const QString &page : studioPages()) {
            QVERIFY(window.showPage(page));
            QTest::qWait(20);
            for (QAbstractSpinBox *box : window.findChildren<QAbstractSpinBox *>()) {
                if (!box->isVisible() || !box->isEnabled() || box->hasFocus()) continue;
                const QString was = box->text();
                wheel(box);
                QVERIFY2(box->text() == was, qPrintable(page + ": " + box->toolTip() + " " + was));
                ++checked;
            }
            for (QComboBox *box : window.findChildren<QComboBox *>()) {
                if (!box->isVisible() || !box->isEnabled() || box->hasFocus()) continue;
                const int was = box->currentIndex();
                wheel(box);
                QVERIFY2(box->currentIndex() == was, qPrintable(page + ": " + box->currentText()));
                ++checked;
            }
            for (QAbstractSlider *slider : window.findChildren<QAbstractSlider *>()) {
                if (qobject_cast<QScrollBar *>(slider) || !slider->isVisible() || !slider->isEnabled() ||
                    slider->hasFocus())
                    continue;
                const int was = slider->value();
                wheel(slider);
                QVERIFY2(slider->value() == was, qPrintable(page + ": " + slider->toolTip()));
                ++checked;
            }
        }
        // The visible, enabled value widgets of the seven pages' first tabs (28 when written).
        QVERIFY2(checked > 20, qPrintable(QString::number(checked)));
    }
};

QTEST_MAIN(TestWheelGuard)
#include "tst_wheelguard.moc"
