#pragma once

#include "banqi/bots.h"
#include "common/jsonutil.h"
#include "common/progress.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

// The match runner: seeded deals played in pairs (game 2k and 2k + 1 share deal k; A moves first in
// the even game, B in the odd one), on any number of threads, each game's deal and bot seeds a pure
// function of (seed, game index), so the result is the same for every thread count.
namespace tessera::banqi {

struct MatchOptions {
    BotOptions a;
    BotOptions b{BotKind::Random};
    Rules rules;
    int games = 100; // rounded up to an even number (whole pairs)
    std::uint64_t seed = 1;
    int threads = 1;
    int maxPlies = 3000; // a safety net above the draw rules; a game reaching it is a draw ("ply-limit")
    std::optional<Position>
        start; // a challenge's position (hidden cells re-dealt per pair); fresh deals when unset
    // A match split over machines: this part plays the pairs k with k % shards == shard (both games of
    // each), which are the very games the whole match plays with those indices.
    int shard = 0;
    int shards = 1;
};

struct GameRecord {
    int index = 0;
    bool aFirst = true;
    int resultA = 0; // 1 A won, 0 draw, -1 A lost
    std::string end; // "no-pieces", "no-moves", "no-progress", "repetition", "ply-limit"
    int plies = 0;
    double secondsA = 0, secondsB = 0;
    int movesA = 0, movesB = 0;
};

// What elo is: a measured figure, or, after a clean sweep (no finite Elo: eloOf holds the score half a
// game from 0 or 1), the bound it is.
enum class EloBound { None, Lower, Upper };

struct MatchResult {
    int games = 0, wins = 0, draws = 0, losses = 0;
    double score = 0, scoreLow = 0, scoreHigh = 0, elo = 0;
    EloBound eloBound() const {
        if (games > 0 && wins == games) return EloBound::Lower;
        if (games > 0 && losses == games) return EloBound::Upper;
        return EloBound::None;
    }
    int drawsNoProgress = 0, drawsRepetition = 0, drawsPlyLimit = 0;
    double meanPlies = 0;
    double msPerMoveA = 0, msPerMoveB = 0;
    bool cancelled = false;
    std::vector<GameRecord> records; // by game index
};

// The seed of pair k's deal and of game i's bots.
std::uint64_t dealSeed(std::uint64_t seed, int pair);
std::uint64_t botSeed(std::uint64_t seed, int game);

// One game of a match (index i): deal, seats, bots, referee. Nothing when cancel was set mid-game.
std::optional<GameRecord> playMatchGame(const MatchOptions &options, int index,
                                        const CancelToken *cancel = nullptr);

// Wilson 95% interval of a score over n games.
std::pair<double, double> wilson(double score, int n);
// The Elo difference of a score; the score is held within half a game of 0 and 1 (a finite figure).
double eloOf(double score, int n);
// Totals of finished records (in index order).
MatchResult summarise(const std::vector<GameRecord> &records);

// Plays the match; onGame (optional) is called once per finished game from the worker threads, one at
// a time. Cancel stops handing out games; the result then covers the games finished.
MatchResult runMatch(const MatchOptions &options, ProgressSink *sink = nullptr,
                     const CancelToken *cancel = nullptr,
                     const std::function<void(const GameRecord &)> &onGame = {});

OrderedJson matchToJson(const MatchOptions &options, const MatchResult &result);

// The game indices a match plays: every index below the games rounded up to whole pairs, or a shard's.
std::vector<int> matchGames(const MatchOptions &options);

// The games file of a match, JSON Lines: a header {"format": "tessera-banqi-games", "version": 1,
// "match": {the options}, "shard": i, "shards": n}, then one line per game in index order with its
// result, end, plies, moves and seconds of each bot (the seconds as exact doubles, so totals recomputed
// from the file are the run's). What banqi match --out writes and banqi match-merge reads.
inline constexpr const char *kGamesFormat = "tessera-banqi-games";
inline constexpr int kGamesVersion = 1;
std::string gamesFileText(const MatchOptions &options, const MatchResult &result);
struct GamesFile {
    MatchOptions options;
    std::vector<GameRecord> records;
};
// Throws Error naming the file and line.
GamesFile readGamesFile(const std::string &path);

// The games files of the shards of one match (any order) as the whole match: the options (shard 0 of
// 1) and the result summarise() gives for all the games in index order, so score, interval and Elo are
// exactly the unsplit match's. Refuses, naming the file: other options, a different split, a shard
// missing or given twice, a game missing, extra or twice.
std::pair<MatchOptions, MatchResult> mergeMatchShards(const std::vector<GamesFile> &files,
                                                      const std::vector<std::string> &paths);

} // namespace tessera::banqi
