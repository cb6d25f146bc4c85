#include "banqi/publicgame.h"

namespace tessera::banqi {

std::vector<std::string> PublicGame::legalMoves() const {
    if (mOver) return {};
    return moveNames(mView);
}

} // namespace tessera::banqi
