#pragma once

#include "common/progress.h"

#include <iosfwd>
#include <mutex>

namespace tessera::cli {

// Progress for long CLI verbs: rewrites one status line ("\r<message> <pct>%") on the error stream,
// so results on stdout stay clean. finish() (or the destructor) ends the line.
class StderrProgress : public ProgressSink {
public:
    explicit StderrProgress(std::ostream &err);
    ~StderrProgress() override;

    void progress(const ProgressUpdate &update) override;
    void finish();

private:
    std::ostream &mErr;
    std::mutex mMutex;
    std::size_t mLastLength = 0;
    bool mOpen = false;
};

} // namespace tessera::cli
