#include "ui/banqi/challengerater.h"

#include "ui/common/jobrunner.h"

#include <QVariant>

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
    mJob = mJobs.start(tr("BanQi: rate the challenge"), [c](ProgressSink &sink, const CancelToken &cancel,
                                                            tessera::ui::JobContext &) {
        const Difficulty d = measureDifficulty(c, &sink, &cancel);
        return QVariant(QVariantList{d.runs, d.met, d.wins, d.draws, d.losses, d.score, d.value});
    });
    tessera::ui::Job *job = mJob;
    connect(job, &tessera::ui::Job::finished, this, [this, c](const QVariant &v) {
        const QVariantList l = v.toList();
        Difficulty d;
        d.runs = l[0].toInt();
        d.met = l[1].toInt();
        d.wins = l[2].toInt();
        d.draws = l[3].toInt();
        d.losses = l[4].toInt();
        d.score = l[5].toDouble();
        d.value = l[6].toDouble();
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
