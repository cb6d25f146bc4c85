// The studio: the Qt window over the core. Also makes screenshots for docs and checks
// (--screenshot FILE.png [--module NAME] [--size WxH]), which work with QT_QPA_PLATFORM=offscreen.
#include "common/module.h"
#include "common/version.h"
#include "ui/common/mainwindow.h"
#include "ui/common/moduleui.h"
#include "ui/common/resources.h"
#include "ui/common/wheelguard.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QIcon>
#include <QImage>
#include <QRegularExpression>
#include <QTimer>

#include <cstdio>
#include <exception>

namespace {

int fail(const QString &message) {
    std::fprintf(stderr, "tessera: %s\n", qPrintable(message));
    return 2;
}

} // namespace

int main(int argc, char **argv) {
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Tessera"));
    QApplication::setApplicationName(QStringLiteral("Tessera"));
    QApplication::setApplicationDisplayName(QStringLiteral("Tessera"));
    QApplication::setApplicationVersion(QString::fromLatin1(tessera::kVersion));
    tessera::ui::initResources();
    tessera::ui::WheelGuard::install(); // value widgets change on the wheel only when focused
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/tessera.svg")));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Tessera level-design studio"));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QStringLiteral("Lay out the window, save it as a PNG to <file>, and exit."), QStringLiteral("file"));
    const QCommandLineOption module(
        QStringLiteral("module"),
        QStringLiteral("Page to show: overview or a module id (default: overview)."), QStringLiteral("name"));
    const QCommandLineOption size(QStringLiteral("size"), QStringLiteral("Window size, e.g. 1400x900."),
                                  QStringLiteral("WxH"));
    parser.addOptions({screenshot, module, size});
    parser.addPositionalArgument(QStringLiteral("pack"), QStringLiteral("A level pack file to open."),
                                 QStringLiteral("[pack]"));
    parser.process(app);

    QSize windowSize;
    if (parser.isSet(size)) {
        const auto m =
            QRegularExpression(QStringLiteral("^(\\d{2,5})x(\\d{2,5})$")).match(parser.value(size));
        if (!m.hasMatch())
            return fail(
                QStringLiteral("--size: expected WxH, e.g. 1400x900, got \"%1\"").arg(parser.value(size)));
        windowSize = QSize(m.captured(1).toInt(), m.captured(2).toInt());
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1) return fail(QStringLiteral("expected at most one pack file"));
    const QString packPath = positional.isEmpty() ? QString() : positional.front();
    const bool shooting = parser.isSet(screenshot);

    tessera::registerModules();
    tessera::ui::registerUiModules();

    // Screenshots neither read nor change the user's settings, so they look the same everywhere.
    tessera::ui::MainWindow window(tessera::ui::MainWindow::Options{!shooting});
    if (parser.isSet(module) && !window.showPage(parser.value(module)))
        return fail(QStringLiteral("--module: no page \"%1\"; pages: %2")
                        .arg(parser.value(module), window.pageIds().join(QStringLiteral(", "))));
    if (windowSize.isValid()) window.resize(windowSize);

    if (shooting) {
        // A broken pack is reported here rather than by a dialog nobody would close.
        if (!packPath.isEmpty()) {
            try {
                tessera::ui::loadPackFile(packPath);
            } catch (const std::exception &e) {
                return fail(QString::fromStdString(e.what()));
            }
        }
        window.show();
        if (!window.openStartupPack(packPath)) return fail(QStringLiteral("could not open %1").arg(packPath));
        const QString file = parser.value(screenshot);
        // Let layouts, charts and the docks settle before grabbing.
        QTimer::singleShot(300, &window, [&window, file] {
            QApplication::processEvents();
            const QImage image = window.grab().toImage();
            if (image.isNull() || !image.save(file, "PNG")) {
                std::fprintf(stderr, "tessera: could not write %s\n",
                             qPrintable(QDir::toNativeSeparators(file)));
                QApplication::exit(1);
                return;
            }
            std::fprintf(stdout, "%s: %dx%d\n", qPrintable(QDir::toNativeSeparators(file)), image.width(),
                         image.height());
            QApplication::exit(0);
        });
        return app.exec();
    }

    window.show();
    window.openStartupPack(packPath);
    return app.exec();
}
