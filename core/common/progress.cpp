#include "common/progress.h"

namespace tessera {

ProgressReporter::ProgressReporter(ProgressSink *sink, const CancelToken *cancel,
                                   std::chrono::milliseconds interval)
    : mSink(sink), mCancel(cancel), mInterval(interval) {}

void ProgressReporter::report(double fraction, const std::string &message, bool force) {
    if (!mSink) return;
    const auto now = std::chrono::steady_clock::now();
    if (!force && !mFirst && now - mLast < mInterval) return;
    mFirst = false;
    mLast = now;
    mSink->progress({fraction, message});
}

} // namespace tessera
