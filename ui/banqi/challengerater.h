#pragma once

#include "banqi/challenge.h"
#include "ui/common/job.h"

#include <QObject>
#include <QPointer>

#include <optional>
#include <utility>

namespace tessera::ui {
class JobRunner;
}

namespace tessera::banqi::ui {

// Rates challenges in a worker: measureDifficulty plays many games, so the measured difficulty is kept
// and a pack level (Add to Pack, the crash-recovery copy) is made without measuring on the GUI thread.
// One job at a time; a job for an older challenge is cancelled, its answer being stale.
class ChallengeRater : public QObject {
    Q_OBJECT
public:
    ChallengeRater(tessera::ui::JobRunner &jobs, QObject *parent = nullptr);
    ~ChallengeRater() override;

    // The measured difficulty of c, when it is known.
    std::optional<Difficulty> rating(const Challenge &c) const;
    bool isRating(const Challenge &c) const { return mJob && mRating && *mRating == c; }
    // Starts rating c unless it is rated or being rated.
    void rate(const Challenge &c);
    // Add to Pack: addRequested at once when c is rated (true), else after its rating job (false).
    bool requestAdd(const Challenge &c);

    // "Difficulty 6.9 of 10: the chain bot met the goal in 31% of 16 deals (won 5, drew 6, lost 5)."
    static QString describe(const Difficulty &d);

signals:
    // A rating arrived (ask rating() for the challenge shown).
    void rated();
    void failed(const QString &message);
    void addRequested();

private:
    tessera::ui::JobRunner &mJobs;
    QPointer<tessera::ui::Job> mJob;
    std::optional<std::pair<Challenge, Difficulty>> mRated;
    std::optional<Challenge> mRating; // the challenge the running job measures
    std::optional<Challenge> mAddWhenRated;
};

} // namespace tessera::banqi::ui
