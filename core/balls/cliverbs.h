#pragma once

namespace tessera::cli {
class Registry;
}

namespace tessera::balls {

// "tessera-cli balls generate|analyse|steps|hint|whatif" (bench through the module's Bench).
void registerCliVerbs(cli::Registry &registry);

} // namespace tessera::balls
