#pragma once

#include "banqi/board.h"

namespace tessera::banqi {

// Piece prices, the seed's design.price: in chain units (a chain's length is subtracted from them), so
// a piece is worth a few steps of a march. The seed does not print its table; these follow its
// remarks (the Advisors carry the game, the General is worth less than its rank because five Soldiers
// take it) and make the Taiwan cannon, which takes anything it can jump onto, worth an Elephant.
inline constexpr int kPriceTaiwan[7] = {16, 14, 10, 7, 5, 10, 5};
inline constexpr int kPriceChinese[7] = {16, 14, 10, 7, 5, 4, 5};
inline int price(const Rules &rules, int rank) {
    return rules.variant == Variant::Taiwan ? kPriceTaiwan[rank] : kPriceChinese[rank];
}

} // namespace tessera::banqi
