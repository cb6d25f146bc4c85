#pragma once

namespace tessera::cli {
class Registry;
}

namespace tessera::flow {

// "tessera-cli flow solve|count|grade|generate|convert|bench".
void registerCliVerbs(cli::Registry &registry);

} // namespace tessera::flow
