#pragma once

#include "pack/levelpack.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace tessera {
class CancelToken;
}

namespace tessera::pack {

// Everything a module's packLevel() takes beside the level itself: where the level goes (id, title)
// and where it came from (tags a person gave it, provenance). The CLI and the studio fill one of these
// and call the same core function, so the same level leaves both byte for byte the same.
struct LevelSource {
    std::string id;                // empty: a fresh id is picked when the level enters a pack
    std::string title;             // empty: the module's default title for the level
    std::vector<std::string> tags; // kept, except tags the module computes itself (they are redone)
    Provenance provenance;         // version empty: this build's version
};

// The source of a level a module's generate verb made: "<title>, seed <seed>", the seed, the generator's
// options and "<module> generate" as the generator (the same from the CLI and the studio's panels).
LevelSource generatedSource(const std::string &module, const std::string &title, std::uint64_t seed,
                            Json options);

// The source a level was made from, to make it again after an edit (keeps id, title, tags, provenance).
LevelSource sourceOf(const Level &level);

// The source of a level edited in the studio. The pack level it was opened from (from) keeps its id,
// title, tags and provenance while its data is unchanged; an edited or new level is hand-made: no
// provenance, the editor's title when the source has none, and the tag "hand-made".
LevelSource editedSource(const Level *from, bool unchanged, const std::string &editorTitle);

// A level of module with id, title (defaultTitle when the source has none) and provenance from source.
Level startLevel(const std::string &module, const LevelSource &source, const std::string &defaultTitle);

// The module's tags for this level, then the source's tags that are not in the module's vocabulary of
// computed tags (an edited level does not keep a stale "deduction" beside a fresh "search").
void setTags(Level &level, const std::vector<std::string> &own, const std::vector<std::string> &vocabulary,
             const std::vector<std::string> &kept);

// Sets the level's difficulty as measured now (none for an unsolvable or ambiguous level) and records in
// statistics["measured"] what it was measured on: {"data": contentHash, "difficulty": value or null,
// "tier": the module's tier name or null}. Call after level.data is set.
void setMeasuredDifficulty(Level &level, std::optional<double> difficulty, const std::string &tier = {});

enum class DifficultyState {
    Measured,   // the difficulty is what the module measured on this very data
    Stale,      // the data changed since it was measured (edited, not re-measured)
    Hand,       // the data is the measured one, but the difficulty was set by hand
    Unmeasured, // no record of a measurement (an older pack), or a difficulty off the 0..10 scale
};
DifficultyState difficultyState(const Level &level);
// Each level's difficultyState, for a job that brings levels in (it hashes each level's data); stops
// early, the result then short, once cancel is cancelled.
std::vector<DifficultyState> difficultyStates(const std::vector<Level> &levels,
                                              const CancelToken *cancel = nullptr);
const char *difficultyStateName(DifficultyState state);
// The tier the module measured (statistics.measured.tier), empty when none.
std::string measuredTier(const Level &level);

} // namespace tessera::pack
