#pragma once

#include <cstddef>

namespace tessera::flow {

// A cell or path index (int, as the grids store them) as a container subscript.
inline std::size_t at(int i) {
    return static_cast<std::size_t>(i);
}

} // namespace tessera::flow
