#include "pack/packmerge.h"

#include "pack/packreader.h"
#include "pack/packwriter.h"

#include <map>
#include <memory>
#include <optional>
#include <queue>
#include <unordered_map>

namespace tessera::pack {

namespace {

std::string levelPlace(std::size_t index, const std::string &member) {
    return "levels[" + std::to_string(index) + "]" + (member.empty() ? "" : "." + member);
}

// One shard being merged: its reader, its level at hand and what its levels must keep to.
struct Shard {
    std::unique_ptr<PackReader> reader;
    std::optional<Level> level;
    std::uint64_t seed = 0;
    std::map<std::string, long> perModule; // levels of each module read, for the ids
    std::optional<std::uint64_t> residue;  // its seeds modulo the number of shards
};

} // namespace

FileMergeResult mergeFiles(const std::vector<std::string> &inputs, const std::string &out) {
    if (inputs.empty()) throw Error("no pack to merge");
    FileMergeResult result;
    std::optional<PackWriter> writer;
    MergeFilter filter;
    for (const std::string &input : inputs) {
        PackReader reader(input);
        if (!writer) {
            LevelPack header = reader.header();
            if (header.created.empty()) header.created = nowIso8601();
            writer.emplace(out, header);
        }
        // load() refuses a pack with an id twice; so does its merge.
        std::unordered_map<std::string, std::size_t> ids;
        while (std::optional<Level> level = reader.next()) {
            const std::size_t index = reader.count() - 1;
            const auto [it, fresh] = ids.emplace(level->id, index);
            if (!fresh)
                throw Error("duplicate level id '" + level->id + "' (also levels[" +
                                std::to_string(it->second) + "])",
                            levelPlace(index, "id"), input);
            ++result.read;
            if (filter.admit(*level)) writer->add(*level);
        }
    }
    writer->finish();
    result.written = writer->count();
    result.duplicatesDropped = filter.duplicatesDropped();
    return result;
}

FileMergeResult mergeShardFiles(const std::vector<std::string> &inputs, const std::string &out) {
    if (inputs.empty()) throw Error("no shard to merge");
    const std::uint64_t n = inputs.size();
    std::vector<Shard> shards(inputs.size());
    std::map<std::uint64_t, std::size_t> residues; // residue -> the shard that has it
    LevelPack header;
    for (std::size_t f = 0; f < inputs.size(); ++f) {
        shards[f].reader = std::make_unique<PackReader>(inputs[f]);
        const LevelPack &h = shards[f].reader->header();
        if (f == 0) {
            header = h;
            continue;
        }
        const auto differs = [&](const std::string &mine, const std::string &first, const char *member) {
            if (mine != first)
                throw Error(std::string("\"") + mine + "\" differs from \"" + first + "\" in " + inputs[0] +
                                ": shards of one run share it",
                            member, inputs[f]);
        };
        differs(h.name, header.name, "name");
        differs(h.author, header.author, "author");
        differs(h.description, header.description, "description");
        // Shards started at different times (no --created): the run started with the first.
        if (!h.created.empty() && (header.created.empty() || h.created < header.created))
            header.created = h.created;
    }
    if (header.created.empty()) header.created = nowIso8601();

    // Reads shard f's next level and checks it is what a generate shard writes.
    const auto pull = [&](std::size_t f) {
        Shard &s = shards[f];
        const std::string &file = inputs[f];
        // Two plain values, not an optional: GCC 12 warned, wrongly, that the optional's value might be
        // read uninitialized.
        const bool hadLast = s.level.has_value();
        const std::uint64_t last = s.seed;
        s.level = s.reader->next();
        if (!s.level) return;
        const std::size_t index = s.reader->count() - 1;
        const Level &level = *s.level;
        if (!level.provenance.seed)
            throw Error("no seed: a level of a generate shard records its seed",
                        levelPlace(index, "provenance"), file);
        s.seed = *level.provenance.seed;
        if (hadLast && s.seed <= last)
            throw Error("seed " + std::to_string(s.seed) + " after " + std::to_string(last) +
                            ": a generate shard writes its seeds in ascending order",
                        levelPlace(index, "provenance.seed"), file);
        const std::string id = level.module + "-" + std::to_string(++s.perModule[level.module]);
        if (level.id != id)
            throw Error("'" + level.id + "' where a generate shard has '" + id +
                            "': the shard was appended to or edited (pack merge --shards takes the files "
                            "the shards wrote)",
                        levelPlace(index, "id"), file);
        const std::uint64_t r = s.seed % n;
        if (!s.residue) {
            const auto [it, fresh] = residues.emplace(r, f);
            if (!fresh)
                throw Error("seed " + std::to_string(s.seed) + " belongs to the same shard of " +
                                std::to_string(n) + " as " + inputs[it->second] +
                                "'s seeds: a shard given twice, or not the shards of one split in " +
                                std::to_string(n),
                            levelPlace(index, "provenance.seed"), file);
            s.residue = r;
        } else if (*s.residue != r) {
            throw Error("seed " + std::to_string(s.seed) + " is not in the same shard of " +
                            std::to_string(n) + " as the file's first seed: the inputs are not the " +
                            std::to_string(n) + " shards of one split in " + std::to_string(n) +
                            " (one missing, or one extra?)",
                        levelPlace(index, "provenance.seed"), file);
        }
    };

    // The shards' levels, lowest seed first: the run's order.
    using Entry = std::pair<std::uint64_t, std::size_t>;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> queue;
    for (std::size_t f = 0; f < shards.size(); ++f) {
        pull(f);
        if (shards[f].level) queue.push({shards[f].seed, f});
    }
    FileMergeResult result;
    PackWriter writer(out, header);
    std::map<std::string, long> perModule;
    while (!queue.empty()) {
        const std::size_t f = queue.top().second;
        queue.pop();
        Shard &s = shards[f];
        if (!queue.empty() && queue.top().first == s.seed)
            throw Error("seed " + std::to_string(s.seed) + " is also in " + inputs[queue.top().second] +
                            ": a shard given twice?",
                        levelPlace(s.reader->count() - 1, "provenance.seed"), inputs[f]);
        Level &level = *s.level;
        level.id = level.module + "-" + std::to_string(++perModule[level.module]);
        writer.add(level);
        ++result.read;
        pull(f);
        if (s.level) queue.push({s.seed, f});
    }
    writer.finish();
    result.written = writer.count();
    return result;
}

} // namespace tessera::pack
