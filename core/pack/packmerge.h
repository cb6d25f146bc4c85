#pragma once

#include <cstddef>
#include <string>
#include <vector>

// Merges of pack files that stream: a level is read from an input (pack/packreader.h) and written to the
// output (pack/packwriter.h) before the next is read, so a merge of millions of levels holds a level per
// input, plus what its rule must remember.
namespace tessera::pack {

struct FileMergeResult {
    std::size_t read = 0;    // levels in the inputs
    std::size_t written = 0; // levels in the output
    int duplicatesDropped = 0;
};

// merge() from files to a file: the inputs concatenated in order, the first one's metadata (created:
// now, when it has none), a level whose content was seen dropped, a clashing id renamed; an input with an
// id twice is refused, as load() refuses it. Remembers each kept level's content hash and id
// (pack::MergeFilter), and the ids of the input being read.
FileMergeResult mergeFiles(const std::vector<std::string> &inputs, const std::string &out);

// The shards of one generate run (--shard i/n for every i, in any order) merged into the very bytes
// the run without --shard writes with the same options, --name and --created: levels in run order
// (their provenance seeds ascending: level i has seed S + i), ids given as the run gives them
// ("<module>-k" for the k-th level of the module), nothing dropped (the run keeps equal levels), the
// metadata the shards share. Refused, naming the file and the place: inputs whose name, author or
// description differ (created may differ: the earliest is kept), a level without a seed, a seed met
// twice, a level id the shard's own run would not have given (a shard that was appended to or edited),
// and inputs that are not the n shards of a split in n (within a file the seeds must agree modulo the
// number of inputs, across files they must not), which catches a shard given twice, a missing one or
// a foreign pack. Holds one level per input, whatever the level count.
FileMergeResult mergeShardFiles(const std::vector<std::string> &inputs, const std::string &out);

} // namespace tessera::pack
