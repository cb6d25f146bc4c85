#pragma once

#include <QWidget>

#include <string>
#include <vector>

class QAction;
class QLabel;
class QListWidget;
class QTimer;

namespace tessera::ui {

class PlayState;

// The play panel every module's play mode shows beside its board, with the same actions and keys
// everywhere: Play (Ctrl+P, toggles play mode), Take Back (the document's undo, Ctrl+Z), Restart
// (Ctrl+Shift+R), Hint (Ctrl+H; Ctrl+Shift+H plays it) and Give Up (no key: it cannot be taken back).
// Under them the attempt's
// time (m:ss, ticking while it runs), the status line (a refusal, a hint and why, "Won in 1:23 with 14
// moves") and the move list in the module's notation.
class PlayBar : public QWidget {
    Q_OBJECT
public:
    // The actions' keys work while shortcutHost (the module's page) or a child of it has focus.
    PlayBar(PlayState &state, QWidget *shortcutHost, QWidget *parent = nullptr);

    // Play also belongs on the page's toolbar, to enter play mode from editing.
    QAction *playAction() const { return mPlay; }
    QAction *takeBackAction() const { return mTakeBack; }
    QAction *restartAction() const { return mRestart; }
    QAction *hintAction() const { return mHint; }
    QAction *playHintAction() const { return mPlayHint; }
    QAction *giveUpAction() const { return mGiveUp; }
    // How to play this module with the mouse, shown under the move list.
    void setInstructions(const QString &text);

    QString timerText() const;
    QString statusText() const;
    QListWidget *moveList() const { return mMoveList; }

protected:
    void showEvent(QShowEvent *event) override;

private:
    void createActions(QWidget *host);
    QWidget *createButtons();
    QWidget *createClock();
    QWidget *createStatus();
    QWidget *createMoveList();
    void refresh();
    void updateClock();

    PlayState &mState;
    QAction *mPlay;
    QAction *mTakeBack;
    QAction *mRestart;
    QAction *mHint;
    QAction *mPlayHint; // a key, no button: the row of buttons is full at 1024x700
    QAction *mGiveUp;
    QLabel *mClock;
    QLabel *mCount;
    QLabel *mStatus;
    QListWidget *mMoveList;
    QLabel *mInstructions;
    QTimer *mTick;
    std::vector<std::string> mShown; // the move list's entries, to rebuild it only when they change
};

} // namespace tessera::ui
