#pragma once

#include <cstdint>

namespace tessera::rooms {

// A prefab cell as the seed defines them: wall, floor inside the room, and empty space outside it.
// Outer cells are not part of the room, so other rooms may use them (that is how an L interlocks).
enum class Tile : std::uint8_t { Outer, Inner, Solid };

// The characters of the prefab JSON rows.
inline constexpr char kSolidChar = '#';
inline constexpr char kInnerChar = '.';
inline constexpr char kOuterChar = '-';

constexpr char tileChar(Tile t) {
    switch (t) {
    case Tile::Solid:
        return kSolidChar;
    case Tile::Inner:
        return kInnerChar;
    case Tile::Outer:
        return kOuterChar;
    }
    return '?';
}

constexpr bool tileFromChar(char c, Tile &out) {
    switch (c) {
    case kSolidChar:
        out = Tile::Solid;
        return true;
    case kInnerChar:
        out = Tile::Inner;
        return true;
    case kOuterChar:
        out = Tile::Outer;
        return true;
    default:
        return false;
    }
}

} // namespace tessera::rooms
