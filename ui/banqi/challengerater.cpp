#include "ui/banqi/challengerater.h"

#include "ui/common/jobrunner.h"

#include <QVariant>

#include <memory>

namespace tessera::banqi::ui {

ChallengeRater::ChallengeRater(tessera::ui::JobRunner &jobs, QObject *parent)
    : QObject(parent)
    , mJobs(jobs) {}

ChallengeRater::~ChallengeRater() {
    if (mJob) mJob->cancel();
}

std::optional<Difficulty> ChallengeRater::rating(const Challenge &c) const {
    if (mRated && mRated->first == c) return mRated->second;
    return std::nullopt;
}

QString ChallengeRater::describe(const Difficulty &d) {
    return tr("Difficulty %1 of 10: the chain bot met the goal in %2% of %3 deals (won %4, drew %5, lost "
              "%6).")
        .arg(d.value, 0, 'f', 1)
        .arg(100 * d.score, 0, 'f', 0)
        .arg(d.runs)
        .arg(d.wins)
        .arg(d.draws)
        .arg(d.losses);
}

bool ChallengeRater::requestAdd(const Challenge &c) {
    if (rating(c)) {
        emit addRequested();
        return true;
    }
    mAddWhenRated = c;
    rate(c);
    return false;
}

void ChallengeRater::rate(const Challenge &c) {
    if (rating(c) || isRating(c)) return;
    if (mJob) mJob->cancel();
    mRating = c;
    // The worker writes the rating before the job ends; the GUI reads it after finished arrives.
    auto measured = std::make_shared<Difficulty>();
    // Quiet: the panel shows the rating; the studio rates every challenge shown, so announcing each
    // end would fill the status bar of whatever page is open with BanQi news.
    tessera::ui::JobOptions options;
    options.quiet = true;
    mJob = mJobs.start(
        tr("BanQi: rate the challenge"),
        [c, measured](ProgressSink &sink, const CancelToken &cancel, tessera::ui::JobContext &) {
            *measured = measureDifficulty(c, &sink, &cancel);
            return QVariant();
        },
        options);
    tessera::ui::Job *job = mJob;
    connect(job, &tessera::ui::Job::finished, this, [this, c, measured] {
        const Difficulty d = *measured;
        mRated = std::make_pair(c, d);
        emit rated();
        if (mAddWhenRated && *mAddWhenRated == c) {
            mAddWhenRated.reset();
            emit addRequested();
        }
    });
    connect(job, &tessera::ui::Job::failed, this, &ChallengeRater::failed);
    connect(job, &tessera::ui::Job::ended, this, [this, job] {
        if (mJob != job) return;
        mAddWhenRated.reset(); // cancelled or failed: nothing is added
        mJob.clear();
        mRating.reset();
    });
}

} // namespace tessera::banqi::ui
