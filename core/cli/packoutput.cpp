#include "cli/packoutput.h"

#include "cli/stderrprogress.h"

#include <filesystem>
#include <limits>
#include <ostream>
#include <tuple>

namespace tessera::cli {

namespace {

// Digits only: " 0/ 2" or "+1/2" is refused rather than read loosely.
int shardNumber(const std::string &text) {
    if (text.empty() || text.size() > 9) return -1;
    int v = 0;
    for (char c : text) {
        if (c < '0' || c > '9') return -1;
        v = v * 10 + (c - '0');
    }
    return v;
}

} // namespace

std::pair<int, int> shardOption(const Args &args) {
    const std::string text = args.str("shard", "0/1");
    const auto slash = text.find('/');
    const int i = slash == std::string::npos ? -1 : shardNumber(text.substr(0, slash));
    const int n = slash == std::string::npos ? -1 : shardNumber(text.substr(slash + 1));
    if (i < 0 || n < 1 || i >= n)
        throw Error("--shard: expected i/n with 0 <= i < n, found \"" + text + "\"");
    return {i, n};
}

SeedRange seedRange(const Args &args, int maxCount) {
    SeedRange r;
    r.seed = std::uint64_t(args.integer("seed", 1, 0, std::numeric_limits<long long>::max()));
    r.count = int(args.integer("count", 1, 1, maxCount));
    std::tie(r.shard, r.shards) = shardOption(args);
    return r;
}

PackOutput::PackOutput(const Args &args, const std::string &defaultName)
    : mOut(args.str("out", "")) {
    const bool append = args.flag("append");
    if (append && mOut.empty()) throw Error("--append needs --out FILE");
    const std::string name = args.str("name", defaultName);
    const std::string created = args.has("created") ? args.str("created", "") : pack::nowIso8601();
    if (append && std::filesystem::exists(mOut)) {
        mPack = pack::load(mOut);
        return;
    }
    mPack.name = name;
    mPack.created = created;
}

void PackOutput::add(pack::Level level) {
    if (!mIds) mIds.emplace(mPack);
    level.id = mIds->take(level);
    mPack.levels.push_back(std::move(level));
    ++mAdded;
}

void PackOutput::add(const pack::GeneratedLevels &generated) {
    for (const pack::Level &level : generated.levels) add(level);
}

void PackOutput::finish(Context &ctx) const {
    if (mOut.empty()) {
        ctx.out << pack::toJson(mPack).dump(2) << '\n';
        return;
    }
    pack::save(mPack, mOut);
    ctx.err << "wrote " << mAdded << (mAdded == 1 ? " level" : " levels") << " to " << mOut << " ("
            << mPack.levels.size() << " in the pack)\n";
}

int generateIntoPack(const Args &args, Context &ctx, const std::string &packName, const std::string &noun,
                     const std::function<pack::GeneratedLevels(const SeedRange &, ProgressSink *)> &generate,
                     const std::function<std::string(const pack::GeneratedLevels &)> &notFound) {
    const SeedRange seeds = seedRange(args);
    PackOutput out(args, packName);
    args.rejectUnused();
    StderrProgress progress(ctx.err);
    const pack::GeneratedLevels run = generate(seeds, &progress);
    out.add(run);
    progress.finish();
    out.finish(ctx);
    if (run.failed == 0) return 0;
    ctx.err << "tessera-cli: " << run.failed << ' ' << noun << (run.failed == 1 ? "" : "s") << ' '
            << notFound(run) << '\n';
    return 1;
}

const std::vector<std::string> &generateFlags() {
    static const std::vector<std::string> flags{"append"};
    return flags;
}

std::string generateUsage() {
    return "  --seed S               seed of the first level (default 1); level i uses S + i\n"
           "  --count K              levels (default 1)\n"
           "  --shard i/n            make only levels with index % n == i (default 0/1), for split jobs\n"
           "  --out FILE             write a tessera pack (default: print it on stdout)\n"
           "  --append               add to the pack in --out instead of replacing it (created if missing)\n"
           "  --name TEXT            pack name for a new pack\n"
           "  --created TEXT         the pack's creation time (default: now, UTC); give it for "
           "byte-identical reruns\n";
}

} // namespace tessera::cli
