#include "foxhunt/foxhunthint.h"

#include "common/error.h"
#include "foxhunt/publichunt.h"
#include "foxhunt/strategy.h"

#include <cmath>

namespace tessera::foxhunt {

namespace {

// The seed that breaks the strategy's ties for hints (any fixed one: a hint is the same every time).
constexpr std::uint64_t kHintSeed = 1;

std::string percent(double p) {
    const int whole = int(std::lround(100 * p));
    // A probability that rounds to 0 or 100 without being certain says "under 1%" or "over 99%".
    if (whole == 0 && p > 0) return "under 1%";
    if (whole == 100 && p < 1) return "over 99%";
    return std::to_string(whole) + "%";
}

} // namespace

std::optional<play::Hint> probeHint(const play::View &view, const CancelToken *cancel) {
    const auto *hunt = dynamic_cast<const PublicHunt *>(&view);
    if (!hunt) throw Error("a Fox Hunt hint reads a Fox Hunt game's public view");
    if (view.legalMoves().empty()) return std::nullopt;
    if (cancel && cancel->cancelled()) return std::nullopt;
    OddsOptions odds = decisionOdds();
    odds.cancel = cancel;
    Rng rng(kHintSeed);
    const ProbeChoice c = chooseProbe(hunt->view(), Strategy::TwoStep, rng, odds);
    if (c.cancelled) return std::nullopt;
    const std::string cell = cellName(c.cell);
    constexpr double kTie = 1e-9;
    std::string why;
    if (c.probability >= 1 - kTie) {
        why = cell + ": certainly a fox";
    } else {
        why = cell + ": " + percent(c.probability) + " chance of a fox" +
              (c.probability <= kTie ? ", but its reading tells most about where the foxes are"
                                     : ", the best mix of a likely find and a telling reading");
        if (!c.exact) why += " (odds estimated from samples)";
    }
    return play::Hint{cell, why};
}

} // namespace tessera::foxhunt
