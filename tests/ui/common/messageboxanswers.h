#pragma once

// Answers the studio's message boxes in a test, in order, by button role, and keeps their texts.
#include <QAbstractButton>
#include <QApplication>
#include <QMessageBox>
#include <QPointer>
#include <QStringList>
#include <QTimer>

class MessageBoxAnswers : public QObject {
public:
    explicit MessageBoxAnswers(QList<QMessageBox::ButtonRole> roles)
        : mRoles(std::move(roles)) {
        connect(&mTimer, &QTimer::timeout, this, &MessageBoxAnswers::poll);
        mTimer.start(5);
    }
    QStringList texts;
    bool done() const { return mRoles.isEmpty(); }

private:
    void poll() {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box || box == mLast || mRoles.isEmpty() || !box->isVisible()) return;
        mLast = box;
        texts << box->text() + QLatin1Char('\n') + box->informativeText();
        const QMessageBox::ButtonRole role = mRoles.takeFirst();
        for (QAbstractButton *b : box->buttons())
            if (box->buttonRole(b) == role) {
                b->click();
                return;
            }
        box->reject();
    }
    QList<QMessageBox::ButtonRole> mRoles;
    QTimer mTimer;
    QPointer<QMessageBox> mLast;
};
