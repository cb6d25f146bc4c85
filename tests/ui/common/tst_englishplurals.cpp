// The studio's English plural forms: "%n level(s)" reads "1 level" and "2 levels" once installed.
#include "ui/common/englishplurals.h"

#include <QCoreApplication>
#include <QtTest>

using tessera::ui::EnglishPlurals;

class TestEnglishPlurals : public QObject {
    Q_OBJECT
private slots:
    void resolve_data() {
        QTest::addColumn<QString>("source");
        QTest::addColumn<int>("n");
        QTest::addColumn<QString>("expected");
        QTest::newRow("one") << "%n level(s)" << 1 << "%n level";
        QTest::newRow("two") << "%n level(s)" << 2 << "%n levels";
        QTest::newRow("zero") << "%n level(s)" << 0 << "%n levels";
        QTest::newRow("es") << "%n fox(es). Click: place a fox" << 1 << "%n fox. Click: place a fox";
        QTest::newRow("es many") << "%n fox(es)." << 3 << "%n foxes.";
        QTest::newRow("both nouns") << "%n number(s) or dot(s) outside" << 2 << "%n numbers or dots outside";
        QTest::newRow("words between")
            << "Imported %n play trace file(s): " << 1 << "Imported %n play trace file: ";
        QTest::newRow("other brackets")
            << "differ in %n cell(s) (outlined)" << 1 << "differ in %n cell (outlined)";
        QTest::newRow("before the count") << "file(s) %n level(s)" << 1 << "file(s) %n level";
        QTest::newRow("no count") << "position(s) %1" << 1 << "position(s) %1";
        QTest::newRow("no n") << "%n level(s)" << -1 << "%n level(s)";
        QTest::newRow("open bracket at the end") << "%n level(s) (" << 2 << "%n levels (";
    }
    void resolve() {
        QFETCH(QString, source);
        QFETCH(int, n);
        QFETCH(QString, expected);
        QCOMPARE(EnglishPlurals::resolve(source, n), expected);
    }

    // Through Qt's own tr(): without the translator Qt shows the brackets; installed once, it does not.
    void trUsesItOnceInstalled() {
        auto tr = [](int n) { return QCoreApplication::translate("ctx", "Removed %n level(s)", nullptr, n); };
        QCOMPARE(tr(1), QString("Removed 1 level(s)"));
        EnglishPlurals::install();
        EnglishPlurals::install();
        QCOMPARE(qApp->findChildren<EnglishPlurals *>().size(), 1);
        QCOMPARE(tr(1), QString("Removed 1 level"));
        QCOMPARE(tr(25), QString("Removed 25 levels"));
        QCOMPARE(QCoreApplication::translate("ctx", "Open (s)"), QString("Open (s)"));
    }
};

QTEST_MAIN(TestEnglishPlurals)
#include "tst_englishplurals.moc"
