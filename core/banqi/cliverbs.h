#pragma once

namespace tessera::cli {
class Registry;
}

namespace tessera::banqi {

// "tessera-cli banqi moves|play|match|honesty|rate|generate|bench".
void registerCliVerbs(cli::Registry &registry);

} // namespace tessera::banqi
