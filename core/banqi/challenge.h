#pragma once

#include "banqi/bots.h"
#include "common/jsonutil.h"
#include "common/progress.h"

#include <cstdint>
#include <optional>

// A BanQi pack level is a challenge: a start position (a fresh deal or a mid-game position; its hidden
// cells are dealt anew, consistently with the pool, every time it is played), the rules, the side the
// player takes, the opponent bot and a goal.
namespace tessera::banqi {

enum class Goal { Win, Survive };
const char *goalName(Goal g); // "win", "survive"

struct Challenge {
    Position position = startPosition();
    Rules rules;
    bool playerFirst = true; // the player moves first (in a fresh deal) or takes the side to move
    BotOptions opponent{BotKind::Chain};
    Goal goal = Goal::Win;
    int plies = 60; // Survive: do not lose within this many plies (the player's and the bot's)
    friend bool operator==(const Challenge &, const Challenge &) = default;
};

// The player's side in words: "r"/"b" when the position has a side to move, "first"/"second" in a
// fresh deal.
std::string sideWord(const Challenge &c);

// The largest node budget a challenge file may give its search or peek opponent: 200,000 nodes a move,
// ten times the default 20,000 (a search move takes about 23 ms at 20,000 nodes, README.md), so rating a
// challenge (kDifficultyRuns games) stays within minutes. A file asking for more is refused.
inline constexpr long kMaxChallengeNodes = 200000;

// {"position", "variant", "cannon", "no_progress", "side", "opponent", "nodes" (search and peek only),
//  "goal", "plies" (survive only)}.
Json challengeToJson(const Challenge &c);
// Refuses unknown keys and bad values with the field's name ("position: pool: ...", "side: ...").
Challenge challengeFromJson(const Json &data);

// The referee game of one play of the challenge, its hidden cells dealt from seed.
Game challengeGame(const Challenge &c, std::uint64_t seed);
// Whether a finished game, or one stopped after the goal's plies, met the goal for the player.
bool goalMet(const Challenge &c, const Game &game);

// Difficulty, measured: the reference bot (chain) plays the player's side against the challenge's
// opponent on kDifficultyRuns deals of the hidden cells (seeds kDifficultySeed + k); the success rate
// (goal met) is the score and
//   difficulty = 10 * (1 - score), one decimal
// (0: the reference bot always meets the goal; 10: never). Cancel stops early (runs counts the games).
inline constexpr int kDifficultyRuns = 16;
inline constexpr std::uint64_t kDifficultySeed = 0xBA9C000000000000ULL;
inline constexpr BotKind kReferenceBot = BotKind::Chain;
// A win challenge's game not over after this many plies counts as not won (a safety net above the
// draw rules).
inline constexpr int kMaxChallengePlies = 3000;

struct Difficulty {
    int runs = 0;
    int met = 0, wins = 0, draws = 0, losses = 0;
    double score = 0;
    double value = 10;
};
Difficulty measureDifficulty(const Challenge &c, ProgressSink *sink = nullptr,
                             const CancelToken *cancel = nullptr);

struct GeneratorOptions {
    Rules rules;
    BotOptions opponent{BotKind::Chain};
    Goal goal = Goal::Win;
    int plies = 60;
    int minOpening = 6, maxOpening = 40; // plies of chain-against-chain play before the challenge starts
    double minDifficulty = 0, maxDifficulty = 10;
    int attempts = 50;
};
// The options as a level's provenance records them (camelCase), and back: a missing member keeps its
// default, and the snake_case keys written before ("no_progress", "min_opening", ...) are still read.
Json generatorOptionsToJson(const GeneratorOptions &g);
GeneratorOptions generatorOptionsFromJson(const Json &json);
void checkGeneratorOptions(const GeneratorOptions &g);

struct Generated {
    Challenge challenge;
    Difficulty difficulty;
};
// A challenge in the band from seed, or nothing within the attempts.
std::optional<Generated> generateChallenge(const GeneratorOptions &g, std::uint64_t seed,
                                           const CancelToken *cancel = nullptr);

} // namespace tessera::banqi
