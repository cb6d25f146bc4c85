#pragma once

#include "common/play.h"
#include "foxhunt/hunt.h"

namespace tessera::foxhunt {

// What the player of a hunt may know (Hunt::publicView): the field, the number of foxes and every
// probe's result, never where the foxes are. Strategies and hints are given this.
class PublicHunt : public play::View {
public:
    explicit PublicHunt(foxhunt::View view)
        : mView(std::move(view)) {}
    int playerCount() const override { return 1; }
    int toMove() const override { return 0; }
    // The unprobed cells, sorted; none once every fox is found.
    std::vector<std::string> legalMoves() const override { return openProbes(mView); }
    // As Hunt::position(): '.' unknown, 'F' a found fox, the reading's digit.
    std::string position() const override { return viewText(mView); }
    const foxhunt::View &view() const { return mView; }

private:
    foxhunt::View mView;
};

} // namespace tessera::foxhunt
