#pragma once

namespace tessera::cli {
class Registry;
}

namespace tessera::foxhunt {

// "tessera-cli foxhunt odds|solve|generate|bench".
void registerCliVerbs(cli::Registry &registry);

} // namespace tessera::foxhunt
