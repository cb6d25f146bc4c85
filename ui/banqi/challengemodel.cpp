#include "ui/banqi/challengemodel.h"

namespace tessera::banqi::ui {

ChallengeModel::ChallengeModel(QObject *parent)
    : Document(parent) {}

void ChallengeModel::reset(const Challenge &challenge) {
    clearHistory(); // first, while its commands still match the challenge
    setFileName({});
    mChallenge = challenge;
    emit changed();
}

void ChallengeModel::setChallenge(const Challenge &challenge) {
    mChallenge = challenge;
    emit changed();
}

} // namespace tessera::banqi::ui
