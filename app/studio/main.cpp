// The studio: the Qt window over the core. Also makes screenshots for docs and checks
// (--screenshot FILE.png [--module NAME] [--size WxH] [--play N]) and times interactions
// (--bench [--cases NAME,...] [--repeat N] [--history N]), which work with QT_QPA_PLATFORM=offscreen.
#include "common/module.h"
#include "common/version.h"
#include "ui/common/englishplurals.h"
#include "ui/common/headlessplatform.h"
#include "ui/common/leveleditor.h"
#include "ui/common/mainwindow.h"
#include "ui/common/modulepage.h"
#include "ui/common/moduleui.h"
#include "ui/common/packdocument.h"
#include "ui/common/playstate.h"
#include "ui/common/resources.h"
#include "ui/common/studiobench.h"
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
#include <iostream>

namespace {

int fail(const QString &message) {
    std::fprintf(stderr, "tessera: %s\n", qPrintable(message));
    return 2;
}

// Play mode on the page, with the first moves of its level's stored solution played (screenshots of
// play); a page that holds no pack level gets the pack's first level of its module first. False when
// the page has no play mode or its level no stored solution that long.
bool startPlay(tessera::ui::MainWindow &window, const QString &pageId, int moves) {
    tessera::ui::ModulePage *page = window.workbench(pageId);
    auto *state = page ? page->findChild<tessera::ui::PlayState *>() : nullptr;
    if (!state) return false;
    if (!page->levelEditor()->sourceLevel()) {
        const tessera::ui::PackDocument &pack = window.document();
        for (int row = 0; row < pack.levelCount(); ++row)
            if (QString::fromStdString(pack.level(row).module) == pageId) {
                window.openLevel(row);
                break;
            }
    }
    if (!state->setPlaying(true)) return false;
    if (moves == 0) return true;
    const tessera::ModuleBackend *backend = tessera::findModule(pageId.toStdString());
    const std::optional<tessera::pack::Level> level = page->levelEditor()->sourceLevel();
    if (!backend || !backend->play.solution || !level) return false;
    const std::vector<std::string> line = backend->play.solution(*level, 0);
    if (int(line.size()) < moves) return false;
    for (int i = 0; i < moves; ++i) {
        if (!state->play(line[std::size_t(i)])) return false;
        while (state->isMoving())
            QCoreApplication::processEvents(QEventLoop::AllEvents, 20); // a bot's answer
    }
    return state->moves().size() == std::size_t(moves);
}

} // namespace

int main(int argc, char **argv) {
    if (tessera::ui::chooseStartScreen(argc, argv) == tessera::ui::StartScreen::Missing)
        return fail(
            QStringLiteral("no display to open the studio on (DISPLAY and WAYLAND_DISPLAY are unset). "
                           "Start it in a desktop session, or set QT_QPA_PLATFORM; --help, "
                           "--screenshot and --bench need no display."));
    QApplication app(argc, argv);
    tessera::ui::muteOffscreenNotices();
    QApplication::setOrganizationName(QStringLiteral("Tessera"));
    QApplication::setApplicationName(QStringLiteral("Tessera"));
    QApplication::setApplicationDisplayName(QStringLiteral("Tessera"));
    QApplication::setApplicationVersion(QString::fromLatin1(tessera::kVersion));
    tessera::ui::initResources();
    tessera::ui::WheelGuard::install();     // value widgets change on the wheel only when focused
    tessera::ui::EnglishPlurals::install(); // "1 level", "2 levels" where the texts say "%n level(s)"
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
    const QCommandLineOption playMoves(
        QStringLiteral("play"),
        QStringLiteral("With --screenshot: play mode on the page shown, the first <n> moves of its level's "
                       "stored solution played."),
        QStringLiteral("n"));
    const QCommandLineOption bench(
        QStringLiteral("bench"),
        QStringLiteral("Time interactions from the input event to the repainted result, one JSON line per "
                       "case, and exit."));
    const QCommandLineOption benchCases(
        QStringLiteral("cases"),
        QStringLiteral("With --bench: only these cases (names or prefixes, commas)."),
        QStringLiteral("names"));
    const QCommandLineOption benchRepeat(
        QStringLiteral("repeat"), QStringLiteral("With --bench: timed repetitions per case (default 60)."),
        QStringLiteral("n"));
    const QCommandLineOption benchHistory(
        QStringLiteral("history"),
        QStringLiteral("With --bench: untimed repetitions first, as in a long session (default 0)."),
        QStringLiteral("n"));
    const QCommandLineOption benchBusy(
        QStringLiteral("busy"),
        QStringLiteral("With --bench: jobs keeping a core busy each while a case runs (default 0)."),
        QStringLiteral("n"));
    parser.addOptions(
        {screenshot, module, size, playMoves, bench, benchCases, benchRepeat, benchHistory, benchBusy});
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

    tessera::ui::registerUiModules();

    if (parser.isSet(bench)) {
        tessera::ui::StudioBenchOptions options;
        if (parser.isSet(benchCases))
            options.cases = parser.value(benchCases).split(QLatin1Char(','), Qt::SkipEmptyParts);
        if (parser.isSet(benchRepeat)) {
            bool ok = false;
            options.repeat = parser.value(benchRepeat).toInt(&ok);
            if (!ok || options.repeat < 1)
                return fail(QStringLiteral("--repeat: expected a positive number"));
        }
        if (parser.isSet(benchHistory)) {
            bool ok = false;
            options.history = parser.value(benchHistory).toInt(&ok);
            if (!ok || options.history < 0)
                return fail(QStringLiteral("--history: expected a number of repetitions, 0 or more"));
        }
        if (parser.isSet(benchBusy)) {
            bool ok = false;
            options.busy = parser.value(benchBusy).toInt(&ok);
            if (!ok || options.busy < 0 || options.busy > 256)
                return fail(QStringLiteral("--busy: expected a number of jobs from 0 to 256"));
        }
        return tessera::ui::runStudioBench(options, std::cout, std::cerr);
    }

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
        if (parser.isSet(playMoves)) {
            bool ok = false;
            const int n = parser.value(playMoves).toInt(&ok);
            if (!ok || n < 0) return fail(QStringLiteral("--play: expected a number of moves"));
            if (!startPlay(window, parser.value(module), n))
                return fail(
                    QStringLiteral("--play: the page \"%1\" cannot play %2 moves of its level's stored "
                                   "solution")
                        .arg(parser.value(module))
                        .arg(n));
        }
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
