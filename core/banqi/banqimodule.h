#pragma once

#include "common/module.h"

namespace tessera::banqi {

// The module's id: a pack level's "module", the CLI's first word, the studio page's id.
inline constexpr const char kModuleId[] = "banqi";

// BanQi as the rest of the core sees it: id "banqi", challenge validation, preview, pack levels, the
// CLI verbs (moves, game, match, honesty, rate, generate, bench) and play (a challenge as one player's
// ChallengeGame, the reference bot's winning line as solution, moveHint).
ModuleBackend moduleBackend();

} // namespace tessera::banqi
