#pragma once

#include <functional>

namespace tessera::ui {

class JobRunner;
class Log;
class ModulePage;
class PackDocument;

// What a module page may reach of the studio: the open pack, the background job runner, the log, and
// the window's question about a page's unsaved level. Owned by the main window (or a test); outlives
// every page.
class StudioContext {
public:
    // Asks what to do with the page's unsaved level (add it to the pack, discard it, or cancel); true
    // when the caller may go on.
    using ChangesQuestion = std::function<bool(ModulePage &page)>;

    StudioContext(PackDocument &pack, JobRunner &jobs, Log &log)
        : mPack(pack)
        , mJobs(jobs)
        , mLog(log) {}

    PackDocument &pack() const { return mPack; }
    JobRunner &jobs() const { return mJobs; }
    Log &log() const { return mLog; }

    // The main window's question; without a window (a page on its own in a test) nobody is asked.
    void setChangesQuestion(ChangesQuestion question) { mChangesQuestion = std::move(question); }
    bool resolveChanges(ModulePage &page) const { return mChangesQuestion ? mChangesQuestion(page) : true; }
    // The same question for every page with unsaved changes (before another pack replaces the one
    // their levels came from, as before closing).
    void setAllChangesQuestion(std::function<bool()> question) { mAllChangesQuestion = std::move(question); }
    bool resolveAllChanges() const { return mAllChangesQuestion ? mAllChangesQuestion() : true; }

private:
    PackDocument &mPack;
    JobRunner &mJobs;
    Log &mLog;
    ChangesQuestion mChangesQuestion;
    std::function<bool()> mAllChangesQuestion;
};

} // namespace tessera::ui
