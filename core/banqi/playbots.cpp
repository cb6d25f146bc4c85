#include "banqi/playbots.h"

#include "banqi/botmove.h"

namespace tessera::banqi {

std::vector<play::MoveResult> playBots(Game &game, const BotOptions &seat0, const BotOptions &seat1, Rng &rng,
                                       int maxPlies, const BotTurn &turn) {
    const BotOptions *bots[2] = {&seat0, &seat1};
    auto around = [&turn](int player, const std::function<std::string()> &choose) {
        return turn ? turn(player, choose) : choose();
    };
    if (isHonest(seat0.kind) && isHonest(seat1.kind)) {
        std::vector<play::Chooser> choosers;
        for (int player = 0; player < 2; ++player) {
            play::Chooser bot = chooser(*bots[player]);
            choosers.push_back([around, bot, player](const play::View &view, Rng &r) {
                return around(player, [&] { return bot(view, r); });
            });
        }
        return play::playOut(game, choosers, rng, maxPlies);
    }
    // The peeking bot's game: the referee (this loop) reads the deal for it.
    std::vector<play::MoveResult> made;
    while (int(made.size()) < maxPlies && !game.status().over()) {
        const int player = game.toMove();
        const BotOptions &bot = *bots[player];
        const std::string move = around(player, [&] { return botMove(game, bot, rng); });
        made.push_back(game.apply(move));
    }
    return made;
}

} // namespace tessera::banqi
