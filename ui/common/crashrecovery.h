#pragma once

#include "ui/common/sessionrecovery.h"

#include <QObject>

#include <optional>
#include <vector>

namespace tessera::ui {

class MainWindow;

// The window's side of crash recovery: this session's copy (SessionRecovery, which writes it) over the
// pack and every workbench, and at start the question about a crashed session's copy and putting its
// work back into the workbenches.
class CrashRecovery : public QObject {
    Q_OBJECT
public:
    // Keeps no copy when dir is empty (screenshots and tests must not pick up a user's crashed session).
    // The window's workbenches must exist: their levels are watched from the start.
    CrashRecovery(MainWindow &window, const QString &dir, int delayMs);

    // Null when no copy is kept.
    SessionRecovery *session() const { return mSession; }

    // The crashed session's unsaved work when there is some and the user wants it back.
    std::optional<SessionRecovery::Snapshot> askToRecover();
    // Puts each recovered level back into its workbench, the first one's page on show.
    void restoreWorkbenches(const std::vector<SessionRecovery::Workbench> &copies);
    // After the start: this session's own copy takes over (written at once when work was recovered, the
    // old copy removed when it is on disk); the old copy was restored or declined.
    void takeOver(bool recovered);
    // A normal close: the user saved or chose to discard, so there is nothing to recover.
    void discard();

private:
    MainWindow &mWindow;
    SessionRecovery *mSession = nullptr;
};

} // namespace tessera::ui
