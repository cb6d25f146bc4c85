#pragma once

#include <QDockWidget>

class QPlainTextEdit;

namespace tessera::ui {

class Log;

// The Log dock: every log entry with its time, newest at the bottom; errors and warnings coloured.
class LogDock : public QDockWidget {
    Q_OBJECT
public:
    explicit LogDock(Log &log, QWidget *parent = nullptr);
    QPlainTextEdit *view() const { return mView; }

private:
    QPlainTextEdit *mView;
};

} // namespace tessera::ui
