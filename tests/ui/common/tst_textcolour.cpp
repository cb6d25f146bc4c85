// setTextColour: a label's text in a colour through its palette, set again only when it changes, and
// back to its parent's colour.
#include "ui/common/textcolour.h"

#include <QEvent>
#include <QLabel>
#include <QtTest>

using namespace tessera;

namespace {

// Counts the palette changes a widget is told of.
class PaletteChanges : public QObject {
public:
    int count = 0;

protected:
    bool eventFilter(QObject *, QEvent *event) override {
        if (event->type() == QEvent::PaletteChange) ++count;
        return false;
    }
};

} // namespace

class TestTextColour : public QObject {
    Q_OBJECT
private slots:
    void colourSetOnceAndReset() {
        QWidget parent;
        QPalette dark = parent.palette();
        dark.setColor(QPalette::WindowText, QColor(0x20, 0x20, 0x60));
        parent.setPalette(dark);
        auto *label = new QLabel(QStringLiteral("Unique"), &parent);
        PaletteChanges changes;
        label->installEventFilter(&changes);
        QCOMPARE(label->palette().color(QPalette::WindowText), QColor(0x20, 0x20, 0x60));

        const QColor green(0x1b, 0x7f, 0x3b);
        ui::setTextColour(*label, green);
        QCOMPARE(label->palette().color(QPalette::WindowText), green);
        QCOMPARE(changes.count, 1);
        ui::setTextColour(*label, green); // the same: nothing to do
        QCOMPARE(changes.count, 1);
        ui::setTextColour(*label, QColor(0xb0, 0x00, 0x20));
        QCOMPARE(label->palette().color(QPalette::WindowText), QColor(0xb0, 0x00, 0x20));
        QCOMPARE(changes.count, 2);

        ui::setTextColour(*label, std::nullopt); // the parent's again, and it follows the parent
        QCOMPARE(label->palette().color(QPalette::WindowText), QColor(0x20, 0x20, 0x60));
        QCOMPARE(changes.count, 3);
        ui::setTextColour(*label, std::nullopt);
        QCOMPARE(changes.count, 3);
        dark.setColor(QPalette::WindowText, QColor(0x60, 0x20, 0x20));
        parent.setPalette(dark);
        QCOMPARE(label->palette().color(QPalette::WindowText), QColor(0x60, 0x20, 0x20));
    }
};

QTEST_MAIN(TestTextColour)
#include "tst_textcolour.moc"
