#pragma once

#include "banqi/challenge.h"
#include "ui/common/document.h"

namespace tessera::banqi::ui {

// The workbench's level document: the challenge being edited (start position, rules, the player's
// side, the opponent, the goal). The games played on it are the play mode's (tessera::ui::PlayState),
// their moves play steps on this document's undo stack, so playing never changes the challenge.
class ChallengeModel : public tessera::ui::Document {
    Q_OBJECT
public:
    explicit ChallengeModel(QObject *parent = nullptr);

    const Challenge &challenge() const { return mChallenge; }

    // A whole new document (history cleared).
    void reset(const Challenge &challenge);
    // For the undo commands only.
    void setChallenge(const Challenge &challenge);

signals:
    void changed();

private:
    Challenge mChallenge;
};

} // namespace tessera::banqi::ui
