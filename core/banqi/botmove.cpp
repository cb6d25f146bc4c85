#include "banqi/botmove.h"

namespace tessera::banqi {

std::string botMove(const Game &game, const BotOptions &bot, Rng &rng) {
    if (isHonest(bot.kind)) return chooser(bot)(*game.publicView(), rng);
    return moveName(game.view().position, chooseMove(bot, game.view(), rng, &game.deal()));
}

} // namespace tessera::banqi
