#pragma once

// The whole studio window for a module's screenshot test: opened on the bundled sample pack at
// 1400x900 on the module's page (no user settings, no crash recovery), and a save() that checks a grab
// is a real screen before writing <module>-<name>.png. With TESSERA_SCREENSHOT_DIR set the PNGs are kept
// there (resources/screenshots holds the reviewed ones), otherwise in a temporary folder.
#include <QTest>

#include "common/module.h"
#include "ui/common/mainwindow.h"
#include "ui/common/moduleui.h"
#include "ui/common/resources.h"

#include <QImage>
#include <QTemporaryDir>

#include <memory>
#include <set>

namespace studioshots {

class StudioShots {
public:
    static constexpr QSize kSize{1400, 900};

    // Call from initTestCase; check ready() after it.
    explicit StudioShots(const QString &module)
        : mModule(module) {
        tessera::ui::registerUiModules();
        mDir = qEnvironmentVariable("TESSERA_SCREENSHOT_DIR", mTemp.path());
        mWindow = std::make_unique<tessera::ui::MainWindow>(tessera::ui::MainWindow::Options{false});
        mReady = mWindow->openStartupPack();
        mWindow->resize(kSize);
        mReady = mReady && mWindow->showPage(module);
        mWindow->show();
        mReady = mReady && QTest::qWaitForWindowExposed(mWindow.get());
    }

    bool ready() const { return mReady; }
    tessera::ui::MainWindow &window() { return *mWindow; }
    // The module's workbench, as its own class.
    template <typename T> T *workbench() const { return qobject_cast<T *>(mWindow->workbench(mModule)); }

    // Grabs the window; fails the test when the grab is the wrong size or nearly one colour.
    void save(const QString &name) {
        QCoreApplication::processEvents();
        const QImage image = mWindow->grab().toImage();
        QCOMPARE(image.size(), kSize);
        std::set<QRgb> colours;
        for (int y = 0; y < image.height(); y += 7)
            for (int x = 0; x < image.width(); x += 7) colours.insert(image.pixel(x, y));
        QVERIFY2(colours.size() > 20, "a real screen has many colours");
        QVERIFY(image.save(QStringLiteral("%1/%2-%3.png").arg(mDir, mModule, name)));
    }

private:
    QString mModule;
    QTemporaryDir mTemp;
    QString mDir;
    std::unique_ptr<tessera::ui::MainWindow> mWindow;
    bool mReady = false;
};

} // namespace studioshots
