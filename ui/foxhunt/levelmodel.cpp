#include "ui/foxhunt/levelmodel.h"

#include "foxhunt/prober.h"

#include <memory>

namespace tessera::foxhunt::ui {

namespace {
Level defaultLevel() {
    Rng rng(2026);
    return randomLevel(10, 10, 8, rng);
}
} // namespace

LevelModel::LevelModel(QObject *parent)
    : Document(parent) {
    reset(defaultLevel());
}

void LevelModel::reset(const Level &level) {
    clearHistory(); // first, while its commands still match the state
    setFileName({});
    mLevel = level;
    mProbes.clear();
    rebuild();
}

void LevelModel::setLevel(const Level &level) {
    mLevel = level;
    mProbes.clear();
    rebuild();
}

void LevelModel::setProbes(const std::vector<Point> &probes) {
    if (probes == mProbes) return;
    mProbes = probes;
    rebuild();
}

void LevelModel::rebuild() {
    // The probes are replayed as the play contract's moves (cell names), as every front end replays.
    std::vector<std::string> moves;
    for (Point p : mProbes) moves.push_back(cellName(p));
    const play::Replay r = play::replay(Hunt(mLevel), moves);
    mHunt.emplace(static_cast<const Hunt &>(*r.states.back()));
    mOdds.reset();
    mProblem.clear();
    mOddsPending = true; // the tracker may take long: a worker works them out (setOdds)
    ++mSerial;
    emit changed();
}

bool LevelModel::setOdds(quint64 serial, std::optional<Odds> odds, const QString &problem) {
    if (serial != mSerial) return false;
    mOdds = std::move(odds);
    mProblem = problem;
    mOddsPending = false;
    emit oddsChanged();
    return true;
}

} // namespace tessera::foxhunt::ui
