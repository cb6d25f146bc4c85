// The studio binary's --screenshot mode, run as a user would: offscreen, a PNG of the main window at
// the requested size, with real content in it; bad options are refused with a message. With no display
// at all (no platform chosen either), help, the version and screenshots still work.
#include <QImage>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

class TestScreenshot : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void writesWindowSizedPng_data();
    void writesWindowSizedPng();
    void refusesUnknownModule();
    void refusesBadSize();
    void refusesBrokenPack();
    void worksWithoutDisplay();

private:
    enum class Screen { Offscreen, None };
    int run(const QStringList &args, QString *output = nullptr, Screen screen = Screen::Offscreen);
    QTemporaryDir mDir;
};

void TestScreenshot::initTestCase() {
    QVERIFY(mDir.isValid());
}

int TestScreenshot::run(const QStringList &args, QString *output, Screen screen) {
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    if (screen == Screen::Offscreen) {
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    } else {
        for (const char *name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"})
            env.remove(QString::fromLatin1(name));
    }
    // Keep the user's settings out of it (screenshot mode should not touch them anyway).
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), mDir.filePath(QStringLiteral("config")));
    process.setProcessEnvironment(env);
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(QStringLiteral(TESSERA_STUDIO_PATH), args);
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        return -1;
    }
    if (output) *output = QString::fromLocal8Bit(process.readAll());
    return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
}

void TestScreenshot::writesWindowSizedPng_data() {
    QTest::addColumn<QString>("module");
    QTest::addColumn<QSize>("size");
    QTest::newRow("default page, 1400x900") << QString() << QSize(1400, 900);
    QTest::newRow("overview, 1024x700") << QStringLiteral("overview") << QSize(1024, 700);
}

void TestScreenshot::writesWindowSizedPng() {
    QFETCH(QString, module);
    QFETCH(QSize, size);
    const QString file = mDir.filePath(QStringLiteral("shot-%1x%2.png").arg(size.width()).arg(size.height()));
    QStringList args{QStringLiteral("--screenshot"), file, QStringLiteral("--size"),
                     QStringLiteral("%1x%2").arg(size.width()).arg(size.height())};
    if (!module.isEmpty()) args << QStringLiteral("--module") << module;
    QString output;
    QCOMPARE(run(args, &output), 0);
    // The offscreen platform's notice on every shown window is not passed on.
    QVERIFY2(!output.contains(QStringLiteral("propagateSizeHints")), qPrintable(output));
    QImage image(file);
    QVERIFY2(!image.isNull(), qPrintable(output));
    QCOMPARE(image.size(), size);
    // A laid-out window with text, thumbnails and a chart has many colours; an empty grab has few.
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 3)
        for (int x = 0; x < image.width(); x += 3) colours.insert(image.pixel(x, y));
    QVERIFY2(colours.size() > 100, qPrintable(QString::number(colours.size())));
}

void TestScreenshot::refusesUnknownModule() {
    QString output;
    const int code = run({QStringLiteral("--screenshot"), mDir.filePath(QStringLiteral("x.png")),
                          QStringLiteral("--module"), QStringLiteral("nonsense")},
                         &output);
    QVERIFY(code != 0);
    QVERIFY2(output.contains(QStringLiteral("nonsense")) && output.contains(QStringLiteral("overview")),
             qPrintable(output));
    QVERIFY(!QFile::exists(mDir.filePath(QStringLiteral("x.png"))));
}

void TestScreenshot::refusesBadSize() {
    QString output;
    QVERIFY(run({QStringLiteral("--screenshot"), mDir.filePath(QStringLiteral("y.png")),
                 QStringLiteral("--size"), QStringLiteral("wide")},
                &output) != 0);
    QVERIFY2(output.contains(QStringLiteral("--size")), qPrintable(output));
}

void TestScreenshot::refusesBrokenPack() {
    const QString pack = mDir.filePath(QStringLiteral("broken.json"));
    QFile f(pack);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{\"format\": \"tessera-pack\", \"version\": 1, \"name\": \"x\", \"levels\": [ {\"id\": 3} ]}");
    f.close();
    QString output;
    QVERIFY(run({QStringLiteral("--screenshot"), mDir.filePath(QStringLiteral("z.png")), pack}, &output) !=
            0);
    QVERIFY2(output.contains(QStringLiteral("broken.json")) && output.contains(QStringLiteral("levels[0]")),
             qPrintable(output));
}

void TestScreenshot::worksWithoutDisplay() {
    QString output;
    QCOMPARE(run({QStringLiteral("--help")}, &output, Screen::None), 0);
    QVERIFY2(output.contains(QStringLiteral("--screenshot")), qPrintable(output));
    QCOMPARE(run({QStringLiteral("--version")}, &output, Screen::None), 0);
    QVERIFY2(output.contains(QStringLiteral("Tessera")), qPrintable(output));
    const QString file = mDir.filePath(QStringLiteral("headless.png"));
    QCOMPARE(
        run({QStringLiteral("--screenshot=") + file, QStringLiteral("--size"), QStringLiteral("1024x700")},
            &output, Screen::None),
        0);
    QCOMPARE(QImage(file).size(), QSize(1024, 700));
    // The window itself needs one: a message that says so, not Qt's advice to reinstall.
    QCOMPARE(run({}, &output, Screen::None), 2);
    QVERIFY2(output.contains(QStringLiteral("no display")) && !output.contains(QStringLiteral("einstall")),
             qPrintable(output));
    // A platform named on the command line is Qt's to use: the window starts (and here stops at a
    // page that does not exist) instead of saying there is no display.
    QCOMPARE(run({QStringLiteral("-platform"), QStringLiteral("offscreen"), QStringLiteral("--module"),
                  QStringLiteral("nonsense")},
                 &output, Screen::None),
             2);
    QVERIFY2(output.contains(QStringLiteral("nonsense")) && !output.contains(QStringLiteral("no display")),
             qPrintable(output));
}

QTEST_MAIN(TestScreenshot)
#include "tst_screenshot.moc"
