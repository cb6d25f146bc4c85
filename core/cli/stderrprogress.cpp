#include "cli/stderrprogress.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <iostream>

#if __has_include(<unistd.h>)
#include <unistd.h>
#endif

namespace tessera::cli {

namespace {

bool isTerminal(const std::ostream &err) {
#if __has_include(<unistd.h>)
    return &err == &std::cerr && isatty(fileno(stderr)) == 1;
#else
    (void)err;
    return false;
#endif
}

} // namespace

StderrProgress::StderrProgress(std::ostream &err, Style style, std::chrono::milliseconds interval)
    : mErr(err)
    , mStyle(style != Style::Auto ? style
             : isTerminal(err)    ? Style::Terminal
                                  : Style::Log)
    , mInterval(interval.count() >= 0       ? interval
                : mStyle == Style::Terminal ? std::chrono::milliseconds(100)
                                            : std::chrono::milliseconds(5000))
    , mStart(std::chrono::steady_clock::now()) {}

StderrProgress::~StderrProgress() {
    finish();
}

void StderrProgress::progress(const ProgressUpdate &update) {
    std::string line = update.message.empty() ? std::string("working") : update.message;
    if (update.fraction >= 0) {
        const int pct = static_cast<int>(std::floor(std::clamp(update.fraction, 0.0, 1.0) * 100));
        line += ' ';
        line += std::to_string(pct);
        line += '%';
    }
    const auto now = std::chrono::steady_clock::now();
    std::lock_guard lock(mMutex);
    const bool due = mStyle == Style::Terminal ? !mShownAny || now - mLastShown >= mInterval
                                               : now - (mShownAny ? mLastShown : mStart) >= mInterval;
    if (!due) {
        mPending = std::move(line);
        return;
    }
    mPending.clear();
    mLastShown = now;
    show(line);
}

void StderrProgress::show(const std::string &line) {
    mShownAny = true;
    if (mStyle == Style::Log) {
        mErr << line << '\n' << std::flush;
        return;
    }
    // Blank out the tail of a longer previous line.
    const std::size_t length = line.size();
    mErr << '\r' << line;
    if (length < mLastLength) mErr << std::string(mLastLength - length, ' ');
    mErr << std::flush;
    mLastLength = length;
    mOpen = true;
}

void StderrProgress::finish() {
    std::lock_guard lock(mMutex);
    // The latest report, unless a log would get its only line from it (a short run writes none).
    if (!mPending.empty() && (mStyle == Style::Terminal || mShownAny)) show(mPending);
    mPending.clear();
    if (mOpen) mErr << '\n' << std::flush;
    mOpen = false;
    mLastLength = 0;
    mShownAny = false;
    mStart = std::chrono::steady_clock::now();
}

} // namespace tessera::cli
