#pragma once

namespace tessera::cli {
class Registry;
}

namespace tessera::linjat {

// "tessera-cli linjat generate|optimize|solve|classify|count|bench".
void registerCliVerbs(cli::Registry &registry);

} // namespace tessera::linjat
