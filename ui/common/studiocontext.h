#pragma once

namespace tessera::ui {

class JobRunner;
class Log;
class PackDocument;

// What a workbench may reach of the studio: the open pack, the background job runner and the log.
// Owned by the main window (or a test); outlives every workbench.
class StudioContext {
public:
    StudioContext(PackDocument &pack, JobRunner &jobs, Log &log)
        : mPack(pack)
        , mJobs(jobs)
        , mLog(log) {}

    PackDocument &pack() const { return mPack; }
    JobRunner &jobs() const { return mJobs; }
    Log &log() const { return mLog; }

private:
    PackDocument &mPack;
    JobRunner &mJobs;
    Log &mLog;
};

} // namespace tessera::ui
