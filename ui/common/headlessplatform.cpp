#include "ui/common/headlessplatform.h"

#include <QByteArray>
#include <QGuiApplication>
#include <QtGlobal>

#include <cstring>

namespace tessera::ui {

namespace {

bool needsNoScreen(const char *arg) {
    // Long options may be spelt --name=value.
    for (const char *option : {"--help", "--help-all", "--version", "--screenshot", "--bench"}) {
        const std::size_t n = std::strlen(option);
        if (std::strncmp(arg, option, n) == 0 && (arg[n] == '\0' || arg[n] == '=')) return true;
    }
    return std::strcmp(arg, "-h") == 0 || std::strcmp(arg, "-?") == 0 || std::strcmp(arg, "-v") == 0;
}

QtMessageHandler gPreviousHandler = nullptr;

void dropSizeHintNotice(QtMsgType type, const QMessageLogContext &context, const QString &message) {
    if (type == QtWarningMsg && message == QLatin1String("This plugin does not support propagateSizeHints()"))
        return;
    if (gPreviousHandler) gPreviousHandler(type, context, message);
}

} // namespace

void muteOffscreenNotices() {
    if (QGuiApplication::platformName() != QLatin1String("offscreen") || gPreviousHandler) return;
    gPreviousHandler = qInstallMessageHandler(dropSizeHintNotice);
}

StartScreen chooseStartScreen(int argc, const char *const *argv) {
#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS)
    if (!qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") || !qEnvironmentVariableIsEmpty("DISPLAY") ||
        !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        return StartScreen::Available;
    bool noScreenNeeded = false;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--") == 0) break; // the options end here
        // Qt's own choice of platform or X display: leave it to Qt.
        for (const char *qtOption : {"-platform", "--platform", "-display", "--display"})
            if (std::strcmp(argv[i], qtOption) == 0) return StartScreen::Available;
        noScreenNeeded = noScreenNeeded || needsNoScreen(argv[i]);
    }
    if (!noScreenNeeded) return StartScreen::Missing;
    qputenv("QT_QPA_PLATFORM", QByteArrayLiteral("offscreen"));
    return StartScreen::Offscreen;
#else
    (void)argc;
    (void)argv;
    return StartScreen::Available; // Windows and macOS always have their platform
#endif
}

} // namespace tessera::ui
