#pragma once

#include <atomic>
#include <chrono>
#include <string>

namespace tessera {

// One per job. The job polls cancelled() and, when it is set, returns its best result so far.
// Deliberately not QThread's interruption flag: a token is per job, not per thread.
class CancelToken {
public:
    void cancel() { mCancelled.store(true, std::memory_order_relaxed); }
    bool cancelled() const { return mCancelled.load(std::memory_order_relaxed); }
    void reset() { mCancelled.store(false, std::memory_order_relaxed); }

private:
    std::atomic<bool> mCancelled{false};
};

struct ProgressUpdate {
    double fraction = 0;   // 0..1, or negative when the amount of work is unknown
    std::string message;   // short, for a status bar
};

// Receives progress from core calls. Implementations must be thread-safe against the caller's thread;
// a core call reports from the thread it runs on.
class ProgressSink {
public:
    virtual ~ProgressSink() = default;
    virtual void progress(const ProgressUpdate &update) = 0;
};

// Rate-limits reports to a sink (a few per second) so hot loops may call report() freely.
// Tolerates a null sink and a null token, so core calls can take both as optional.
class ProgressReporter {
public:
    explicit ProgressReporter(ProgressSink *sink, const CancelToken *cancel = nullptr,
                              std::chrono::milliseconds interval = std::chrono::milliseconds(200));

    // Reports when the interval has passed since the last report (or force is set).
    void report(double fraction, const std::string &message = {}, bool force = false);
    // Cheap enough for inner loops.
    bool cancelled() const { return mCancel && mCancel->cancelled(); }

private:
    ProgressSink *mSink;
    const CancelToken *mCancel;
    std::chrono::milliseconds mInterval;
    std::chrono::steady_clock::time_point mLast;
    bool mFirst = true;
};

} // namespace tessera
