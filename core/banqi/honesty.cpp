#include "banqi/honesty.h"

#include "banqi/match.h"
#include "banqi/playbots.h"

namespace tessera::banqi {

std::vector<Game> honestyPositions(const Rules &rules, int positions, std::uint64_t seed) {
    std::vector<Game> out;
    for (int i = 0; out.size() < std::size_t(positions) && i < positions * 20; ++i) {
        Rng rng(dealSeed(seed, i));
        Game game = Game::fresh(rules, rng.next());
        const int plies = 2 + int(rng.below(40));
        const BotOptions random{BotKind::Random};
        playBots(game, random, random, rng, plies);
        if (!game.status().over() && game.view().position.hiddenCount() >= 2) out.push_back(game);
    }
    return out;
}

HonestyResult honestyTest(const BotOptions &bot, const Rules &rules, int positions, int reshuffles,
                          std::uint64_t seed) {
    HonestyResult r;
    r.reshuffles = reshuffles;
    const std::vector<Game> games = honestyPositions(rules, positions, seed);
    // Honest bots are asked as choosers, given each deal's public view: what they may see is all they
    // get. The peeking bot is no chooser; the referee's deal is handed to it, so the test bites.
    const play::Chooser honest = isHonest(bot.kind) ? chooser(bot) : play::Chooser{};
    auto choose = [&](const Game &game, Rng &rng) {
        if (honest) return honest(*game.publicView(), rng);
        return moveName(game.view().position, chooseMove(bot, game.view(), rng, &game.deal()));
    };
    for (std::size_t i = 0; i < games.size(); ++i) {
        const Game &game = games[i];
        const std::uint64_t botSeed = seed + i;
        Rng rng(botSeed);
        const std::string move = choose(game, rng);
        ++r.positions;
        for (int k = 0; k < reshuffles; ++k) {
            const Game other =
                game.withDeal(dealHidden(game.view().position, dealSeed(seed ^ 0x5EED, int(i) * 1000 + k)));
            Rng again(botSeed);
            const std::string m = choose(other, again);
            if (m != move) {
                ++r.changed;
                if (r.examples.size() < 5) r.examples.push_back(game.position() + ": " + move + " vs " + m);
                break;
            }
        }
    }
    return r;
}

} // namespace tessera::banqi
