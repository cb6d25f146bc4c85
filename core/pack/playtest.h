#pragma once

#include "common/jsonutil.h"
#include "common/module.h"
#include "common/play.h"
#include "common/playsession.h"
#include "pack/levelpack.h"

#include <memory>
#include <string>
#include <vector>

// A pack being play-tested: the mid-end of the web play-test page (web/webapi.cpp calls nothing else),
// kept in the core so it is the same code natively and in the browser, and tested without one. It
// opens levels, plays moves through play::Session, asks the module for hints and solutions, draws the
// board with the module's picture, and hands out every attempt as a trace.
//
// Times: every call takes the page's clock (milliseconds since the page loaded); an attempt's trace
// counts from the call that started it, so the core never reads a clock.
//
// Replies are JSON objects. A position reply ("state"):
//   {"level": id, "module", "title", "attempt": n (1, 2, ... per page), "playable": bool,
//    "outcome": "ongoing"|"won"|"lost"|"draw", "over": bool, "reason", "moves": [..], "toMove",
//    "legal": [..] (what the player may play: BanQi's taps pick among them), "position",
//    "board": {"svg", "rows", "cols", "x", "y", "cell", "width", "height"},
//    "trace": the attempt's trace as one JSON Lines line ("" while nothing was done)}
// A level that cannot be played (room maps) has "playable": false and its preview as the board.
namespace tessera::pack {

class PlayTest {
public:
    // Refuses a pack with no levels. registerModules() must have been called.
    explicit PlayTest(LevelPack pack);
    ~PlayTest();
    PlayTest(const PlayTest &) = delete;
    PlayTest &operator=(const PlayTest &) = delete;

    // {"name", "author", "description", "hash", "levels": [{"id", "module", "title", "difficulty"
    // (absent when none), "playable"}]}
    OrderedJson packInfo() const;
    const std::string &hash() const { return mHash; }

    // Opens a level (by id) for play. The attempt in progress at that level goes on; a finished one, or
    // a level opened for the first time, starts a new attempt. Throws Error for an unknown id.
    OrderedJson open(const std::string &id, long long nowMs);
    // {"accepted", "status", "reason", "revealed", "state"}; a refused move changes nothing and is not
    // traced ("status" is then the game's unchanged outcome).
    OrderedJson play(const std::string &move, long long nowMs);
    OrderedJson undo(long long nowMs);
    OrderedJson restart(long long nowMs);
    OrderedJson giveUp(long long nowMs);
    // Starts a new attempt at the open level (after a win or a give-up: "play again").
    OrderedJson again(long long nowMs);
    // {"move", "why", "state"} or {"error"} when the module has no hint here. Traced as a hint.
    OrderedJson hint(long long nowMs);
    // The stored solution of a level as moves: {"moves": [...]} (empty when it stores none).
    OrderedJson solution(const std::string &id) const;
    OrderedJson state() const;

    // The playtester's name: every attempt started from now on and every one still going on takes it
    // (the page opens a level before anybody could type a name); a finished attempt keeps the name it
    // was played under. {"traces": [{"attempt", "trace"}]}: the renamed attempts' traces, for the page's
    // store (those with nothing done yet have no trace).
    OrderedJson setPlayer(std::string name);

private:
    struct Attempt;
    const Level &levelById(const std::string &id) const;
    const ModuleBackend *backendOf(const Level &level) const;
    Attempt &startAttempt(const Level &level, long long nowMs);
    Attempt *current() const;
    long long since(long long nowMs) const;
    OrderedJson board(const Level &level, const play::Game *game) const;
    std::string traceLine(const Attempt &attempt) const;

    LevelPack mPack;
    std::string mHash;
    std::string mPlayer;
    std::vector<std::unique_ptr<Attempt>> mAttempts; // every attempt this page made, in order
    std::string mOpen;                               // the open level's id
};

} // namespace tessera::pack
