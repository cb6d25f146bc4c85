#pragma once

#include <QDateTime>
#include <QObject>
#include <QString>

#include <vector>

namespace tessera::ui {

// The studio's message log: job outcomes, load/save results, refused edits. Every failure the user
// should know about lands here (and in a dialog when it interrupts what they did), never nowhere.
class Log : public QObject {
    Q_OBJECT
public:
    enum class Severity { Info, Warning, Error };
    struct Entry {
        QDateTime time;
        Severity severity;
        QString text;
    };

    explicit Log(QObject *parent = nullptr);

    void info(const QString &text) { add(Severity::Info, text); }
    void warning(const QString &text) { add(Severity::Warning, text); }
    void error(const QString &text) { add(Severity::Error, text); }
    void add(Severity severity, const QString &text);

    const std::vector<Entry> &entries() const { return mEntries; }
    // "[14:02:31] warning: text"
    static QString format(const Entry &entry);

signals:
    void added(const tessera::ui::Log::Entry &entry);

private:
    std::vector<Entry> mEntries;
};

} // namespace tessera::ui
