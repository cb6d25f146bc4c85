// ElidedLabel with more than one line, the message line of the Flow, Fox Hunt and BanQi pages: its
// height does not follow its text (a wrapped label's did, and the board above it grew and shrank as
// the mouse moved over it), the words wrap into its lines and a longer text ends in "…" with the
// whole text as tooltip and in the context menu's Copy.
#include "ui/common/elidedlabel.h"

#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QMenu>
#include <QTimer>
#include <QVBoxLayout>
#include <QtTest>

using tessera::ui::ElidedLabel;

namespace {

const QString kShort = QStringLiteral("Row 3, column 4");
const QString kTwoLines = QStringLiteral("6 colours. Click: place an endpoint. Right click: remove it.");
const QString kLong = QStringLiteral(
    "Cannot solve: colour B has one endpoint; a colour needs exactly two, and the board has eleven "
    "colours already, the most this board size allows for a level the solver can prove unique.");

} // namespace

class TestElidedLabel : public QObject {
    Q_OBJECT
private slots:
    void heightDoesNotFollowTheText();
    void wrapsThenElides();
    void copyGivesTheWholeText();
    void oneLineStaysAsItWas();
};

void TestElidedLabel::heightDoesNotFollowTheText() {
    QWidget page;
    auto *layout = new QVBoxLayout(&page);
    auto *board = new QWidget;
    auto *label = new ElidedLabel;
    label->setLineCount(2);
    layout->addWidget(board, 1);
    layout->addWidget(label);
    page.resize(300, 400);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    label->setText(kShort);
    QCoreApplication::processEvents();
    const QRect boardBefore = board->geometry();
    const int height = label->height();
    QCOMPARE(height, 2 * label->fontMetrics().lineSpacing());
    for (const QString &text : {kTwoLines, kLong, QString(), kShort}) {
        label->setText(text);
        QCoreApplication::processEvents();
        QCOMPARE(label->height(), height);
        QCOMPARE(board->geometry(), boardBefore);
    }
    QVERIFY(!label->hasHeightForWidth());
}

void TestElidedLabel::wrapsThenElides() {
    ElidedLabel label;
    label.setLineCount(2);
    label.resize(300, label.sizeHint().height());
    label.setText(kShort);
    QVERIFY(!label.isElided());
    label.setText(kTwoLines);
    QVERIFY2(label.fontMetrics().horizontalAdvance(kTwoLines) > 300, "the text must need two lines");
    QVERIFY(!label.isElided());
    label.setText(kLong);
    QVERIFY(label.isElided());
    // Narrower, the two-line text needs a third line and is cut too.
    label.resize(120, label.height());
    label.setText(kTwoLines);
    QVERIFY(label.isElided());
    // The whole text as the tooltip while it is cut.
    label.show();
    QVERIFY(QTest::qWaitForWindowExposed(&label));
    QHelpEvent tip(QEvent::ToolTip, QPoint(5, 5), label.mapToGlobal(QPoint(5, 5)));
    QVERIFY(QApplication::sendEvent(&label, &tip));
    QVERIFY(tip.isAccepted());
}

void TestElidedLabel::copyGivesTheWholeText() {
    ElidedLabel label;
    label.setLineCount(2);
    label.resize(200, label.sizeHint().height());
    label.setText(kLong);
    label.show();
    QVERIFY(QTest::qWaitForWindowExposed(&label));
    QGuiApplication::clipboard()->setText(QStringLiteral("before"));
    bool triggered = false;
    QTimer::singleShot(0, &label, [&triggered] {
        auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        if (!menu || menu->actions().isEmpty()) return;
        menu->actions().constFirst()->trigger();
        menu->close();
        triggered = true;
    });
    QContextMenuEvent event(QContextMenuEvent::Mouse, QPoint(5, 5), label.mapToGlobal(QPoint(5, 5)));
    QApplication::sendEvent(&label, &event);
    QVERIFY(triggered);
    QCOMPARE(QGuiApplication::clipboard()->text(), kLong);
}

void TestElidedLabel::oneLineStaysAsItWas() {
    ElidedLabel label;
    QCOMPARE(label.lineCount(), 1);
    label.setText(kLong);
    label.resize(200, label.sizeHint().height());
    QVERIFY(label.isElided());
    // As wide as its text in the layout's eyes, one line high.
    QCOMPARE(label.sizeHint().width(), QLabel(kLong).sizeHint().width());
    QVERIFY(label.sizeHint().height() < 2 * label.fontMetrics().lineSpacing());
}

QTEST_MAIN(TestElidedLabel)
#include "tst_elidedlabel.moc"
