#include "cli/stderrprogress.h"

#include <algorithm>
#include <cmath>
#include <ostream>

namespace tessera::cli {

StderrProgress::StderrProgress(std::ostream &err)
    : mErr(err) {}

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
    std::lock_guard lock(mMutex);
    // Blank out the tail of a longer previous line.
    const std::size_t length = line.size();
    if (length < mLastLength) line.append(mLastLength - length, ' ');
    mLastLength = length;
    mErr << '\r' << line << std::flush;
    mOpen = true;
}

void StderrProgress::finish() {
    std::lock_guard lock(mMutex);
    if (!mOpen) return;
    mErr << '\n' << std::flush;
    mOpen = false;
    mLastLength = 0;
}

} // namespace tessera::cli
