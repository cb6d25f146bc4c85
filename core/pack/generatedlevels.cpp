#include "pack/generatedlevels.h"

#include <algorithm>

namespace tessera::pack {

namespace {

// One level's progress as its share of the run: its 0..1 mapped onto [start, start + width), its
// message after the level's number.
class LevelShare : public ProgressSink {
public:
    LevelShare(ProgressSink *run, double start, double width, std::string prefix)
        : mRun(run)
        , mStart(start)
        , mWidth(width)
        , mPrefix(std::move(prefix)) {}
    void progress(const ProgressUpdate &u) override {
        if (!mRun) return;
        const double f = u.fraction < 0 ? mStart : mStart + mWidth * std::min(1.0, u.fraction);
        mRun->progress({f, u.message.empty() ? mPrefix : mPrefix + ": " + u.message});
    }

private:
    ProgressSink *mRun;
    double mStart, mWidth;
    std::string mPrefix;
};

} // namespace

GeneratedLevels generateEach(const SeedRange &range, const MakeLevel &make, const std::string &what,
                             ProgressSink *progress, const CancelToken *cancel) {
    range.check();
    GeneratedLevels out;
    const std::vector<int> indices = range.indices();
    const auto stopped = [cancel] { return cancel && cancel->cancelled(); };
    const double width = indices.empty() ? 1.0 : 1.0 / double(indices.size());
    for (std::size_t k = 0; k < indices.size(); ++k) {
        if (stopped()) {
            out.cancelled = true;
            break;
        }
        LevelShare share(progress, double(k) * width, width,
                         what + " " + std::to_string(k + 1) + "/" + std::to_string(indices.size()));
        share.progress({0, {}});
        std::string why;
        std::optional<Level> level = make(range.seedOf(indices[k]), why, share);
        if (level) {
            out.levels.push_back(std::move(*level));
            out.indices.push_back(indices[k]);
        } else if (stopped()) {
            out.cancelled = true;
            break;
        } else {
            ++out.failed;
            out.lastFailure = "level " + std::to_string(indices[k]) + ": " + why;
        }
    }
    if (progress && !out.cancelled) progress->progress({1.0, "done"});
    return out;
}

} // namespace tessera::pack
