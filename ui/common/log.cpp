#include "ui/common/log.h"

namespace tessera::ui {

namespace {
constexpr std::size_t kMaxEntries = 5000; // a long session must not grow without bound
}

Log::Log(QObject *parent)
    : QObject(parent) {}

void Log::add(Severity severity, const QString &text) {
    if (mEntries.size() >= kMaxEntries) mEntries.erase(mEntries.begin(), mEntries.begin() + kMaxEntries / 10);
    mEntries.push_back({QDateTime::currentDateTime(), severity, text});
    emit added(mEntries.back());
}

QString Log::format(const Entry &entry) {
    const char *label = entry.severity == Severity::Error     ? "error: "
                        : entry.severity == Severity::Warning ? "warning: "
                                                              : "";
    return QStringLiteral("[%1] %2%3")
        .arg(entry.time.toString(QStringLiteral("HH:mm:ss")), label, entry.text);
}

} // namespace tessera::ui
