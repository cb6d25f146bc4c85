#pragma once

#include "foxhunt/hunt.h"
#include "foxhunt/tracker.h"
#include "ui/common/document.h"

#include <QObject>
#include <QString>

#include <optional>
#include <vector>

namespace tessera::foxhunt::ui {

// The document of the Fox Hunt workbench: the level (the fox placement and its opening probes), and the
// probes of the attempt being played as the workbench's play state (ui/common/playstate.h) has them.
// The game shown and the tracker's odds are derived by the core each time either changes, so undoing a
// placement edit is setting the level back.
class LevelModel : public tessera::ui::Document {
    Q_OBJECT
public:
    explicit LevelModel(QObject *parent = nullptr);

    const Level &level() const { return mLevel; }
    const std::vector<Point> &probes() const { return mProbes; }
    // The game after the openings and the probes.
    const Hunt &hunt() const { return *mHunt; }
    const View &view() const { return mHunt->view(); }
    // The tracker's odds of the current view; nothing while they are being worked out (oddsPending)
    // or when the tracker refused (problem() says why). A worker works them out: the workbench asks
    // for them after every change and hands them in with setOdds.
    const std::optional<Odds> &odds() const { return mOdds; }
    QString problem() const { return mProblem; }
    bool oddsPending() const { return mOddsPending; }
    // Which state the odds are wanted for: goes up with every change of the level or the probes.
    quint64 stateSerial() const { return mSerial; }
    // The odds (or the tracker's refusal) of the state with this serial; false, ignored, when the state
    // has changed since (a stale answer).
    bool setOdds(quint64 serial, std::optional<Odds> odds, const QString &problem);

    // A whole new document: the undo history starts over and the state is clean.
    void reset(const Level &level);
    // For the undo commands only: the level after (or before) an edit. No probes are left: the
    // readings of another placement differ.
    void setLevel(const Level &level);
    // For the workbench only: the probes of the attempt played (none without one), not an edit.
    void setProbes(const std::vector<Point> &probes);

signals:
    // The level or the probes changed (the odds are pending again).
    void changed();
    void oddsChanged();

private:
    void rebuild();
    Level mLevel;
    std::vector<Point> mProbes;
    std::optional<Hunt> mHunt;
    std::optional<Odds> mOdds;
    QString mProblem;
    bool mOddsPending = false;
    quint64 mSerial = 0;
};

} // namespace tessera::foxhunt::ui
