// Where the studio's file dialogs open: the folder last chosen (while it exists), the open pack's
// folder, the documents folder, and the home folder when there is no documents folder (a fresh account
// or a server: the dialogs then opened in the working directory).
#include "pack/levelpack.h"
#include "ui/common/dialogfolder.h"
#include "ui/common/packdocument.h"

#include <QDir>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace tessera;

class TestDialogFolder : public QObject {
    Q_OBJECT
private:
    QTemporaryDir mHome;

private slots:
    void initTestCase() {
        QVERIFY(mHome.isValid());
        // A home of its own, with no user-dirs file: documents is <home>/Documents.
        qputenv("HOME", mHome.path().toLocal8Bit());
        qputenv("XDG_CONFIG_HOME", QDir(mHome.path()).filePath(QStringLiteral(".config")).toLocal8Bit());
        QCoreApplication::setOrganizationName(QStringLiteral("tessera-test-dialogfolder"));
        QSettings().clear();
    }

    void homeWhenThereIsNoDocumentsFolder() {
        ui::PackDocument untitled;
        QCOMPARE(ui::dialogFolder(untitled), QDir::homePath());
        QCOMPARE(ui::dialogPath(untitled, QStringLiteral("a:b.json")), QDir::home().filePath("a_b.json"));
        QVERIFY(QDir(mHome.path()).mkdir(QStringLiteral("Documents")));
        QCOMPARE(ui::dialogFolder(untitled),
                 QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation));
        QVERIFY(ui::dialogFolder(untitled).endsWith(QStringLiteral("/Documents")));
    }

    void thePacksFolderThenTheLastChosen() {
        QTemporaryDir packs, chosen;
        ui::PackDocument doc;
        doc.open(pack::LevelPack{}, QDir(packs.path()).filePath(QStringLiteral("p.json")));
        QCOMPARE(ui::dialogFolder(doc), packs.path());
        ui::rememberDialogPath(QDir(chosen.path()).filePath(QStringLiteral("x.png")));
        QCOMPARE(ui::dialogFolder(doc), chosen.path());
        // Gone: back to the pack's folder.
        const QString was = chosen.path();
        QVERIFY(chosen.remove());
        QVERIFY(!QDir(was).exists());
        QCOMPARE(ui::dialogFolder(doc), packs.path());
        QSettings().clear();
    }
};

QTEST_MAIN(TestDialogFolder)
#include "tst_dialogfolder.moc"
