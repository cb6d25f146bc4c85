// The README's hero shot (resources/screenshot.png) is made by a command, resources/screenshots/make.sh
// (the studio's --screenshot, offscreen), which also writes resources/screenshots/hero.json: what the
// shot shows (the pages, the overview's module table) and the image's SHA-256. This test fails when the
// studio would now show something else (say a module got its workbench while the shot still says "not
// built yet") or the image changed without its manifest. It costs one window, no image comparison.
// With TESSERA_WRITE_HERO_MANIFEST=<file> it writes the manifest instead (make.sh does that).
#include "common/module.h"
#include "ui/common/mainwindow.h"
#include "ui/common/moduleui.h"
#include "ui/common/overviewpage.h"
#include "ui/common/resources.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTableWidget>
#include <QtTest>

using namespace tessera;

namespace {

const QString kRoot = QStringLiteral(TESSERA_TEST_DATA "/../..");
const QString kHero = kRoot + QStringLiteral("/resources/screenshot.png");
const QString kManifest = kRoot + QStringLiteral("/resources/screenshots/hero.json");

QString sha256(const QString &path) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) return {};
    return QString::fromLatin1(QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256).toHex());
}

// What the hero shot shows, as make.sh takes it: the studio on the bundled sample pack, the overview.
QJsonObject shownNow() {
    ui::MainWindow window(ui::MainWindow::Options{false});
    window.resize(1400, 900);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window) || !window.openStartupPack() ||
        !window.showPage(QStringLiteral("overview")))
        return {};
    QJsonArray modules;
    const QTableWidget *table = window.overviewPage()->moduleTable();
    for (int r = 0; r < table->rowCount(); ++r)
        modules.append(QJsonObject{{QStringLiteral("module"), table->item(r, 0)->text()},
                                   {QStringLiteral("levels"), table->item(r, 1)->text()},
                                   {QStringLiteral("studio"), table->item(r, 3)->text()}});
    return QJsonObject{{QStringLiteral("command"),
                        QStringLiteral("tessera --screenshot resources/screenshot.png --size 1400x900 "
                                       "--module overview")},
                       {QStringLiteral("pages"), QJsonArray::fromStringList(window.pageIds())},
                       {QStringLiteral("modules"), modules}};
}

} // namespace

class TestHeroShot : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        ui::registerUiModules();
    }

    void theHeroShotShowsTheStudioAsItIs() {
        QJsonObject now = shownNow();
        QVERIFY(!now.isEmpty());
        if (const QString out = qEnvironmentVariable("TESSERA_WRITE_HERO_MANIFEST"); !out.isEmpty()) {
            now.insert(QStringLiteral("sha256"), sha256(kHero));
            QFile file(out);
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write(QJsonDocument(now).toJson(QJsonDocument::Indented));
            return;
        }
        QFile file(kManifest);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(kManifest));
        QJsonObject recorded = QJsonDocument::fromJson(file.readAll()).object();
        QVERIFY2(recorded.value(QStringLiteral("sha256")).toString() == sha256(kHero),
                 "resources/screenshot.png is not the image resources/screenshots/hero.json describes: "
                 "run resources/screenshots/make.sh");
        recorded.remove(QStringLiteral("sha256"));
        QVERIFY2(recorded == now,
                 qPrintable(QStringLiteral("the hero shot is stale (run resources/screenshots/make.sh); "
                                           "the studio now shows:\n") +
                            QString::fromUtf8(QJsonDocument(now).toJson())));
    }
};

QTEST_MAIN(TestHeroShot)
#include "tst_heroshot.moc"
