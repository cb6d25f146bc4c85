#pragma once

#include <string>

namespace tessera {
struct ModuleBackend;
}

namespace tessera::cli {

class Registry;

// "tessera-cli <module> play FILE [--level ID] (--moves "m1 m2 ..." | --solution) [--seed N]" for a
// playable backend: the level replayed through play::attempt, one JSON object per level played.
void registerPlayVerb(Registry &registry, const ModuleBackend &backend);

} // namespace tessera::cli
