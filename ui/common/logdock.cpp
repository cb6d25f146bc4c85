#include "ui/common/logdock.h"

#include "ui/common/log.h"

#include <QAction>
#include <QFontDatabase>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QTextCharFormat>

namespace tessera::ui {

namespace {
void append(QPlainTextEdit *view, const Log::Entry &entry) {
    QTextCharFormat format;
    if (entry.severity == Log::Severity::Error)
        format.setForeground(QColor(0xb0, 0x20, 0x20));
    else if (entry.severity == Log::Severity::Warning)
        format.setForeground(QColor(0x9a, 0x62, 0x00));
    QTextCursor cursor(view->document());
    cursor.movePosition(QTextCursor::End);
    if (!view->document()->isEmpty()) cursor.insertBlock();
    cursor.insertText(Log::format(entry), format);
    view->verticalScrollBar()->setValue(view->verticalScrollBar()->maximum());
}
} // namespace

LogDock::LogDock(Log &log, QWidget *parent)
    : QDockWidget(tr("Log"), parent)
    , mView(new QPlainTextEdit(this)) {
    setObjectName(QStringLiteral("logDock"));
    mView->setReadOnly(true);
    mView->setMaximumBlockCount(5000);
    mView->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    mView->setPlaceholderText(tr("Job results, load and save messages appear here."));
    mView->setContextMenuPolicy(Qt::ActionsContextMenu);
    auto *clear = new QAction(tr("Clear"), mView);
    connect(clear, &QAction::triggered, mView, &QPlainTextEdit::clear);
    mView->addAction(clear);
    setWidget(mView);
    for (const auto &entry : log.entries()) append(mView, entry);
    connect(&log, &Log::added, this, [this](const Log::Entry &entry) { append(mView, entry); });
}

} // namespace tessera::ui
