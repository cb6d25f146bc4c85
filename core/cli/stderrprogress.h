#pragma once

#include "common/progress.h"

#include <chrono>
#include <iosfwd>
#include <mutex>
#include <string>

namespace tessera::cli {

// Progress for long CLI verbs on the error stream, so results on stdout stay clean. On a terminal one
// status line ("\r<message> <pct>%") is rewritten a few times a second; into a file or a pipe (a CI
// log, "2> run.log") whole lines go out every few seconds, and a short run writes none. A core call may
// report after every level: the rate here keeps 20,000 levels from writing 60,000 status lines. The
// latest report is shown when the run ends. finish() (or the destructor) ends the line.
class StderrProgress : public ProgressSink {
public:
    enum class Style {
        Auto,     // Terminal when err is the process's standard error on a terminal, else Log
        Terminal, // the rewritten status line, at most every interval (100 ms by default)
        Log,      // a line at most every interval (5 s by default), the first one interval in
    };
    explicit StderrProgress(std::ostream &err, Style style = Style::Auto,
                            std::chrono::milliseconds interval = std::chrono::milliseconds(-1));
    ~StderrProgress() override;

    void progress(const ProgressUpdate &update) override;
    void finish();

private:
    void show(const std::string &line);

    std::ostream &mErr;
    Style mStyle;
    std::chrono::milliseconds mInterval;
    std::chrono::steady_clock::time_point mStart;
    std::chrono::steady_clock::time_point mLastShown;
    std::mutex mMutex;
    std::string mPending; // the latest report not shown yet
    std::size_t mLastLength = 0;
    bool mShownAny = false;
    bool mOpen = false; // a status line without its newline yet
};

} // namespace tessera::cli
