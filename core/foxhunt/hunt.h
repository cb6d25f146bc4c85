#pragma once

#include "common/play.h"
#include "foxhunt/level.h"

namespace tessera::foxhunt {

// What a cell of a View shows.
inline constexpr int kUnknown = -2; // not probed
inline constexpr int kFound = -1;   // probed, a fox
                                    // >= 0: probed, empty, this many foxes on its 8 rays

// What the player sees of a hunt: the field, the number of foxes, every probe's result. The tracker
// and the strategies read only this, never the foxes.
struct View {
    int rows = 0;
    int cols = 0;
    int foxes = 0;
    Grid<int> cells;
    View() = default;
    View(int r, int c, int f)
        : rows(r)
        , cols(c)
        , foxes(f)
        , cells(r, c, kUnknown) {}
    int foundCount() const;
    bool allFound() const { return foundCount() == foxes; }
    // Found foxes on the rays of p.
    int foundOnRays(Point p) const;
    friend bool operator==(const View &, const View &) = default;
};

// The number of foxes on the 8 rays of p (found or not), p excluded.
int readingAt(const Level &level, Point p);

// The legal probes of a view: its unprobed cells' names, sorted; none once every fox is found.
std::vector<std::string> openProbes(const View &view);
// One text row per field row: '.' unknown, 'F' a found fox, the reading's digit (or '+' above 9).
std::string viewText(const View &view);

// A game of Fox Hunt: the referee's state (it knows the foxes) behind the play contract. A move is a
// cell name ("c3"); applying it reveals "fox" or the reading ("3"). The game is won when every fox is
// found; the score is the number of probes the player made (the level's openings are not counted).
class Hunt : public play::Game {
public:
    explicit Hunt(Level level); // checks the level, then makes its opening probes
    std::unique_ptr<play::Game> clone() const override { return std::make_unique<Hunt>(*this); }
    int playerCount() const override { return 1; }
    int toMove() const override { return 0; }
    std::vector<std::string> legalMoves() const override;
    play::MoveResult apply(const std::string &move) override;
    play::Status status() const override;
    std::string position() const override { return viewText(mView); }
    // The probes and readings alone (PublicHunt): what strategies and hints are given.
    std::unique_ptr<play::View> publicView() const override;

    // Probes p; returns the cell's new view value (kFound or the reading). Throws Error naming the cell
    // when it is outside or already probed, or when the game is over.
    int probe(Point p);
    const Level &level() const { return mLevel; }
    const foxhunt::View &view() const { return mView; }
    int probes() const { return mProbes; }
    bool over() const { return mView.allFound(); }
    bool isFox(Point p) const { return mFox.at(p); }

private:
    int reveal(Point p);
    Level mLevel;
    Grid<char> mFox;
    foxhunt::View mView;
    int mProbes = 0;
};

} // namespace tessera::foxhunt
