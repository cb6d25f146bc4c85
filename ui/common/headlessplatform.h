#pragma once

namespace tessera::ui {

// Whether the studio has a screen to start on. Started over SSH or in a script with no display (on X11
// and Wayland systems: neither DISPLAY nor WAYLAND_DISPLAY set) and no platform chosen (no
// QT_QPA_PLATFORM, no -platform or -display for Qt), QApplication's constructor would fail with Qt's "could
// not connect to display ... Reinstalling the application may fix this problem". Help, the version,
// screenshots and the bench need no screen: for them this chooses Qt's offscreen platform. Call before the
// QApplication is made.
enum class StartScreen {
    Available, // a display, or a platform chosen: Qt decides
    Offscreen, // none, and the options need none: QT_QPA_PLATFORM is now "offscreen"
    Missing,   // none, and the window needs one: say so instead of starting
};
StartScreen chooseStartScreen(int argc, const char *const *argv);

// On Qt's offscreen platform every window that is shown makes the platform warn "This plugin does not
// support propagateSizeHints()", a line of noise before each screenshot or bench line that says nothing
// about Tessera. Drops that one message there; others go where they went. Call after the QApplication
// is made.
void muteOffscreenNotices();

} // namespace tessera::ui
