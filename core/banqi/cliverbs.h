#pragma once

namespace tessera::cli {
class Registry;
}

namespace tessera::banqi {

// "tessera-cli banqi moves|game|match|honesty|rate|generate|bench" (play through the module's Play).
void registerCliVerbs(cli::Registry &registry);

} // namespace tessera::banqi
