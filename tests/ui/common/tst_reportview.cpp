// ReportView, the read-only text a page changes with every result: a new text does not lay the page
// out again (a word-wrapped label does, and that measured its text at several widths on every Flow edit
// and room slider step); the same text again does not even lay the text out; fitted to its text, its
// height follows the number of lines and nothing else.
#include "ui/common/reportview.h"

#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>
#include <QtTest>

using tessera::ui::ReportView;

namespace {

// Counts the layout requests a widget receives (what a child's changed size hint posts to its parent).
class LayoutRequests : public QObject {
public:
    explicit LayoutRequests(QWidget *watched) { watched->installEventFilter(this); }
    int count = 0;

protected:
    bool eventFilter(QObject *, QEvent *event) override {
        if (event->type() == QEvent::LayoutRequest) ++count;
        return false;
    }
};

const QString kLong = QStringLiteral(
    "Exactly one solution under the strict rule, drawn as pipes.<br>Search nodes: 1<br>Difficulty "
    "(0-10): <b>2.3</b> (grader score 8.4)<br>Layers: 23, widest 29 cells<br>Decided by deduction: 100%");

} // namespace

class TestReportView : public QObject {
    Q_OBJECT
private slots:
    void newTextKeepsThePageLayout();
    void sameTextIsNotLaidOutAgain();
    void fittedHeightFollowsTheLines();
    void tabPassesByAsOverALabel();
};

void TestReportView::newTextKeepsThePageLayout() {
    QWidget page;
    auto *layout = new QVBoxLayout(&page);
    auto *view = new ReportView;
    auto *label = new QLabel; // what the view replaces, for contrast
    label->setWordWrap(true);
    layout->addWidget(view, 1);
    layout->addWidget(label);
    page.resize(260, 300);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    QCoreApplication::processEvents();
    LayoutRequests requests(&page);
    const QRect before = view->geometry();

    view->showText(kLong);
    QCoreApplication::processEvents();
    QCOMPARE(requests.count, 0);
    QCOMPARE(view->geometry(), before);
    QVERIFY(view->text().startsWith(QStringLiteral("Exactly one solution")));
    QVERIFY(view->text().contains(QStringLiteral("Difficulty (0-10): 2.3")));

    label->setText(kLong);
    QCoreApplication::processEvents();
    QVERIFY(requests.count > 0);
}

void TestReportView::sameTextIsNotLaidOutAgain() {
    ReportView view;
    int changes = 0;
    connect(view.document(), &QTextDocument::contentsChanged, &view, [&changes] { ++changes; });
    view.showText(kLong);
    const int once = changes;
    QVERIFY(once > 0);
    view.showText(kLong);
    QCOMPARE(changes, once);
    // The same words as plain text are another text: the markup shows.
    view.showText(kLong, Qt::PlainText);
    QVERIFY(changes > once);
    QVERIFY(view.text().contains(QStringLiteral("<b>2.3</b>")));
    // Cleared through showText, then the first text shows again.
    view.showText({});
    QVERIFY(view.text().isEmpty());
    view.showText(kLong);
    QVERIFY(view.text().startsWith(QStringLiteral("Exactly one solution")));
}

void TestReportView::fittedHeightFollowsTheLines() {
    QWidget page;
    auto *layout = new QVBoxLayout(&page);
    auto *view = new ReportView;
    view->setFitToText(true);
    layout->addWidget(view);
    layout->addStretch(1);
    page.resize(220, 400);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    const int line = view->fontMetrics().lineSpacing();

    view->showText(QStringLiteral("20 rooms"), Qt::PlainText);
    QCoreApplication::processEvents();
    const int one = view->height();
    QVERIFY2(one >= line && one < 2 * line, qPrintable(QString::number(one)));

    view->showText(QStringLiteral("a\nb\nc"), Qt::PlainText);
    QCoreApplication::processEvents();
    QVERIFY2(view->height() >= 3 * line && view->height() < 4 * line,
             qPrintable(QString::number(view->height())));

    // Words that wrap at this width take lines as well.
    view->showText(kLong);
    QCoreApplication::processEvents();
    QVERIFY(view->height() > 4 * line);

    // Another one-line text: back to one line; then a third one line changes nothing in the layout.
    view->showText(QStringLiteral("21 rooms"), Qt::PlainText);
    QCoreApplication::processEvents();
    QCOMPARE(view->height(), one);
    LayoutRequests requests(&page);
    view->showText(QStringLiteral("22 rooms"), Qt::PlainText);
    QCoreApplication::processEvents();
    QCOMPARE(requests.count, 0);
    QCOMPARE(view->height(), one);

    // A narrower page wraps the long text into more lines.
    view->showText(kLong);
    QCoreApplication::processEvents();
    const int wide = view->height();
    page.resize(140, 400);
    QCoreApplication::processEvents();
    QVERIFY2(view->height() > wide, qPrintable(QStringLiteral("%1 %2").arg(view->height()).arg(wide)));
}

// Like a label with selectable text, the view is not a stop of the Tab chain (the board keeps the keys).
void TestReportView::tabPassesByAsOverALabel() {
    QWidget page;
    auto *layout = new QVBoxLayout(&page);
    auto *first = new QLineEdit;
    auto *view = new ReportView;
    auto *last = new QLineEdit;
    layout->addWidget(first);
    layout->addWidget(view);
    layout->addWidget(last);
    view->showText(kLong);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    page.activateWindow();
    first->setFocus();
    QTRY_VERIFY(first->hasFocus());
    QTest::keyClick(first, Qt::Key_Tab);
    QTRY_VERIFY(last->hasFocus());
    // A click gives it the focus, so Ctrl+C copies what the mouse selected.
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, QPoint(5, 5));
    QTRY_VERIFY(view->hasFocus());
}

QTEST_MAIN(TestReportView)
#include "tst_reportview.moc"
